import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { config } from '@/src/config';
import { journeyRegistry } from '@/journeys/registry';
import { pageRoutes } from './page-routes';
import type { RouterContext } from './router-context';
import { buildRouteTree } from './route-tree';

export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree: buildRouteTree({
      displayStyleguide: config.displayStyleguide,
      pageRoutes,
      journeys: journeyRegistry,
    }),
    context,
    defaultPreload: 'intent',
    scrollRestoration: true,
    ...(history ? { history } : {}),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
