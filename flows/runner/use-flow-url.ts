// The React hook that keeps the URL and the chart in step (the mapping itself: flow-navigation.ts):
// on arrival and on every history change, and whenever the chart enters another declared state.
import type { RouterHistory } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import type { AnyFlowDefinition } from '../define-flow';
import { activeFlowState, pushChartUrl, syncChartToLocation, type RouteParams } from './flow-navigation';

export function useFlowUrl(
  flow: AnyFlowDefinition,
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
  // A chart still loading what its steps need at that tick (tag 'loading', e.g. the renewal's membership)
  // is asked once it has loaded: the URL the member opened (`renew/selection`) stays until then and is
  // then reached if the chart allows it, instead of being lost to the loading step's own URL; otherwise
  // the member stays on the step the chart landed on (no walk to a step short of the one asked for). If the
  // load sent the member elsewhere meanwhile (a failed call's error page), the arrival waits for the way back.
  useEffect(() => {
    arrived.current = false;
    let stopped = false;
    const opened = history.location.pathname;
    const loading = () => {
      const s = actor.getSnapshot() as AnyMachineSnapshot;
      return s.status === 'active' && s.hasTag('loading');
    };
    // The chart starts loading (its first snapshot, the actor not started yet): the arrival is as above even
    // when the data was there at once (asked ahead by the route, decision 293) and the load is over by the
    // tick; otherwise a deep link to the gift's payment walked on to the furthest step short of it.
    const startsLoading = loading();
    let waited = false;
    const arrive = () => {
      if (stopped || arrived.current) return;
      syncChartToLocation(flow, machine, actor, history, params, { requestedOnly: waited });
      arrived.current = true;
      pushChartUrl(flow, actor, history, params);
    };
    const arriveIfLoadedHere = () => {
      if (!loading() && history.location.pathname === opened) arrive();
    };
    const arrival = setTimeout(() => {
      waited = startsLoading || loading();
      if (!loading()) arrive();
    }, 0);
    // Out of the listener: events the arrival sends from inside the chart's own step would run only later.
    const loaded = actor.subscribe(() => {
      if (!arrived.current && !loading()) setTimeout(arriveIfLoadedHere, 0);
    });
    const unsubscribe = history.subscribe(() => {
      if (arrived.current) syncChartToLocation(flow, machine, actor, history, params);
      else arriveIfLoadedHere();
    });
    return () => {
      stopped = true;
      clearTimeout(arrival);
      loaded.unsubscribe();
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
