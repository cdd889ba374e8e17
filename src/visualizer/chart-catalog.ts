// Every chart of the registry as the visualizer sees it: the machine and, when a journey binds it, the
// flow's per-state screens and scenario presets. Loaded with the visualizer (charts, bindings and the
// presets' example data land in the visualizer's chunks, never on a boater's first screen).
import type { JourneyEntry } from '@/flows/journey';
import { journeyRegistry } from '@/journeys/registry';
import { recordedEvents } from './chart-coverage';
import type { ChartEntry } from './chart-entry';

async function chartEntryOf({ about, chart, journey }: JourneyEntry): Promise<ChartEntry> {
  const [machine, binding] = await Promise.all([chart(), journey?.()]);
  const flow = binding?.flow;
  return {
    id: about.id,
    title: about.title,
    machine,
    basePath: about.basePath,
    states: flow?.states,
    scenarios: await flow?.scenarios?.(),
    eventVariants: () => recordedEvents(machine),
  };
}

/** Every registered chart, in the registry's order. */
export function loadChartEntries(): Promise<ChartEntry[]> {
  return Promise.all(journeyRegistry.map(chartEntryOf));
}
