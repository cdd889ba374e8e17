// The simulation in the URL, so a product owner can send 'the screen after a declined card' as a link
// that reads as what it shows: `?scenario=anonymous-boater&state=payment.editing&steps=terms.continue,
// payment.submit,checkout:declined` — the scenario in kebab case, the state reached (by its path in the
// chart), and the moves made (the choices' keys; a move typed on a screen keeps its event as plain JSON,
// percent-encoded once). Older links (no `state`, a typed move encoded twice) still open.
import type { SimulationLink } from './chart-view';

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Splits the moves at the commas between them, not at those inside a typed move's JSON. */
function splitSteps(steps: string): string[] {
  const keys: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of steps) {
    if (char === ',' && depth === 0) {
      if (current) keys.push(current);
      current = '';
      continue;
    }
    if (char === '{' || char === '[') depth++;
    if (char === '}' || char === ']') depth--;
    current += char;
  }
  if (current) keys.push(current);
  return keys;
}

export function readSimulationLink(
  search: string,
  scenarioNames: readonly string[],
): SimulationLink | undefined {
  const params = new URLSearchParams(search);
  const scenario = params.get('scenario');
  const steps = params.get('steps');
  const state = params.get('state');
  if (scenario === null && steps === null && state === null) return undefined;
  return {
    scenario:
      scenarioNames.find((name) => slug(name) === scenario) ??
      (scenario === '' ? '' : (scenarioNames[0] ?? '')),
    steps: steps ? splitSteps(steps) : [],
    ...(state ? { state } : {}),
  };
}

/** Percent-encodes only what a query value cannot hold; letters, digits and `.,:~-_{}"` stay readable. */
const readable = (text: string) =>
  encodeURIComponent(text).replace(/%(2C|3A|7B|7D|22|5B|5D)/gi, (escaped) => decodeURIComponent(escaped));

export function simulationSearch(link: SimulationLink): string {
  const parts = [`scenario=${readable(slug(link.scenario))}`];
  if (link.state) parts.push(`state=${readable(link.state)}`);
  if (link.steps.length) parts.push(`steps=${link.steps.map(readable).join(',')}`);
  return `?${parts.join('&')}`;
}
