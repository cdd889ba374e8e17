// The programs portal's pages (docs/routes.md 'Programs portal'), one line each: its full path, the part
// of the portal it hangs on, and its module and export, loaded when the route is entered. A page reads
// its own query (`useSearch({ strict: false })`). The signed-in pages share one chunk (programs-pages.ts):
// each `import()` site and chunk costs the app's first chunk its preload list.
import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';
import type { PageRouteEntry } from '@/src/router/page-routes';

const outcomePages = () => import('./application-outcome-pages');
const signedInPages = () => import('./programs-pages');

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
  page('programsArea', '/programs/dashboard', signedInPages, 'DashboardPage'),
  page('programsArea', '/programs/savings-club-offers', signedInPages, 'SavingsClubOffersPage'),
  page('programsArea', '/programs/savings-club-offers/new', signedInPages, 'NewOfferPage'),
  page('programsArea', '/programs/savings-club-offers/edit', signedInPages, 'EditOfferPage'),
  page('programsArea', '/programs/savings-club-offers/confirm', signedInPages, 'OfferCreatedPage'),
  page('programsArea', '/programs/sea-care/apply', signedInPages, 'SeaCareApplyPage'),
  page('programsArea', '/programs/sea-care/thank-you', signedInPages, 'ProgramThankYouPage'),
  page('programsArea', '/programs/membership-kit/apply', signedInPages, 'MembershipKitsApplyPage'),
  page('programsArea', '/programs/membership-kit/thank-you', signedInPages, 'ProgramThankYouPage'),
  page('programsArea', '/programs/account', signedInPages, 'ProgramsAccountPage'),
];
