// The pages that are not registered journeys, each hung where its route belongs and loaded with it:
// `parent` picks where it hangs ('root' top level, 'members' public `/members/…`, 'memberArea' signed-in
// `/members/…`, 'programs' public `/programs/…`, 'programsArea' signed-in `/programs/…`); `path` is the full
// path it owns (a placeholder page with the same path is then dropped). Journeys are not listed here: the
// router mounts them from `journeys/registry.ts`.
import type { AnyRoute } from '@tanstack/react-router';
import {
  ACCOUNT_PATH,
  ADD_CONTACT_ROUTE_PATH,
  buildAccountRoute,
  buildAddContactRoute,
} from '@/src/pages/members/account/account-routes';
import { BILLING_PATH, buildBillingRoutes } from '@/src/pages/members/billing/billing-routes';
import {
  buildCardPrintRoute,
  buildCardRoute,
  CARD_PATH,
  CARD_PRINT_PATH,
} from '@/src/pages/members/card/card-routes';
import {
  buildSubmittedRoute,
  buildThankYouRoute,
  SUBMITTED_ROUTE_PATH,
  THANK_YOU_ROUTE_PATH,
} from '@/src/pages/programs/application-outcome-routes';
import {
  buildDashboardRoute,
  buildOfferPageRoute,
  buildOffersRoute,
  buildProgramApplyRoute,
  DASHBOARD_PATH,
  OFFER_PAGE_PATHS,
  OFFERS_PATH,
  PROGRAM_APPLY_PATHS,
} from '@/src/pages/programs/programs-routes';
import { buildReferralsRoute, REFERRALS_PATH } from '@/src/pages/members/referrals/referrals-route';
import { buildRegistrationRoutes } from '@/src/pages/members/registration/registration-routes';
import { visualizerRoutes } from '@/src/visualizer/routes';

export type RouteParent = 'root' | 'members' | 'memberArea' | 'programs' | 'programsArea';

export interface PageRouteEntry {
  parent: RouteParent;
  path: string;
  build: (parent: AnyRoute) => AnyRoute;
}

export const pageRoutes: PageRouteEntry[] = [
  ...visualizerRoutes,
  { parent: 'memberArea', path: ACCOUNT_PATH, build: buildAccountRoute },
  { parent: 'memberArea', path: ADD_CONTACT_ROUTE_PATH, build: buildAddContactRoute },
  { parent: 'members', path: '/members/registration', build: buildRegistrationRoutes },
  { parent: 'memberArea', path: REFERRALS_PATH, build: buildReferralsRoute },
  { parent: 'memberArea', path: BILLING_PATH, build: buildBillingRoutes },
  { parent: 'memberArea', path: CARD_PATH, build: buildCardRoute },
  { parent: 'memberArea', path: CARD_PRINT_PATH, build: buildCardPrintRoute },
  { parent: 'programs', path: SUBMITTED_ROUTE_PATH, build: buildSubmittedRoute },
  { parent: 'programs', path: THANK_YOU_ROUTE_PATH, build: buildThankYouRoute },
  { parent: 'programsArea', path: DASHBOARD_PATH, build: buildDashboardRoute },
  { parent: 'programsArea', path: OFFERS_PATH, build: buildOffersRoute },
  ...OFFER_PAGE_PATHS.map((path) => ({
    parent: 'programsArea' as const,
    path,
    build: buildOfferPageRoute(path),
  })),
  ...PROGRAM_APPLY_PATHS.map((path) => ({
    parent: 'programsArea' as const,
    path,
    build: buildProgramApplyRoute(path),
  })),
];
