// The wording of one chart entry: the flow's step labels (a label two states share is told apart by the
// second state's name), event wording and guard rules, and the events the generated tests walked each
// transition with; and where the simulated boater is, in those words.
import type { AnyMachineSnapshot } from 'xstate';
import { recordedWalks } from './chart-coverage';
import type { ChartEntry } from './chart-entry';
import type { ChartWording } from './chart-words';
import { words } from './chart-words';
import { startSimulation } from './simulation';

/** A heading that depends on the snapshot, read at the journey's start (e.g. the purchase root's title). */
function headingAtStart(heading: unknown, start: AnyMachineSnapshot): string | undefined {
  if (typeof heading === 'string') return heading;
  if (typeof heading !== 'function') return undefined;
  try {
    const text: unknown = heading(start);
    return typeof text === 'string' ? text : undefined;
  } catch {
    return undefined;
  }
}

type WordedEntry = Pick<
  ChartEntry,
  'machine' | 'title' | 'states' | 'scenarios' | 'describeEvent' | 'guardRules'
>;

/** The entry's wording; `walkedBy` defaults to the recorded coverage (`npm run charts` passes fresh walks). */
export function chartWording(
  entry: WordedEntry,
  walkedBy: ChartWording['walkedBy'] = recordedWalks(entry.machine),
): ChartWording {
  const stepLabels: Record<string, string> = {};
  const used = new Set<string>();
  const start = startSimulation(entry.machine, Object.values(entry.scenarios ?? {})[0]);
  for (const [key, binding] of Object.entries(entry.states ?? {})) {
    const heading = headingAtStart(binding.heading, start);
    // A start page headed with the journey's own title is the journey's start.
    const label = binding.stepLabel ?? (heading === entry.title ? 'Start' : heading);
    if (!label) continue;
    stepLabels[key] = used.has(label) ? `${label} (${words(key.split('.').at(-1) ?? key)})` : label;
    used.add(label);
  }
  return {
    stepLabels,
    describeEvent: entry.describeEvent,
    guardRules: entry.guardRules,
    walkedBy,
  };
}
