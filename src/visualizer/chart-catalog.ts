// Every chart of the registry as the visualizer sees it. The list needs only each chart's about and
// machine; one chart's page also loads its journey binding for the per-state screens and the scenario
// presets (their example data lands in the visualizer's chunks, never on a boater's first screen).
import type { JourneyEntry } from '@/flows/journey';
import { journeyRegistry } from '@/journeys/registry';
import { recordedEvents } from './chart-coverage';
import type { ChartEntry } from './chart-entry';

async function chartOf({ about, chart }: JourneyEntry): Promise<ChartEntry> {
  const machine = await chart();
  return {
    id: about.id,
    title: about.title,
    machine,
    basePath: about.basePath,
    eventVariants: () => recordedEvents(machine),
  };
}

async function boundChartOf(entry: JourneyEntry): Promise<ChartEntry> {
  const [chart, binding] = await Promise.all([chartOf(entry), entry.journey?.()]);
  const flow = binding?.flow;
  return { ...chart, states: flow?.states, scenarios: await flow?.scenarios?.() };
}

let list: Promise<ChartEntry[]> | undefined;

/** Every registered chart in the registry's order, without screens or scenarios (loaded once). */
export function loadChartList(): Promise<ChartEntry[]> {
  return (list ??= Promise.all(journeyRegistry.map(chartOf)));
}

const bound = new Map<string, Promise<ChartEntry | undefined>>();

/** One chart with its binding's screens and scenarios; the same promise for the same id. */
export function loadChartEntry(id: string): Promise<ChartEntry | undefined> {
  let loading = bound.get(id);
  if (!loading) {
    const entry = journeyRegistry.find((candidate) => candidate.about.id === id);
    loading = entry ? boundChartOf(entry) : Promise.resolve(undefined);
    bound.set(id, loading);
  }
  return loading;
}
