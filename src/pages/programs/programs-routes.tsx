// The programs portal's pages (docs/routes.md 'Programs portal'), one line each: its full path, the part
// of the portal it hangs on, and its module and export, loaded when the route is entered. A page reads
// its own query (`useSearch({ strict: false })`); every `import()` site is listed once, since each one
// costs the first chunk its preload list.
import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';
import type { PageRouteEntry } from '@/src/router/page-routes';

const outcomePages = () => import('./application-outcome-pages');
const dashboardPage = () => import('./dashboard-page');
const offersPage = () => import('./savings-club-offers-page');
const offerPages = () => import('./offer-pages');
const applyPages = () => import('./program-apply-pages');
const accountPage = () => import('./account-page');

function page<TModule extends Record<string, unknown>>(
  parent: 'programs' | 'programsArea',
  path: string,
  load: () => Promise<TModule>,
  exportName: keyof TModule & string,
): PageRouteEntry {
  return {
    parent,
    path,
    build: (route: AnyRoute) =>
      createRoute({
        getParentRoute: () => route,
        path: path.replace('/programs/', ''),
        component: lazyRouteComponent(load as () => Promise<Record<string, never>>, exportName as never),
      }),
  };
}

export const programsPageRoutes: PageRouteEntry[] = [
  page('programs', '/programs/apply/login', outcomePages, 'SubmittedPage'),
  page('programs', '/programs/apply/thank-you', outcomePages, 'ThankYouPage'),
  page('programsArea', '/programs/dashboard', dashboardPage, 'DashboardPage'),
  page('programsArea', '/programs/savings-club-offers', offersPage, 'SavingsClubOffersPage'),
  page('programsArea', '/programs/savings-club-offers/new', offerPages, 'NewOfferPage'),
  page('programsArea', '/programs/savings-club-offers/edit', offerPages, 'EditOfferPage'),
  page('programsArea', '/programs/savings-club-offers/confirm', offerPages, 'OfferCreatedPage'),
  page('programsArea', '/programs/sea-care/apply', applyPages, 'SeaCareApplyPage'),
  page('programsArea', '/programs/sea-care/thank-you', applyPages, 'ProgramThankYouPage'),
  page('programsArea', '/programs/membership-kit/apply', applyPages, 'MembershipKitsApplyPage'),
  page('programsArea', '/programs/membership-kit/thank-you', applyPages, 'ProgramThankYouPage'),
  page('programsArea', '/programs/account', accountPage, 'ProgramsAccountPage'),
];
