// A chart a page runs itself (no mount of its own: the Savings Club offer form, the business profile): one
// actor with the flow's real actors whose snapshot is kept like a mounted flow's (decision 032: per flow and
// scope, with its version, without sensitive fields, dropped when it no longer fits the chart), so a reload
// resumes what was typed. Finishing the chart, or `discard()` (a Cancel), forgets it.
import { useCallback, useMemo } from 'react';
import type { ActorRefFrom, AnyStateMachine, InputFrom } from 'xstate';
import type { ApiClient } from '@/api/client';
import type { AnyFlowDefinition, FlowDefinition } from './define-flow';
import { clearFlow, type FlowStorage } from './runner/flow-persistence';
import { storageKey } from './stored-run';
import { provideFlow } from './runner/flow-runner';
import { usePersistedActor } from './runner/use-persisted-actor';

export interface PageFlowOptions<TMachine extends AnyStateMachine> {
  input: InputFrom<TMachine>;
  /** Separates runs of the same flow, e.g. per account and per edited record. */
  scope: string;
  /** Where the snapshot is kept; sessionStorage by default. */
  storage?: FlowStorage;
}

export interface PageFlow<TMachine extends AnyStateMachine> {
  actor: ActorRefFrom<TMachine>;
  /** Forget the kept snapshot (the page's Cancel). */
  discard: () => void;
}

export function usePageFlow<TMachine extends AnyStateMachine>(
  flow: FlowDefinition<TMachine>,
  api: ApiClient,
  { input, scope, storage: given }: PageFlowOptions<TMachine>,
): PageFlow<TMachine> {
  const storage = given ?? window.sessionStorage;
  const machine = useMemo(() => provideFlow(flow, api), [flow, api]);
  // Only changes are written: opening a form without typing keeps nothing.
  const actor = usePersistedActor(flow, machine, { input, scope, storage });

  const discard = useCallback(() => clearFlow(flow, storage, scope), [flow, storage, scope]);
  return { actor: actor as ActorRefFrom<TMachine>, discard };
}

/** Whether a run of the flow is kept for this scope (a page may open its form to resume it). */
export function pageFlowKept(
  flow: Pick<AnyFlowDefinition, 'persist'>,
  scope: string,
  storage: FlowStorage = window.sessionStorage,
): boolean {
  return storage.getItem(storageKey(flow, scope)) !== null;
}
