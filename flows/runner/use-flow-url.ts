// Keeps the URL and the chart in step: entering a state navigates to its URL; entering a URL (deep
// link, Back, Forward) moves the chart only as far as it allows, else redirects to the furthest
// allowed step.
import type { RouterHistory } from '@tanstack/react-router';
import { useEffect } from 'react';
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

export function useFlowUrl(
  flow: FlowDefinition,
  machine: AnyStateMachine,
  actor: AnyActorRef,
  snapshot: AnyMachineSnapshot,
  history: RouterHistory,
  params: RouteParams,
): void {
  // URL → chart: on arrival and on every history change (Back, Forward, links).
  useEffect(() => {
    syncChartToLocation(flow, machine, actor, history, params);
    return history.subscribe(() => syncChartToLocation(flow, machine, actor, history, params));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- params is compared by value below
  }, [flow, machine, actor, history, JSON.stringify(params)]);

  // Chart → URL: entering a declared state pushes its URL (a child flow's deeper URL counts as inside).
  const active = snapshot.status === 'active' ? activeFlowState(flow, snapshot) : null;
  useEffect(() => {
    if (active === null) return;
    const desired = pathForState(flow, active, params);
    const here = history.location.pathname.replace(/\/$/, '');
    const childActive = Boolean(flow.states[active]?.child) && here.startsWith(`${desired}/`);
    if (here !== desired && !childActive) history.push(desired);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- params is compared by value
  }, [flow, active, history, JSON.stringify(params)]);
}
