// ─── FLOW ROUTES: the engine engineer's spot ────────────────────────────────────────────────────────
// Add one entry per flow (and the `/flows` visualizer routes, lazy-loaded from `src/visualizer/`).
// `parent` picks where the route hangs:
//   'root'        → top level (`/flows`, `/flows/$machineId`, `/videos/…`)
//   'members'     → public `/members/…` (join, gift, registration, media)
//   'memberArea'  → signed-in `/members/…` (renew, upgrades, boats, account …): protected wrapper applies
//   'programs'    → public `/programs/…` (apply …)
//   'programsArea'→ signed-in `/programs/…`
// `path` is the full path the entry owns; a placeholder page with the same path is then dropped.
// `build(parent)` returns the route, e.g.
//   build: (parent) => createRoute({ getParentRoute: () => parent, path: 'join', component: … })
// and may add children with `.addChildren([...])`. Use `lazyRouteComponent(() => import('…'))` for
// heavy pages such as the visualizer.
import type { AnyRoute } from '@tanstack/react-router';
import { buildFlowRoutes } from '@/flows/flow-route';
import { homePortFlow } from '@/flows/home-port.flow';
import {
  ACCOUNT_PATH,
  ADD_CONTACT_ROUTE_PATH,
  buildAccountRoute,
  buildAddContactRoute,
} from '@/src/pages/members/account/account-routes';
import { buildReferralsRoute, REFERRALS_PATH } from '@/src/pages/members/referrals/referrals-route';
import { buildRegistrationRoutes } from '@/src/pages/members/registration/registration-routes';
import { BILLING_PATH, buildBillingRoutes } from '@/src/pages/members/billing/billing-routes';
import {
  buildCardPrintRoute,
  buildCardRoute,
  CARD_PATH,
  CARD_PRINT_PATH,
} from '@/src/pages/members/card/card-routes';
import { visualizerRoutes } from '@/src/visualizer/routes';
import { buildPurchaseRoutes, PURCHASE_PATH } from './purchase-route';
import type { RouterContext } from './router-context';

export type FlowRouteParent = 'root' | 'members' | 'memberArea' | 'programs' | 'programsArea';

export interface FlowRouteEntry {
  parent: FlowRouteParent;
  path: string;
  build: (parent: AnyRoute) => AnyRoute;
}

const apiFrom = (context: unknown) => (context as RouterContext).api;

export const flowRoutes: FlowRouteEntry[] = [
  ...visualizerRoutes,
  { parent: 'memberArea', path: ACCOUNT_PATH, build: buildAccountRoute },
  { parent: 'memberArea', path: ADD_CONTACT_ROUTE_PATH, build: buildAddContactRoute },
  {
    parent: 'memberArea',
    path: homePortFlow.basePath,
    build: (parent) =>
      buildFlowRoutes(homePortFlow as never, parent, { parentPath: '/members', getApi: apiFrom }),
  },
  { parent: 'members', path: '/members/registration', build: buildRegistrationRoutes },
  { parent: 'members', path: PURCHASE_PATH, build: buildPurchaseRoutes },
  { parent: 'memberArea', path: REFERRALS_PATH, build: buildReferralsRoute },
  { parent: 'memberArea', path: BILLING_PATH, build: buildBillingRoutes },
  { parent: 'memberArea', path: CARD_PATH, build: buildCardRoute },
  { parent: 'memberArea', path: CARD_PRINT_PATH, build: buildCardPrintRoute },
];
