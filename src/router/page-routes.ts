// The pages that are not registered journeys, each hung where its route belongs and loaded with it:
// `parent` picks where it hangs ('root' top level, 'members' public `/members/…`, 'memberArea' signed-in
// `/members/…`, 'programs' public `/programs/…`, 'programsArea' signed-in `/programs/…`); `path` is the full
// path it owns (docs/routes.md). Journeys are not listed here: the
// router mounts them from `journeys/registry.ts`.
import type { AnyRoute } from '@tanstack/react-router';
import {
  ACCOUNT_PATH,
  ADD_CONTACT_ROUTE_PATH,
  buildAccountRoute,
  buildAddContactRoute,
} from '@/src/pages/members/account/account-routes';
import { BILLING_PATH, buildBillingRoutes } from '@/src/pages/members/billing/billing-routes';
import { BOATS_PATH, buildBoatsRoutes } from '@/src/pages/members/boats/boats-routes';
import {
  buildCardPrintRoute,
  buildCardRoute,
  CARD_PATH,
  CARD_PRINT_PATH,
} from '@/src/pages/members/card/card-routes';
import { buildPickerRoute, pickerFullPath } from '@/src/pages/members/picker/picker-routes';
import { programsPageRoutes } from '@/src/pages/programs/programs-routes';
import {
  buildMemberMediaRoutes,
  buildMobileVideoRoute,
  GATED_CONTENT_PATH,
  MOBILE_VIDEO_PATH,
} from '@/src/pages/members/media/media-routes';
import { buildReferralsRoute, REFERRALS_PATH } from '@/src/pages/members/referrals/referrals-route';
import {
  buildSavingsClubOfferRoute,
  buildSavingsClubRoute,
  SAVINGS_CLUB_OFFER_PATH,
  SAVINGS_CLUB_PATH,
} from '@/src/pages/members/savings-club/savings-club-routes';
import { buildRegistrationRoutes } from '@/src/pages/members/registration/registration-routes';
import { PICKER_WORKFLOWS } from '@/machines/membership-picker/picker-rules';
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
  { parent: 'memberArea', path: BOATS_PATH, build: buildBoatsRoutes },
  { parent: 'memberArea', path: CARD_PATH, build: buildCardRoute },
  { parent: 'memberArea', path: CARD_PRINT_PATH, build: buildCardPrintRoute },
  { parent: 'memberArea', path: SAVINGS_CLUB_PATH, build: buildSavingsClubRoute },
  { parent: 'memberArea', path: SAVINGS_CLUB_OFFER_PATH, build: buildSavingsClubOfferRoute },
  { parent: 'members', path: GATED_CONTENT_PATH, build: buildMemberMediaRoutes },
  { parent: 'root', path: MOBILE_VIDEO_PATH, build: buildMobileVideoRoute },
  ...PICKER_WORKFLOWS.map((workflow) => ({
    parent: 'memberArea' as const,
    path: pickerFullPath(workflow),
    build: buildPickerRoute(workflow),
  })),
  // The member account page's Add Contact page, for a partner's contacts (it reads back link and account).
  { parent: 'programsArea', path: '/programs/account/new', build: buildAddContactRoute },
  ...programsPageRoutes,
];
