// The visualizer's two routes, hung at the top level by the router (src/router/page-routes.ts). Both pages
// are lazy-loaded: elkjs and the graph code land in their own chunks, so other pages don't pay for them.
import type { AnyRoute } from '@tanstack/react-router';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';

interface VisualizerRoute {
  parent: 'root';
  path: string;
  build: (parent: AnyRoute) => AnyRoute;
}

export const visualizerRoutes: VisualizerRoute[] = [
  {
    parent: 'root',
    path: '/flows',
    build: (parent) =>
      createRoute({
        getParentRoute: () => parent,
        path: 'flows',
        component: lazyRouteComponent(() => import('./flows-page'), 'FlowsPage'),
      }),
  },
  {
    parent: 'root',
    path: '/flows/$machineId',
    build: (parent) =>
      createRoute({
        getParentRoute: () => parent,
        path: 'flows/$machineId',
        component: lazyRouteComponent(() => import('./flow-chart-page'), 'FlowChartPage'),
      }),
  },
];
