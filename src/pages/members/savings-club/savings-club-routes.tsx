// `/members/savings_club` (search) and `/members/savings_club/offers?offer_id=` (detail) in the signed-in
// member area; every search criterion is in the query string (partner spec §2.4), read through the
// valibot schema of machines/savings-club/search-criteria.ts, so a shared or reloaded URL and Back/Forward
// show the same search. The offer URL carries the search too, for its back link.
import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';
import { readSavingsClubSearch } from '@/machines/savings-club/search-criteria';

export const SAVINGS_CLUB_PATH = '/members/savings_club';
export const SAVINGS_CLUB_OFFER_PATH = '/members/savings_club/offers';

export function buildSavingsClubRoute(parent: AnyRoute): AnyRoute {
  return createRoute({
    getParentRoute: () => parent,
    path: 'savings_club',
    validateSearch: readSavingsClubSearch,
    component: lazyRouteComponent(() => import('./savings-club-page'), 'SavingsClubPage'),
  });
}

export function buildSavingsClubOfferRoute(parent: AnyRoute): AnyRoute {
  return createRoute({
    getParentRoute: () => parent,
    path: 'savings_club/offers',
    validateSearch: (search: Record<string, unknown>) => ({
      ...readSavingsClubSearch(search),
      offer_id: typeof search.offer_id === 'string' ? search.offer_id : '',
    }),
    component: lazyRouteComponent(() => import('./savings-club-offer-page'), 'SavingsClubOfferPage'),
  });
}
