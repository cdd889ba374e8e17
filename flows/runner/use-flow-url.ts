// Keeps the URL and the chart in step: entering a state navigates to its URL; entering a URL (deep
// link, Back, Forward) moves the chart only as far as it allows, else redirects to the furthest
// allowed step.
import type { RouterHistory } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { activeFlowState, type FlowDefinition } from '../define-flow';
import { pathForState, resolveRequestedState, stateForPath, type RouteParams } from './flow-navigation';

export function syncChartToLocation(
  flow: FlowDefinition,
  machine: AnyStateMachine,
  actor: AnyActorRef,
  history: RouterHistory,
  params: RouteParams,
): void {
  const here = history.location.pathname.replace(/\/$/, '');
  const requested = stateForPath(flow, here, params);
  if (requested === null) return;
  const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
  if (snapshot.status !== 'active') return;
  const active = activeFlowState(flow, snapshot);
  if (active === requested || (active !== null && pathForState(flow, active, params) === here)) return;
  const { state, events } = resolveRequestedState(flow, machine, snapshot, requested);
  for (const event of events) actor.send(event);
  const landed = activeFlowState(flow, actor.getSnapshot() as AnyMachineSnapshot) ?? state;
  const target = pathForState(flow, landed, params);
  if (target !== here) history.replace(target);
}

/** Chart → URL: the active declared state's URL (a child flow's deeper URL counts as inside). */
function pushChartUrl(flow: FlowDefinition, actor: AnyActorRef, history: RouterHistory, params: RouteParams) {
  const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
  const active = snapshot.status === 'active' ? activeFlowState(flow, snapshot) : null;
  if (active === null) return;
  const desired = pathForState(flow, active, params);
  const here = history.location.pathname.replace(/\/$/, '');
  const childActive = Boolean(flow.states[active]?.child) && here.startsWith(`${desired}/`);
  if (here !== desired && !childActive) history.push(desired);
}

export function useFlowUrl(
  flow: FlowDefinition,
  machine: AnyStateMachine,
  actor: AnyActorRef,
  snapshot: AnyMachineSnapshot,
  history: RouterHistory,
  params: RouteParams,
): void {
  const arrived = useRef(false);
  // URL → chart: on arrival and on every history change (Back, Forward, links). The arrival waits a
  // tick: this effect runs before the runner's effect starts the actor (child effects run first), and
  // React's strict effects stop and restart it; only then is the chart asked, and the URL set from it.
  useEffect(() => {
    arrived.current = false;
    const arrival = setTimeout(() => {
      syncChartToLocation(flow, machine, actor, history, params);
      arrived.current = true;
      pushChartUrl(flow, actor, history, params);
    }, 0);
    const unsubscribe = history.subscribe(() => {
      if (arrived.current) syncChartToLocation(flow, machine, actor, history, params);
    });
    return () => {
      clearTimeout(arrival);
      unsubscribe();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- params is compared by value
  }, [flow, machine, actor, history, JSON.stringify(params)]);

  // Chart → URL: entering a declared state pushes its URL.
  const active = snapshot.status === 'active' ? activeFlowState(flow, snapshot) : null;
  useEffect(() => {
    if (arrived.current) pushChartUrl(flow, actor, history, params);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- params is compared by value
  }, [flow, actor, active, history, JSON.stringify(params)]);
}
