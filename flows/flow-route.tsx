// Routes for a flow in the app's TanStack Router tree: one pathless layout route that keeps the flow's
// runner mounted across steps, and one child route per declared state path (so each step has a real
// URL the router knows). The app shell registers the result in `src/router/flow-routes.ts`.
import { createRoute, useParams, useRouter, type AnyRoute } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import type { FlowDefinition } from './define-flow';
import type { ApiClient } from '@/api/client';
import { fillBasePath, type RouteParams } from './runner/flow-navigation';
import { FlowRunner } from './runner/flow-runner';

export interface FlowRoutesOptions {
  /** Full path of the parent route (e.g. `/members`); the flow's paths are made relative to it. */
  parentPath: string;
  /** Builds the flow's API caller from the router context (request token, the session's access token). */
  getApi: (routerContext: unknown) => ApiClient;
  /** Where finishing returns to; the flow's base path by default. */
  returnTo?: (params: RouteParams) => string;
}

/** Where a finished flow leaves its output for the page it returns to (spec §2: data merged on return). */
export function flowResultKey(flow: Pick<FlowDefinition, 'id'>): string {
  return `flow-result:${flow.id}`;
}

function relativePath(full: string, parentPath: string): string {
  const prefix = parentPath.replace(/\/$/, '');
  if (!full.startsWith(`${prefix}/`)) throw new Error(`'${full}' is not under '${parentPath}'.`);
  return full.slice(prefix.length + 1);
}

export function buildFlowRoutes(
  flow: FlowDefinition,
  parent: AnyRoute,
  options: FlowRoutesOptions,
): AnyRoute {
  function FlowRoute() {
    const router = useRouter();
    const params = useParams({ strict: false }) as RouteParams;
    const api = useMemo(() => options.getApi(router.options.context), [router]);
    const scope = JSON.stringify(params);
    const onDone = useCallback(
      (output: unknown) => {
        window.sessionStorage.setItem(flowResultKey(flow), JSON.stringify(output));
        const target = options.returnTo?.(params) ?? fillBasePath(flow.basePath, params);
        router.history.push(target);
      },
      // eslint-disable-next-line react-hooks/exhaustive-deps -- params compared by value through scope
      [router, scope],
    );
    return (
      <FlowRunner
        key={scope}
        flow={flow}
        api={api}
        history={router.history}
        params={params}
        scope={scope}
        onDone={onDone}
      />
    );
  }
  const layout = createRoute({ getParentRoute: () => parent, id: `flow-${flow.id}`, component: FlowRoute });
  const steps = Object.values(flow.states)
    .filter((s) => !s.child)
    .map((s) =>
      createRoute({
        getParentRoute: () => layout,
        path: relativePath(`${flow.basePath}/${s.path}`, options.parentPath),
        component: () => null,
      }),
    );
  return layout.addChildren(steps);
}
