// The route of a registered journey in the app's TanStack Router tree: one route at the journey's base
// path whose loader loads the binding (its own chunk, with its screens and chart) and whose component, also
// loaded then, keeps the flow's runner mounted across steps; its index and splat children make every URL
// under the base path the journey's. A URL that is none of the flow's own is not found. Nothing of the
// engine's runtime (xstate, the runner) is in this module: the app's first chunk stays light.
import { createRoute, lazyRouteComponent, notFound, type AnyRoute } from '@tanstack/react-router';
import type { ApiClient } from '@/api/client';
import type { AnyJourney, JourneyEntry } from './journey';
import type { JourneyViewProps } from './journey-view';
import type { RouteParams } from './runner/flow-navigation';
import { hasStoredRun } from './stored-run';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The route of a journey: the URLs under it are its steps, not pages of their own. */
    journey?: boolean;
  }
}

/** What a journey's route reads from the router's context (the app's `RouterContext` holds it). */
interface JourneyRouteContext {
  api: ApiClient;
}

export interface JourneyRouteOptions {
  /** Full path of the parent route (e.g. `/members`); the journey's base path is made relative to it. */
  parentPath: string;
  /** The app's services and session for the journey (a hook: the session may change while it runs). */
  useHost: JourneyViewProps['useHost'];
}

function relativePath(full: string, parentPath: string): string {
  const prefix = parentPath.replace(/\/$/, '');
  if (!full.startsWith(`${prefix}/`)) throw new Error(`'${full}' is not under '${parentPath}'.`);
  return full.slice(prefix.length + 1);
}

/** The lazily loaded route of a registered journey with a `mount`, hung under `parent`. */
export function buildJourneyRoute(
  entry: JourneyEntry,
  parent: AnyRoute,
  options: JourneyRouteOptions,
): AnyRoute {
  const load = entry.journey;
  if (!load) throw new Error(`Journey '${entry.about.id}' has a mount but no binding to load.`);
  const layout = createRoute({
    getParentRoute: () => parent,
    path: relativePath(entry.about.basePath, options.parentPath),
    // Its URLs are the journey's steps: the shell treats them as one page (the engine focuses and titles).
    staticData: { journey: true },
    loader: async ({ params, location, context, cause }): Promise<AnyJourney> => {
      // The first step's data is asked beside the code on arriving (not again on each step), not awaited;
      // not for a run kept for resume (back from an error page, a reload): it asks for what it needs.
      const { api }: JourneyRouteContext = context;
      const arriving = cause !== 'stay';
      const first = entry.firstData;
      if (arriving && first && !hasStoredRun({ persist: first.resumes }, window.sessionStorage))
        first.data.start(api);
      const [journey, paths] = await Promise.all([load(), import('./journey-paths')]);
      await paths.loadChildFlowsForArrival(
        journey.flow,
        { pathname: location.pathname, arriving },
        params as RouteParams,
      );
      if (!paths.isFlowPath(journey.flow, location.pathname, params as RouteParams)) throw notFound();
      return journey;
    },
    component: lazyRouteComponent(() =>
      import('./journey-view').then(({ JourneyView }) => ({
        default: function JourneyRoute() {
          return <JourneyView journey={layout.useLoaderData() as AnyJourney} useHost={options.useHost} />;
        },
      })),
    ),
  });
  return layout.addChildren([
    createRoute({ getParentRoute: () => layout, path: '/', component: () => null }),
    createRoute({ getParentRoute: () => layout, path: '$', component: () => null }),
  ]);
}
