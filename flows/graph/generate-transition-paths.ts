// Paths that walk every transition of a machine, from `xstate/graph` shortest paths. The serializer
// keys each vertex by state, incoming event and previous state, so every distinct incoming transition
// gets its own shortest path (the default keys by state only and reaches each state once). Which
// transitions a step takes is recorded by replaying it in a real actor and reading the inspection
// microsteps, so `always`, raised and done-state transitions count too. Runs in Node and the browser.
import {
  createActor,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
  type InputFrom,
  type InspectionEvent,
} from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { listTransitions, refForDefinition, type TransitionRef } from './list-transitions';

export type EventsOf = (snapshot: AnyMachineSnapshot) => readonly EventObject[];

export interface GenerateOptions<TMachine extends AnyStateMachine> {
  /**
   * Events to try in a snapshot, with the payload variants that exercise each guard and the
   * `xstate.done.actor.<id>` outputs of each invoke. `xstate.error.actor.<id>` for active invokes and
   * `xstate.after.*` for active delays are added unless given.
   */
  events: EventsOf;
  input?: InputFrom<TMachine>;
  /** Bound on traversed vertices (ARCHITECTURE 'Path tests'). */
  limit?: number;
  /** Start from this snapshot instead of the machine's initial one. */
  fromState?: AnyMachineSnapshot;
}

export interface PathStep {
  event: EventObject;
  snapshot: AnyMachineSnapshot;
  /** Ids of the transitions this step took, in order (see `listTransitions`). */
  transitions: string[];
}

export interface TransitionPath {
  /** The first step is the machine's start (`xstate.init`). */
  steps: PathStep[];
  /** Human-readable `event → event → …`. */
  description: string;
}

export interface PathSet {
  /** A small set of paths that together walk every walkable transition (greedy cover). */
  paths: TransitionPath[];
  /** Every shortest path found (one per distinct incoming transition). */
  allPaths: TransitionPath[];
  transitions: TransitionRef[];
  covered: Set<string>;
  missing: TransitionRef[];
  /** Ids of every state node some path visits. */
  visitedStates: Set<string>;
}

export const DEFAULT_PATH_LIMIT = 50_000;
export const SIMULATED_FAILURE = 'Simulated failure';

/** Active state nodes of a snapshot (atomic and their ancestors). */
export function activeNodes(snapshot: AnyMachineSnapshot): AnyStateNode[] {
  return (snapshot as unknown as { _nodes: AnyStateNode[] })._nodes;
}

/** The caller's events plus error outcomes of active invokes and active delays. */
export function withAutomaticEvents(events: EventsOf): EventsOf {
  return (snapshot) => {
    if (snapshot.status !== 'active') return [];
    const given = [...events(snapshot)];
    const types = new Set(given.map((e) => e.type));
    for (const node of activeNodes(snapshot)) {
      for (const invoke of node.invoke as Array<{ id: string }>) {
        const error = `xstate.error.actor.${invoke.id}`;
        if (!types.has(error))
          given.push({ type: error, error: new Error(SIMULATED_FAILURE) } as EventObject);
        const done = `xstate.done.actor.${invoke.id}`;
        if (!types.has(done)) given.push({ type: done, output: undefined } as EventObject);
      }
      for (const eventType of (node.transitions as Map<string, unknown>).keys()) {
        if (eventType.startsWith('xstate.after.') && !types.has(eventType)) given.push({ type: eventType });
      }
    }
    return given;
  };
}

function serializeEvent(event: EventObject): string {
  return JSON.stringify(event, (_key, value: unknown) =>
    value instanceof Error ? `Error(${value.message})` : value,
  );
}

export function serializeSnapshot(snapshot: AnyMachineSnapshot): string {
  return JSON.stringify({ value: snapshot.value, context: snapshot.context, status: snapshot.status });
}

function eventLabel(event: EventObject): string {
  return event.type;
}

