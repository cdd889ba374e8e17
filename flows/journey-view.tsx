// A registered journey on screen (loaded with its first route, not with the app): the app's host for it,
// the machine's input, the runner keeping the flow's URL and steps, and what finishing does.
import { useParams, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
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
  const runner =
    route?.useInput && input === undefined ? (
      <Spinner label={route.pendingLabel} />
    ) : (
      <FlowRunner
        key={scope}
        flow={flow}
        api={host.api}
        history={router.history}
        params={params}
        scope={scope}
        onDone={onDone}
        {...(route?.useInput ? { input } : {})}
      />
    );
  const Frame = route?.Frame;
  return Frame ? <Frame host={host}>{runner}</Frame> : runner;
}
