import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { config } from '@/src/config';
import { Spinner } from '@/ui/spinner';
import { journeyRegistry } from '@/journeys/registry';
import { pageRoutes } from './page-routes';
import type { RouterContext } from './router-context';
import { buildRouteTree } from './route-tree';
import { parseSearch, stringifySearch } from './search-params';

export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree: buildRouteTree({
      displayStyleguide: config.displayStyleguide,
      pageRoutes,
      journeys: journeyRegistry,
    }),
    context,
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    // A page whose code is still on its way (a slow line, a busy phone) shows the spinner, not a blank page.
    defaultPendingComponent: Spinner,
    scrollRestoration: true,
    ...(history ? { history } : {}),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
