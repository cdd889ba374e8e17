// Resume after reload: the snapshot is stored per flow (and per scope, e.g. a membership) with the
// flow's schema version; sensitive context fields are removed before writing. A stored snapshot
// that is of another version, corrupt or no longer fits the chart is dropped (decision 032).
import { createActor, type AnyActorRef, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import type { AnyFlowDefinition } from '../define-flow';
import { storageKey } from '../stored-run';
import { activeFlowState } from './flow-navigation';

export interface StoredFlow {
  version: number;
  snapshot: unknown;
}

export type FlowStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The persisted snapshot with the flow's sensitive context fields removed (at any depth of context). */
export function persistableSnapshot(flow: AnyFlowDefinition, actor: AnyActorRef): unknown {
  const persisted = actor.getPersistedSnapshot() as { context?: Record<string, unknown> };
  const sensitive = new Set(flow.persist.sensitive ?? []);
  if (sensitive.size === 0 || !persisted.context) return persisted;
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !sensitive.has(k))
        .map(([k, v]) => [k, strip(v)]),
    );
  };
  return { ...persisted, context: strip(persisted.context) };
}

export function saveFlow(
  flow: AnyFlowDefinition,
  storage: FlowStorage,
  actor: AnyActorRef,
  scope = '',
): void {
  const stored: StoredFlow = { version: flow.persist.version, snapshot: persistableSnapshot(flow, actor) };
  try {
    storage.setItem(storageKey(flow, scope), JSON.stringify(stored));
  } catch {
    // Storage full or unavailable (private mode): the flow still works, it just won't resume.
  }
}

export function clearFlow(flow: Pick<AnyFlowDefinition, 'persist'>, storage: FlowStorage, scope = ''): void {
  storage.removeItem(storageKey(flow, scope));
}

export type RestoreOutcome = 'restored' | 'fresh' | 'dropped';

/**
 * A stored snapshot to restore, or null for a fresh start. The snapshot must be of the current version,
 * rebuild an actor without throwing, be active, and rest in a state the flow declares.
 */
export function loadFlow(
  flow: AnyFlowDefinition,
  machine: AnyStateMachine,
  storage: FlowStorage,
  scope = '',
): { snapshot: AnyMachineSnapshot | null; persisted: unknown; outcome: RestoreOutcome } {
  const key = storageKey(flow, scope);
  const raw = storage.getItem(key);
  if (raw === null) return { snapshot: null, persisted: null, outcome: 'fresh' };
  try {
    const stored = JSON.parse(raw) as Partial<StoredFlow>;
    if (stored.version !== flow.persist.version || !stored.snapshot) throw new Error('Other schema version');
    const probe = createActor(machine, { snapshot: stored.snapshot as never });
    const snapshot = probe.getSnapshot() as AnyMachineSnapshot;
    if (snapshot.status !== 'active' || activeFlowState(flow, snapshot) === null)
      throw new Error('Does not fit the chart');
    return { snapshot, persisted: stored.snapshot, outcome: 'restored' };
  } catch {
    storage.removeItem(key);
    return { snapshot: null, persisted: null, outcome: 'dropped' };
  }
}
