// The two public pages an application ends on (docs/routes.md 'Programs portal'): /programs/apply/login
// ('Application Submitted!', its message by the `status` query) and /programs/apply/thank-you.
import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { lazyPage } from '@/src/router/lazy-page';

export const SUBMITTED_ROUTE_PATH = '/programs/apply/login';
export const THANK_YOU_ROUTE_PATH = '/programs/apply/thank-you';

export function buildSubmittedRoute(parent: AnyRoute): AnyRoute {
  const route = createRoute({
    getParentRoute: () => parent,
    path: 'apply/login',
    validateSearch: (search: Record<string, unknown>): { status?: string } =>
      typeof search.status === 'string' && search.status !== '' ? { status: search.status } : {},
    component: lazyPage(
      () => import('./application-outcome-pages'),
      ({ SubmittedPage }) =>
        function Submitted() {
          const { status } = route.useSearch() as { status?: string };
          return <SubmittedPage status={status ?? ''} />;
        },
    ),
  });
  return route;
}

export function buildThankYouRoute(parent: AnyRoute): AnyRoute {
  return createRoute({
    getParentRoute: () => parent,
    path: 'apply/thank-you',
    component: lazyPage(
      () => import('./application-outcome-pages'),
      ({ ThankYouPage }) => ThankYouPage,
    ),
  });
}
