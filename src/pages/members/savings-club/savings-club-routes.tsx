// `/members/savings_club` (search) and `/members/savings_club/offers?offer_id=` (detail) in the signed-in
// member area; every search criterion is in the query string (partner spec §2.4), so a shared or reloaded
// URL and Back/Forward show the same search. The offer URL carries the search too, for its back link.
// The pages read the query through the valibot schema of machines/savings-club/search-criteria.ts; the
// routes do not, so valibot stays out of the entry chunk every first screen loads (decision 100).
import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

export const SAVINGS_CLUB_PATH = '/members/savings_club';
export const SAVINGS_CLUB_OFFER_PATH = '/members/savings_club/offers';

export function buildSavingsClubRoute(parent: AnyRoute): AnyRoute {
  return createRoute({
    getParentRoute: () => parent,
    path: 'savings_club',
    component: lazyRouteComponent(() => import('./savings-club-page'), 'SavingsClubPage'),
  });
}

export function buildSavingsClubOfferRoute(parent: AnyRoute): AnyRoute {
  return createRoute({
    getParentRoute: () => parent,
    path: 'savings_club/offers',
    component: lazyRouteComponent(() => import('./savings-club-offer-page'), 'SavingsClubOfferPage'),
  });
}
