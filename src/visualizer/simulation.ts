// Simulate mode without side effects: xstate's pure `initialTransition`/`transition` compute each next
// snapshot, so invoked actors never run. Their outcomes are offered as events (`done: save`,
// `error: save`) like any other, which is how a product owner walks a chart without a backend.
import type { AnyMachineSnapshot, AnyStateMachine, EventObject, StateValue } from 'xstate';
import { getNextTransitions, initialTransition, transition } from 'xstate';
import { refForDefinition } from '@/flows/graph/list-transitions';
import type { Chart } from './chart-model';

/** A named context fixture, as flows declare them (`FlowScenario` in flows/define-flow.ts). */
export interface SimulationScenario {
  description: string;
  input?: unknown;
  /** Context overrides merged over the machine's initial context. */
  context?: Record<string, unknown>;
  /** Events sent, in order, after start (to reach a step with this data); also offered as payloads. */
  events?: readonly EventObject[];
}

/** Payload variants to offer for the events of a snapshot (e.g. the path generator's event function). */
export type EventVariants = (snapshot: AnyMachineSnapshot) => readonly EventObject[];

export interface SimulatedEvent {
  event: EventObject;
  /** Chart transition ids this event takes from the current snapshot (empty when nothing handles it). */
  transitionIds: string[];
  enabled: boolean;
}

export function startSimulation(machine: AnyStateMachine, scenario?: SimulationScenario): AnyMachineSnapshot {
  const [initial] = initialTransition(machine, scenario?.input as never);
  const start = scenario?.context
    ? machine.resolveState({
        value: initial.value,
        context: { ...(initial.context as Record<string, unknown>), ...scenario.context },
      })
    : initial;
  return (scenario?.events ?? []).reduce(
    (snapshot, event) => stepSimulation(machine, snapshot, event),
    start,
  );
}

export function stepSimulation(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  event: EventObject,
): AnyMachineSnapshot {
  const [next] = transition(machine, snapshot, event as never);
  return next;
}

function valueCovers(value: StateValue | undefined, path: readonly string[]): boolean {
  if (path.length === 0) return true;
  if (value === undefined) return false;
  const [head, ...rest] = path;
  if (typeof value === 'string') return rest.length === 0 && value === head;
  return head !== undefined && head in value && valueCovers(value[head], rest);
}

/** Ids of every active state node, root included, parents before children. */
export function activeStateIds(chart: Chart, snapshot: AnyMachineSnapshot): string[] {
  return chart.states.filter((state) => valueCovers(snapshot.value, state.path)).map((state) => state.id);
}

/**
 * The transitions taken for `event` from `snapshot`, as chart transition ids (several when parallel
 * regions handle the same event).
 */
export function takenTransitionIds(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  event: EventObject,
): string[] {
  return machine
    .getTransitionData(snapshot as never, event as never)
    .map((definition) => refForDefinition(machine, definition)?.id)
    .filter((id): id is string => id !== undefined);
}

const eventKey = (event: EventObject): string => JSON.stringify(event);

/**
 * Every event the active states handle, each with the payload variants known for it (the scenario's
 * events and `variants`, else the bare event), and whether the chart currently allows it (`snapshot.can`).
 */
export function simulatedEvents(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  scenario?: SimulationScenario,
  variants?: EventVariants,
): SimulatedEvent[] {
  if (snapshot.status !== 'active') return [];
  const types = [
    ...new Set(
      getNextTransitions(snapshot)
        .map((definition) => definition.eventType)
        .filter(
          (type) =>
            type !== '' && !type.startsWith('xstate.after.') && !type.startsWith('xstate.done.state.'),
        ),
    ),
  ];
  const known = [...(scenario?.events ?? []), ...(variants?.(snapshot) ?? [])];
  return types.flatMap((type) => {
    const candidates = known.filter((event) => event.type === type);
    const unique = [
      ...new Map((candidates.length ? candidates : [{ type }]).map((e) => [eventKey(e), e])).values(),
    ];
    return unique.map((event) => {
      const enabled = snapshot.can(event);
      return { event, enabled, transitionIds: enabled ? takenTransitionIds(machine, snapshot, event) : [] };
    });
  });
}
