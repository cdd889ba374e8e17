// The React hook that keeps the URL and the chart in step (the mapping itself: flow-navigation.ts):
// on arrival and on every history change, and whenever the chart enters another declared state.
import type { RouterHistory } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import type { FlowDefinition } from '../define-flow';
import { activeFlowState, pushChartUrl, syncChartToLocation, type RouteParams } from './flow-navigation';

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
