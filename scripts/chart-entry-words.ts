// What `npm run charts` and the chart snapshots (`npm run charts:diff`) read from a registry entry besides
// its machine: the binding's step labels, event words and guard rules, and per transition the event a
// generated path walked it with (its real payload, worded on the drawing).
import type { AnyStateMachine, EventObject } from 'xstate';
import type { PathSet } from '@/flows/graph/generate-transition-paths';
import type { JourneyEntry } from '@/flows/journey';

// Errors serialise to `{}`; keep their message so the recorded event still says what failed.
const plainEvent = (event: EventObject): EventObject =>
  JSON.parse(
    JSON.stringify(event, (_key, value: unknown) =>
      value instanceof Error ? { message: value.message } : value,
    ),
  ) as EventObject;

/** The distinct events the paths send, and per transition the first event that walked it. */
export function walksOf(result: PathSet): { events: EventObject[]; walkedBy: Record<string, EventObject> } {
  const events = new Map<string, EventObject>();
  const walkedBy: Record<string, EventObject> = {};
  for (const step of result.allPaths.flatMap((path) => path.steps.slice(1))) {
    const event = plainEvent(step.event);
    events.set(JSON.stringify(event), event);
    // The step's own transition is the first it takes; the rest are `always` moves that follow it.
    const own = step.transitions[0];
    if (own !== undefined && own.split('|')[1] === event.type) walkedBy[own] ??= event;
  }
  return { events: [...events.values()], walkedBy };
}

/** The chart with its binding's step labels, event words and guard rules, as a chart's `/flows` page has it. */
export async function wordedEntry(entry: JourneyEntry, machine: AnyStateMachine) {
  const flow = (await entry.journey?.())?.flow;
  const [scenarios, words] = await Promise.all([flow?.scenarios?.(), flow?.journeyWords?.()]);
  return {
    machine,
    title: entry.about.title,
    states: flow?.states,
    scenarios,
    describeEvent: words?.describeEvent as ((event: EventObject) => string) | undefined,
    guardRules: words?.guardRules,
    invariants: flow?.invariants,
  };
}
