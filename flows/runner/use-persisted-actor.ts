// A flow's actor kept for resume (decision 032): restored from storage on mount when a stored snapshot
// fits the chart, saved on every change (a child flow's too), cleared when the flow is done or fails. The
// FlowRunner, the page flows (usePageFlow) and the card and billing pages (which provide actors of their
// own) all use it, the boats page its saving (`useSavedRun`), so that a failed call's error page and
// 'Retry Request' bring the boater back to the chart's failure state with what they entered (decisions
// 113, 114).
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import type { AnyFlowDefinition } from '../define-flow';
import { dropFirstData } from '../first-data';
import { onChildFlowChange } from './child-flow-changes';
import { clearFlow, loadFlow, saveFlow, type FlowStorage } from './flow-persistence';

export interface PersistedActorOptions {
  input?: unknown;
  /** Where the snapshot is kept; sessionStorage by default. */
  storage?: FlowStorage;
  /** Separates runs of the same flow, e.g. per membership. */
  scope?: string;
  /** Called once with the flow's output when it is done. */
  onDone?: (output: unknown) => void;
  /** Whether a stored snapshot is resumed (default: any that fits the chart). */
  resume?: (snapshot: AnyMachineSnapshot) => boolean;
  /** The persisted snapshot to start from when none is resumed (default: the chart's start). */
  start?: unknown;
}

export function usePersistedActor(
  flow: AnyFlowDefinition,
  machine: AnyStateMachine,
  options: PersistedActorOptions = {},
): AnyActorRef {
  const { scope = '', onDone } = options;
  const storage = options.storage ?? window.sessionStorage;
  const [initial] = useState(() => {
    const restored = loadFlow(flow, machine, storage, scope);
    const resumed = restored.snapshot && (options.resume?.(restored.snapshot) ?? true);
    return resumed ? restored.persisted : options.start;
  });
  const actor = useActorRef(
    machine,
    // Without input a machine still gets an object to read (`{}`), never undefined.
    (initial ? { snapshot: initial, input: options.input ?? {} } : { input: options.input ?? {} }) as never,
  ) as AnyActorRef;
  // Started (the effect above): an answer its route asked ahead that it did not take is not for it.
  useEffect(dropFirstData, [actor]);

  useSavedRun(flow, actor, { storage, scope, onDone });
  return actor;
}

/**
 * Keeps the actor's run in storage: saved on every change, its own and its child flows' (a child's step is
 * part of the run), cleared when the flow is done or fails. For a page that starts its actor itself.
 */
export function useSavedRun(
  flow: AnyFlowDefinition,
  actor: AnyActorRef,
  options: Pick<PersistedActorOptions, 'storage' | 'scope' | 'onDone'> = {},
): void {
  const { scope = '', onDone } = options;
  const storage = options.storage ?? window.sessionStorage;
  useEffect(() => {
    const subscription = actor.subscribe({
      next: (snapshot: AnyMachineSnapshot) => {
        flow.sync?.(snapshot);
        if (snapshot.status === 'active') saveFlow(flow, storage, actor, scope);
        else if (snapshot.status === 'done') {
          clearFlow(flow, storage, scope);
          onDone?.(snapshot.output);
        }
      },
      error: () => clearFlow(flow, storage, scope),
    });
    const stopChildren = onChildFlowChange(flow, actor, () => {
      if ((actor.getSnapshot() as AnyMachineSnapshot).status === 'active')
        saveFlow(flow, storage, actor, scope);
    });
    return () => {
      subscription.unsubscribe();
      stopChildren();
    };
  }, [actor, flow, storage, scope, onDone]);
}
