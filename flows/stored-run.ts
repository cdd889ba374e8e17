// Where a flow's run is kept for resume (decision 032), free of the engine's runtime: the journey's route
// reads it on arrival (a run that will resume asks for its own data, decision 293) before any chart loads.
import type { FlowPersistence } from './define-flow';

export function storageKey(flow: { persist: Pick<FlowPersistence, 'key'> }, scope = ''): string {
  return `flow:${flow.persist.key}${scope ? `:${scope}` : ''}`;
}

/** Whether a run of the flow is kept, in any scope. */
export function hasStoredRun(
  flow: { persist: Pick<FlowPersistence, 'key'> },
  storage: Pick<Storage, 'length' | 'key'>,
): boolean {
  const key = storageKey(flow);
  for (let index = 0; index < storage.length; index++) {
    const stored = storage.key(index);
    if (stored === key || stored?.startsWith(`${key}:`)) return true;
  }
  return false;
}
