// The simulation in the URL, so a product owner can send 'the screen after a declined card' as a link:
// `?scenario=<scenario in kebab case>&steps=<move>,<move>,…` (moves are the choices' keys).
import type { SimulationLink } from './chart-view';

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function readSimulationLink(
  search: string,
  scenarioNames: readonly string[],
): SimulationLink | undefined {
  const params = new URLSearchParams(search);
  const scenario = params.get('scenario');
  const steps = params.get('steps');
  if (scenario === null && steps === null) return undefined;
  return {
    scenario:
      scenarioNames.find((name) => slug(name) === scenario) ??
      (scenario === '' ? '' : (scenarioNames[0] ?? '')),
    steps: steps ? steps.split(',').filter(Boolean) : [],
  };
}

export function simulationSearch(link: SimulationLink): string {
  const params = new URLSearchParams({ scenario: slug(link.scenario) });
  const query = params.toString();
  // Commas stay readable: no key contains one (a raw event's JSON is percent-encoded in its key).
  return link.steps.length ? `?${query}&steps=${link.steps.map(encodeURIComponent).join(',')}` : `?${query}`;
}
