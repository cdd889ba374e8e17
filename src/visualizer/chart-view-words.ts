// The wording of one chart entry: the flow's step labels (a label two states share is told apart by the
// second state's description in the chart), event wording and guard rules (the chart's own `meta` for
// guards its flow does not word), and the events the generated tests walked each
// transition with; and where the simulated boater is, in those words.
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { recordedWalks } from './chart-coverage';
import type { ChartEntry } from './chart-entry';
import type { ChartWording } from './chart-words';
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

/** The chart's own description of the state at `key` (dots between levels), if it writes one. */
function describedState(machine: AnyStateMachine, key: string): string | undefined {
  let node: { states: Record<string, unknown>; description?: string } | undefined = machine.root;
  for (const part of key.split('.')) node = node?.states[part] as typeof node;
  return node?.description;
}

/** Rules the chart writes in its own `meta` for guards its flow's words do not cover (charts without words). */
const chartGuardRules = (machine: AnyStateMachine): Record<string, string> =>
  (machine.root.meta as { guardRules?: Record<string, string> } | undefined)?.guardRules ?? {};

type WordedEntry = Pick<
  ChartEntry,
  'machine' | 'title' | 'states' | 'scenarios' | 'describeEvent' | 'guardRules' | 'inputClasses'
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
    // a label two states share: the second reads as the chart describes it
    stepLabels[key] = used.has(label) ? (describedState(entry.machine, key) ?? label) : label;
    used.add(label);
  }
  return {
    stepLabels,
    describeEvent: entry.describeEvent,
    guardRules: { ...chartGuardRules(entry.machine), ...entry.guardRules },
    inputClasses: entry.inputClasses,
    walkedBy,
  };
}
