// Routes for a flow in the app's TanStack Router tree: one pathless layout route that keeps the flow's
// runner mounted across steps, and one child route per declared state path (so each step has a real
// URL the router knows). The app shell registers the result in `src/router/flow-routes.ts`.
import { createRoute, useParams, useRouter, type AnyRoute } from '@tanstack/react-router';
import { useCallback, useMemo, type ReactNode } from 'react';
import type { FlowDefinition } from './define-flow';
import type { ApiClient } from '@/api/client';
import { fillBasePath, joinPath, type RouteParams } from './runner/flow-navigation';
import { FlowRunner } from './runner/flow-runner';

export interface FlowRoutesOptions {
  /** Full path of the parent route (e.g. `/members`); the flow's paths are made relative to it. */
  parentPath: string;
  /** Builds the flow's API caller from the router context (request token, the session's access token). */
  getApi: (routerContext: unknown) => ApiClient;
  /** Where finishing returns to; the flow's base path by default. */
  returnTo?: (params: RouteParams) => string;
  /**
   * A hook giving the machine's input (from the URL, the session, storage); `undefined` while it is not
   * known yet (the session still loading), in which case `pending` shows instead of the flow.
   */
  useInput?: () => unknown;
  pending?: ReactNode;
  /** What finishing does with the output instead of returning (the flow decides where to go next). */
  onDone?: (output: unknown, navigate: (href: string) => void) => void;
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
    const input = options.useInput?.();
    const onDone = useCallback(
      (output: unknown) => {
        if (options.onDone) {
          options.onDone(output, (href) => router.history.push(href));
          return;
        }
        window.sessionStorage.setItem(flowResultKey(flow), JSON.stringify(output));
        const target = options.returnTo?.(params) ?? fillBasePath(flow.basePath, params);
        router.history.push(target);
      },
      // eslint-disable-next-line react-hooks/exhaustive-deps -- params compared by value through scope
      [router, scope],
    );
    if (options.useInput && input === undefined) return <>{options.pending ?? null}</>;
    return (
      <FlowRunner
        key={scope}
        flow={flow}
        api={api}
        history={router.history}
        params={params}
        scope={scope}
        onDone={onDone}
        {...(options.useInput ? { input: input as never } : {})}
      />
    );
  }
  const layout = createRoute({ getParentRoute: () => parent, id: `flow-${flow.id}`, component: FlowRoute });
  // Every URL the flow shows: its steps, the steps of child flows under their parent step, and aliases.
  const paths = new Set<string>();
  for (const s of Object.values(flow.states)) {
    const full = joinPath(flow.basePath, s.path);
    if (!s.child) paths.add(full);
    else for (const c of Object.values(s.child.flow.states)) paths.add(joinPath(full, c.path));
  }
  for (const alias of Object.keys(flow.aliases ?? {})) paths.add(joinPath(flow.basePath, alias));
  const steps = [...paths].map((full) =>
    createRoute({
      getParentRoute: () => layout,
      path: relativePath(full, options.parentPath),
      component: () => null,
    }),
  );
  return layout.addChildren(steps);
}