/** Transitions a real actor takes for `event` from `from` (or on start when `from` is null). */
export function replayStep<TMachine extends AnyStateMachine>(
  machine: TMachine,
  from: AnyMachineSnapshot | null,
  event: EventObject,
  input?: InputFrom<TMachine>,
): string[] {
  const taken: string[] = [];
  let rootSession: string | null = null;
  const actor = createActor(machine, {
    ...(from ? { snapshot: machine.getPersistedSnapshot(from) } : { input }),
    inspect: (inspection: InspectionEvent) => {
      if (inspection.type !== '@xstate.microstep') return;
      if (rootSession !== null && inspection.actorRef.sessionId !== rootSession) return;
      for (const definition of inspection._transitions) {
        const ref = refForDefinition(machine, definition);
        if (ref) taken.push(ref.id);
      }
    },
  } as never);
  rootSession = actor.sessionId;
  actor.subscribe({ error: () => undefined });
  actor.start();
  if (from) {
    taken.length = 0;
    actor.send(event as never);
  }
  actor.stop();
  return taken;
}

/** Shortest paths to every transition the events can reach, the transitions they walk, and what is missing. */
export function generateTransitionPaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: GenerateOptions<TMachine>,
): PathSet {
  const events = withAutomaticEvents(options.events);
  const raw = getShortestPaths(machine, {
    events: events as never,
    ...(options.input !== undefined ? { input: options.input } : {}),
    ...(options.fromState ? { fromState: options.fromState as never } : {}),
    limit: options.limit ?? DEFAULT_PATH_LIMIT,
    serializeState: (state, event, prev) =>
      JSON.stringify([
        serializeSnapshot(state as AnyMachineSnapshot),
        event ? serializeEvent(event as EventObject) : null,
        prev ? JSON.stringify((prev as AnyMachineSnapshot).value) : null,
      ]),
    serializeEvent: (event) => serializeEvent(event as EventObject),
  });

  const stepCache = new Map<string, string[]>();
  const transitionsOf = (from: AnyMachineSnapshot | null, event: EventObject): string[] => {
    const key = `${from ? serializeSnapshot(from) : 'init'}→${serializeEvent(event)}`;
    let taken = stepCache.get(key);
    if (!taken) {
      taken = options.fromState && !from ? [] : replayStep(machine, from, event, options.input);
      stepCache.set(key, taken);
    }
    return taken;
  };

  const visitedStates = new Set<string>();
  const allPaths: TransitionPath[] = raw.map((path) => {
    const steps: PathStep[] = [];
    let previous: AnyMachineSnapshot | null = null;
    for (const step of path.steps) {
      const snapshot = step.state as AnyMachineSnapshot;
      const event = step.event as EventObject;
      steps.push({ event, snapshot, transitions: transitionsOf(previous, event) });
      for (const node of activeNodes(snapshot)) visitedStates.add(node.id);
      previous = snapshot;
    }
    return {
      steps,
      description:
        steps
          .slice(1)
          .map((s) => eventLabel(s.event))
          .join(' → ') || '(start)',
    };
  });

  const transitions = listTransitions(machine);
  const covered = new Set(allPaths.flatMap((p) => p.steps.flatMap((s) => s.transitions)));
  // Transient states (left at once by `always`) never rest in a snapshot: count the targets entered.
  for (const t of transitions) {
    if (!covered.has(t.id)) continue;
    for (const target of t.targets) {
      for (let id = target; id.includes('.'); id = id.slice(0, id.lastIndexOf('.'))) visitedStates.add(id);
    }
  }
  const missing = transitions.filter((t) => !covered.has(t.id));
  return { paths: coverWithFewestPaths(allPaths), allPaths, transitions, covered, missing, visitedStates };
}

/** Greedy set cover: longest-first paths that each add at least one transition not yet walked. */
function coverWithFewestPaths(paths: TransitionPath[]): TransitionPath[] {
  const remaining = new Set(paths.flatMap((p) => p.steps.flatMap((s) => s.transitions)));
  const chosen: TransitionPath[] = [];
  const pool = [...paths];
  while (remaining.size > 0 && pool.length > 0) {
    let best = 0;
    let bestGain = -1;
    pool.forEach((path, i) => {
      const gain = new Set(path.steps.flatMap((s) => s.transitions).filter((t) => remaining.has(t))).size;
      if (gain > bestGain) {
        best = i;
        bestGain = gain;
      }
    });
    if (bestGain <= 0) break;
    const [path] = pool.splice(best, 1);
    if (!path) break;
    chosen.push(path);
    for (const step of path.steps) for (const t of step.transitions) remaining.delete(t);
  }
  return chosen;
}
