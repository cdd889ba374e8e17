// Actor logic whose code loads apart from the chart that invokes it (its own chunk), so a chart's first
// step does not download a child it may never start (the home-port wizard of the boat steps). The chart
// names it among its actors like any other; whoever runs the chart loads the code before a transition can
// start it (the runner: a child flow's binding, flows/runner/send-when-ready.ts; the tools: `loadLazyActors`).
// Started before its code is here, it fails with its name. Pure: no React.
import type {
  ActorLogic,
  AnyActorLogic,
  AnyStateMachine,
  EventFromLogic,
  InputFrom,
  SnapshotFrom,
} from 'xstate';

const LAZY = Symbol('lazy actor logic');

/** Code that loads later: `load` brings it (once), `get` answers it once it is here. */
export interface LazyExport<T> {
  load: () => Promise<unknown>;
  get: () => T | undefined;
}

/** Typed as the logic it stands for, so a chart's users may provide that logic itself in its place. */
export type LazyLogic<T extends AnyActorLogic> = ActorLogic<SnapshotFrom<T>, EventFromLogic<T>, InputFrom<T>>;

const isLazy = (logic: unknown): logic is { [LAZY]: LazyExport<unknown> } =>
  typeof logic === 'object' && logic !== null && LAZY in logic;

/** A module's export loaded once, on the first `load`; a failed load is tried again on the next. */
export function lazyExport<T>(load: () => Promise<T>): LazyExport<T> {
  let loading: Promise<T> | undefined;
  let value: T | undefined;
  return {
    load: () =>
      (loading ??= load().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    get: () => value,
  };
}

export function lazyLogic<T extends AnyActorLogic>(name: string, source: LazyExport<T>): LazyLogic<T> {
  const logic = (): T => {
    const loaded = source.get();
    if (!loaded) throw new Error(`The '${name}' actor was started before its code loaded.`);
    return loaded;
  };
  const lazy: LazyLogic<T> & { [LAZY]: LazyExport<T> } = {
    [LAZY]: source,
    transition: (snapshot, event, scope) => logic().transition(snapshot, event, scope),
    getInitialSnapshot: (scope, input) => logic().getInitialSnapshot(scope, input),
    restoreSnapshot: (persisted, scope) => {
      const loaded = logic();
      return loaded.restoreSnapshot ? loaded.restoreSnapshot(persisted, scope) : persisted;
    },
    start: (snapshot, scope) => logic().start?.(snapshot, scope),
    getPersistedSnapshot: (snapshot, options) => logic().getPersistedSnapshot(snapshot, options),
  };
  return lazy;
}

const lazySources = (machine: AnyStateMachine): Array<LazyExport<unknown>> =>
  Object.values(machine.implementations.actors).flatMap((logic) => (isLazy(logic) ? [logic[LAZY]] : []));

/** Loads the code of every lazy actor of the chart (resolves at once when it is all here). */
export async function loadLazyActors(machine: AnyStateMachine): Promise<void> {
  await Promise.all(lazySources(machine).map((source) => source.load()));
}
