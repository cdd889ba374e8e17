// `/members/referrals` under the signed-in member area.
import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { ReferralsPage } from './referrals-page';

export const REFERRALS_PATH = '/members/referrals';

export function buildReferralsRoute(parent: AnyRoute): AnyRoute {
  return createRoute({ getParentRoute: () => parent, path: 'referrals', component: ReferralsPage });
}
