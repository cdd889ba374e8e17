// The registration URLs under the public `/members` (spec §2): one route, its page loaded with it, keeps
// the chart running across its three steps; the chart decides which step a URL under it shows.
import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

/** The registration routes under the `/members` route. */
export function buildRegistrationRoutes(parent: AnyRoute): AnyRoute {
  const layout = createRoute({
    getParentRoute: () => parent,
    path: 'registration',
    component: lazyRouteComponent(() => import('./registration-page'), 'RegistrationPage'),
  });
  // Every URL under it is the chart's to place (the page's flow sends an unknown one to its step).
  return layout.addChildren([
    createRoute({ getParentRoute: () => layout, path: '$', component: () => null }),
  ]);
}
