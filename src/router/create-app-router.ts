import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { config } from '@/src/config';
import { flowRoutes } from './flow-routes';
import type { RouterContext } from './router-context';
import { buildRouteTree } from './route-tree';

export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree: buildRouteTree({ displayStyleguide: config.displayStyleguide, flowRoutes }),
    context,
    defaultPreload: 'intent',
    scrollRestoration: true,
    ...(history ? { history } : {}),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
