// A flow's actor kept for resume (decision 032): restored from storage on mount when a stored snapshot
// fits the chart, saved on every change, cleared when the flow is done or fails. The FlowRunner, the page
// flows (usePageFlow) and the card and billing pages (which provide actors of their own) all use it, so
// that a failed call's error page and 'Retry Request' bring the boater back to the chart's failure state
// with what they entered (decision 113).
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import type { FlowDefinition } from '../define-flow';
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
  flow: FlowDefinition,
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
    return () => subscription.unsubscribe();
  }, [actor, flow, storage, scope, onDone]);

  return actor;
}
