// Routes of the billing page, flat children of the signed-in member area: `memberships/$sfid/billing`
// with its child `auto_renew_enrollment`, so the page (and its running chart) stays mounted between the
// two URLs while the chart decides which one shows.
import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { lazyPage } from '@/src/router/lazy-page';

export const BILLING_PATH = '/members/memberships/$sfid/billing';

export function buildBillingRoutes(parent: AnyRoute): AnyRoute {
  const billing = createRoute({
    getParentRoute: () => parent,
    path: 'memberships/$sfid/billing',
    component: lazyPage(
      () => import('./billing-page'),
      ({ BillingPage }) =>
        function Billing() {
          const { sfid } = billing.useParams() as { sfid: string };
          return <BillingPage sfid={sfid} />;
        },
    ),
  });
  const enrolment = createRoute({
    getParentRoute: () => billing,
    path: 'auto_renew_enrollment',
    component: () => null,
  });
  return billing.addChildren([enrolment]);
}
