// Routes of the card pages, flat children of the signed-in member area; each page loads with its route.
import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { lazyPage } from '@/src/router/lazy-page';

export const CARD_PATH = '/members/memberships/$sfid/membership_card';
export const CARD_PRINT_PATH = '/members/membership_card_view_print';

export function buildCardRoute(parent: AnyRoute): AnyRoute {
  const route = createRoute({
    getParentRoute: () => parent,
    path: 'memberships/$sfid/membership_card',
    component: lazyPage(
      () => import('./card-page'),
      ({ CardPage }) =>
        function MembershipCard() {
          const { sfid } = route.useParams() as { sfid: string };
          return <CardPage sfid={sfid} />;
        },
    ),
  });
  return route;
}

export function buildCardPrintRoute(parent: AnyRoute): AnyRoute {
  const route = createRoute({
    getParentRoute: () => parent,
    path: 'membership_card_view_print',
    validateSearch: (search: Record<string, unknown>): { membership_id?: string } =>
      typeof search.membership_id === 'string' && search.membership_id !== ''
        ? { membership_id: search.membership_id }
        : {},
    component: lazyPage(
      () => import('./card-print-page'),
      ({ CardPrintPage }) =>
        function MembershipCardPrint() {
          const { membership_id: membershipId } = route.useSearch() as { membership_id?: string };
          return <CardPrintPage membershipId={membershipId ?? ''} />;
        },
    ),
  });
  return route;
}
