// The React binding of a flow: one actor per flow run, real actors provided from `api/`, the snapshot
// persisted for resume, the URL kept in step with the chart, the step bar and the active state's screen.
import type { RouterHistory } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Suspense, useMemo, useRef, useState } from 'react';
import { Spinner } from '@/ui/spinner';
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine, EventObject, InputFrom } from 'xstate';
import { lazyLogic } from '@/machines/lazy-logic';
import { NetworkNotice } from '@/ui/network-notice';
import {
  childFlowsOf,
  screenCheckOf,
  type AnyFlowDefinition,
  type ChildFlowDeclaration,
  type FlowDefinition,
} from '../define-flow';
import type { ApiClient } from '@/api/client';
import { activeFlowState, pathForState, type RouteParams } from './flow-navigation';
import type { FlowStorage } from './flow-persistence';
import { useJourneyRecording } from './journey-recording';
import { StepBar } from './step-bar';
import { useFlowUrl } from './use-flow-url';
import { usePersistedActor } from './use-persisted-actor';
import { stateTitle, useFlowTitle } from './use-flow-title';
import { useResultFocus } from './use-result-focus';
import { sendWhenReady, type HeldEvent } from './send-when-ready';
import { StepLoadBoundary } from './step-load-boundary';
import { useStepFocus } from './use-step-focus';
import { useStepPrefetch } from './use-step-prefetch';

/**
 * The flow's machine with its real actors, and those of the child flows it invokes: each child's chart with
 * its own real actors, from its binding once that has loaded (the runner loads it ahead, send-when-ready.ts
 * waits for it, the journey route loads it for an arrival inside it).
 */
export function provideFlow(flow: AnyFlowDefinition, api: ApiClient): AnyStateMachine {
  const childActors = Object.fromEntries(
    childFlowsOf(flow).map((child) => [child.invokeId, providedChild(child, api)]),
  );
  return flow.machine.provide({ actors: { ...childActors, ...flow.actors(api) } as never });
}

function providedChild(child: ChildFlowDeclaration, api: ApiClient) {
  let provided: AnyStateMachine | undefined;
  return lazyLogic<AnyStateMachine>(child.invokeId, {
    load: child.flow.load,
    get: () => {
      const loaded = child.flow.get();
      if (loaded) provided ??= provideFlow(loaded, api);
      return provided;
    },
  });
}

export interface FlowRunnerProps<TMachine extends AnyStateMachine = AnyStateMachine> {
  flow: FlowDefinition<TMachine>;
  api: ApiClient;
  history: RouterHistory;
  /** Values for the `$params` of the flow's base path. */
  params?: RouteParams;
  /** Where the snapshot is kept; sessionStorage by default (decision 032). */
  storage?: FlowStorage;
  /** Separates runs of the same flow, e.g. per membership. */
  scope?: string;
  input?: InputFrom<TMachine>;
  onDone?: (output: unknown) => void;
}

export function FlowRunner<TMachine extends AnyStateMachine>(props: FlowRunnerProps<TMachine>) {
  const { flow, api, history, params = {}, scope = '', onDone } = props;
  const machine = useMemo(() => provideFlow(flow, api), [flow, api]);
  const actor = usePersistedActor(flow, machine, {
    input: props.input,
    scope,
    onDone,
    ...(props.storage ? { storage: props.storage } : {}),
  });

  return <FlowView flow={flow} machine={machine} actor={actor} history={history} params={params} />;
}

interface FlowViewProps {
  flow: AnyFlowDefinition;
  machine: AnyStateMachine;
  actor: AnyActorRef;
  history: RouterHistory;
  params: RouteParams;
  /** For a child flow: its URLs hang under the parent state's URL. */
  basePathOverride?: string;
  /** For a child flow: the titles of the flows it runs in, nearest first (the document's title ends so). */
  parentTitles?: readonly string[];
}

/** Step bar and screen of the actor's active state; a child flow's view when the state runs one. */
export function FlowView({
  flow,
  machine,
  actor,
  history,
  params,
  basePathOverride,
  parentTitles = [],
}: FlowViewProps) {
  const scoped = useMemo(
    () => (basePathOverride ? { ...flow, basePath: basePathOverride } : flow),
    [flow, basePathOverride],
  );
  const snapshot = useSelector(actor, (s: AnyMachineSnapshot) => s);
  useFlowUrl(scoped, machine, actor, snapshot, history, params);
  const active = activeFlowState(scoped, snapshot);
  const state = active === null ? undefined : scoped.states[active];
  const check = state ? screenCheckOf(state, snapshot) : null;
  const root = useRef<HTMLDivElement>(null);
  // A child flow's view mounts as its parent changes step: its first step is a step change too.
  useStepFocus(root, active ?? '', check?.role === 'heading' ? check.name : null, Boolean(basePathOverride));
  useResultFocus(root, active ?? '', snapshot);
  useStepPrefetch(scoped, active, snapshot);
  const titles = [scoped.title, ...parentTitles];
  // The funnel: each step entered, and the final state a finished run ends in.
  const final = snapshot.status === 'done' && typeof snapshot.value === 'string' ? snapshot.value : null;
  useJourneyRecording(actor, machine.id, final ?? active);
  useFlowTitle(state && !state.child ? stateTitle(state, snapshot) : null, titles);
  const [held, setHeld] = useState<HeldEvent>();
  if (active === null || !state) return null;
  const send = (event: EventObject) => sendWhenReady(scoped, actor, event, setHeld);

  const childFlow = state.child?.flow.get();
  const child = state.child
    ? (snapshot.children[state.child.invokeId] as AnyActorRef | undefined)
    : undefined;
  if (state.child && childFlow && child) {
    const view = (
      <FlowView
        flow={childFlow}
        machine={childFlow.machine}
        actor={child}
        history={history}
        params={params}
        basePathOverride={pathForState(scoped, active, params)}
        parentTitles={titles}
      />
    );
    const Frame = state.child.frame;
    return Frame ? (
      <div className="flow" data-flow={scoped.id} data-state={active} ref={root}>
        <Frame snapshot={snapshot as never} send={send as never}>
          {view}
        </Frame>
      </div>
    ) : (
      view
    );
  }
  const Screen = state.screen;
  return (
    <div
      className="flow"
      data-flow={scoped.id}
      data-state={active}
      ref={root}
      aria-busy={held?.status === 'waiting' || undefined}
    >
      <StepBar flow={scoped} snapshot={snapshot} send={send} />
      {held && (
        <div className="flow__notice">
          {held.status === 'waiting' && !held.retrying ? (
            <Spinner />
          ) : (
            // Focused: the press it answers may be far below, at the end of a long form; shown anew (and
            // focused again) on each turn, as a busy button loses focus.
            <NetworkNotice
              key={held.status}
              onRetry={held.status === 'failed' ? held.retry : () => undefined}
              busy={held.status === 'waiting'}
              takesFocus
            />
          )}
        </div>
      )}
      {/* A step's screen may load on its first entry (lazyScreen); if it cannot, the step says so. */}
      <StepLoadBoundary step={active}>
        <Suspense fallback={<Spinner />}>
          <Screen snapshot={snapshot as never} send={send as never} />
        </Suspense>
      </StepLoadBoundary>
    </div>
  );
}
