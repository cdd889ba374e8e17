// `/members/referrals` under the signed-in member area.
import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

export const REFERRALS_PATH = '/members/referrals';

export function buildReferralsRoute(parent: AnyRoute): AnyRoute {
  return createRoute({
    getParentRoute: () => parent,
    path: 'referrals',
    component: lazyRouteComponent(() => import('./referrals-page'), 'ReferralsPage'),
  });
}
