// Simulate mode without side effects: xstate's pure `initialTransition`/`transition` compute each next
// snapshot, so invoked actors never run. Their outcomes are offered as events (`done: save`,
// `error: save`) like any other, which is how a product owner walks a chart without a backend.
import type { AnyMachineSnapshot, AnyStateMachine, EventObject, StateValue } from 'xstate';
import { getNextTransitions, initialTransition, transition } from 'xstate';
import type { Chart } from './chart-model';

/** A named context fixture, as flows declare them (`FlowDefinition.scenarios`). */
export interface SimulationScenario {
  description: string;
  input?: unknown;
  context?: Record<string, unknown>;
  /** Event payloads to use when stepping, by event type (one payload or several variants). */
  events?: Record<string, Record<string, unknown> | Record<string, unknown>[]> | EventObject[];
}

export interface SimulatedEvent {
  event: EventObject;
  /** Chart transition ids this event takes from the current snapshot (empty when nothing handles it). */
  transitionIds: string[];
  enabled: boolean;
}

export function startSimulation(machine: AnyStateMachine, scenario?: SimulationScenario): AnyMachineSnapshot {
  const [initial] = initialTransition(machine, scenario?.input as never);
  if (!scenario?.context) return initial;
  return machine.resolveState({
    value: initial.value,
    context: { ...(initial.context as Record<string, unknown>), ...scenario.context },
  });
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

interface TransitionDefinitionLike {
  eventType: string;
  source: { id: string; transitions: Map<string, readonly unknown[]>; always?: readonly unknown[] };
}

function chartTransitionId(definition: TransitionDefinitionLike): string {
  const list =
    definition.eventType === ''
      ? (definition.source.always ?? [])
      : (definition.source.transitions.get(definition.eventType) ?? []);
  return `${definition.source.id}:${definition.eventType}:${list.indexOf(definition)}`;
}

function scenarioPayloads(scenario: SimulationScenario | undefined, type: string): Record<string, unknown>[] {
  const events = scenario?.events;
  if (!events) return [];
  if (Array.isArray(events))
    return events.filter((event) => event.type === type).map(({ type: _type, ...rest }) => rest);
  const declared = events[type];
  if (!declared) return [];
  return Array.isArray(declared) ? declared : [declared];
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
  return (
    machine.getTransitionData(snapshot as never, event as never) as unknown as TransitionDefinitionLike[]
  ).map(chartTransitionId);
}

/**
 * Every event the active states handle, each with the payloads the scenario declares for it (or none),
 * and whether the chart currently allows it (`snapshot.can`).
 */
export function simulatedEvents(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  scenario?: SimulationScenario,
): SimulatedEvent[] {
  if (snapshot.status !== 'active') return [];
  const types = [
    ...new Set(
      (getNextTransitions(snapshot) as unknown as TransitionDefinitionLike[])
        .map((definition) => definition.eventType)
        .filter(
          (type) =>
            type !== '' && !type.startsWith('xstate.after.') && !type.startsWith('xstate.done.state.'),
        ),
    ),
  ];
  return types.flatMap((type) => {
    const payloads = scenarioPayloads(scenario, type);
    return (payloads.length ? payloads : [{}]).map((payload) => {
      const event = { ...payload, type };
      const enabled = snapshot.can(event);
      return { event, enabled, transitionIds: enabled ? takenTransitionIds(machine, snapshot, event) : [] };
    });
  });
}
