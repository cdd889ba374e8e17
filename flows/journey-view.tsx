// A registered journey on screen (loaded with its first route, not with the app): the app's host for it,
// the machine's input, the runner keeping the flow's URL and steps, and what finishing does.
import { useParams, useRouter } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { Spinner } from '@/ui/spinner';
import type { AnyJourney, JourneyHost } from './journey';
import { fillBasePath, type RouteParams } from './runner/flow-navigation';
import { FlowRunner } from './runner/flow-runner';

/** Where a finished flow leaves its output for the page it returns to (spec §2: data merged on return). */
export function flowResultKey(flow: { id: string }): string {
  return `flow-result:${flow.id}`;
}

export interface JourneyViewProps {
  journey: AnyJourney;
  useHost: (history: ReturnType<typeof useRouter>['history']) => JourneyHost;
}

export function JourneyView({ journey, useHost }: JourneyViewProps) {
  const router = useRouter();
  // The base path's own params: the splat (the step's path under it) is the flow's to read, not a new run.
  const { _splat: _step, '*': _stepAgain, ...params } = useParams({ strict: false }) as RouteParams;
  const host = useHost(router.history);
  const { flow, route } = journey;
  const scope = JSON.stringify(params);
  const input = route?.useInput?.(host);
  const onDone = useCallback(
    (output: unknown) => {
      if (route?.onDone) {
        route.onDone(output, host);
        return;
      }
      window.sessionStorage.setItem(flowResultKey(flow), JSON.stringify(output));
      host.navigate(fillBasePath(flow.basePath, params));
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- params compared by value through scope
    [flow, route, host, scope],
  );
  // The same element while nothing it takes changes: each step's URL re-renders this view (its splat
  // param), and the runner, which follows the chart and the URL itself, need not render the step again.
  const pending = route?.useInput !== undefined && input === undefined;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- params compared by value through scope
  const runParams = useMemo(() => params, [scope]);
  const runner = useMemo(
    () =>
      pending ? (
        <Spinner label={route?.pendingLabel} />
      ) : (
        <FlowRunner
          key={scope}
          flow={flow}
          api={host.api}
          history={router.history}
          params={runParams}
          scope={scope}
          onDone={onDone}
          {...(route?.useInput ? { input } : {})}
        />
      ),
    [pending, route, scope, flow, host.api, router.history, runParams, onDone, input],
  );
  const Frame = route?.Frame;
  return Frame ? <Frame host={host}>{runner}</Frame> : runner;
}
