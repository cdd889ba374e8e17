// Routes of the signed-in programs pages, children of the programs area; each page loads with its route.
import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { lazyPage } from '@/src/router/lazy-page';

export const DASHBOARD_PATH = '/programs/dashboard';

export function buildDashboardRoute(parent: AnyRoute): AnyRoute {
  return createRoute({
    getParentRoute: () => parent,
    path: 'dashboard',
    component: lazyPage(
      () => import('./dashboard-page'),
      ({ DashboardPage }) => DashboardPage,
    ),
  });
}

export const OFFERS_PATH = '/programs/savings-club-offers';

export function buildOffersRoute(parent: AnyRoute): AnyRoute {
  return createRoute({
    getParentRoute: () => parent,
    path: 'savings-club-offers',
    component: lazyPage(
      () => import('./savings-club-offers-page'),
      ({ SavingsClubOffersPage }) => SavingsClubOffersPage,
    ),
  });
}

export const PROGRAM_APPLY_PATHS = [
  '/programs/sea-care/apply',
  '/programs/sea-care/thank-you',
  '/programs/membership-kit/apply',
  '/programs/membership-kit/thank-you',
] as const;
export type ProgramApplyPath = (typeof PROGRAM_APPLY_PATHS)[number];

/** Sea Care and Membership Kits: the apply page of each program and their thank-you pages. */
export function buildProgramApplyRoute(path: ProgramApplyPath): (parent: AnyRoute) => AnyRoute {
  const program = path.startsWith('/programs/sea-care') ? 'SEA_CARE' : 'MEMBERSHIP_KITS';
  const component = path.endsWith('/apply')
    ? lazyPage(
        () => import('./program-apply-pages'),
        (pages) =>
          function ProgramApply() {
            return <pages.ProgramApplyPage program={pages[program]} />;
          },
      )
    : lazyPage(
        () => import('./program-apply-pages'),
        ({ ProgramThankYouPage }) => ProgramThankYouPage,
      );
  return (parent) =>
    createRoute({ getParentRoute: () => parent, path: path.replace('/programs/', ''), component });
}

export const OFFER_PAGE_PATHS = [
  '/programs/savings-club-offers/new',
  '/programs/savings-club-offers/edit',
  '/programs/savings-club-offers/confirm',
] as const;
export type OfferPagePath = (typeof OFFER_PAGE_PATHS)[number];

/** The offer form (new; edit with `?offerId=`) and 'Offer Created!'. */
export function buildOfferPageRoute(path: OfferPagePath): (parent: AnyRoute) => AnyRoute {
  return (parent) => {
    const relative = path.replace('/programs/', '');
    if (path.endsWith('/confirm'))
      return createRoute({
        getParentRoute: () => parent,
        path: relative,
        component: lazyPage(
          () => import('./offer-pages'),
          ({ OfferCreatedPage }) => OfferCreatedPage,
        ),
      });
    const editing = path.endsWith('/edit');
    const route = createRoute({
      getParentRoute: () => parent,
      path: relative,
      validateSearch: (search: Record<string, unknown>): { offerId?: string } =>
        editing && typeof search.offerId === 'string' && search.offerId !== ''
          ? { offerId: search.offerId }
          : {},
      component: lazyPage(
        () => import('./offer-pages'),
        ({ OfferFormPage }) =>
          function OfferForm() {
            const { offerId } = route.useSearch() as { offerId?: string };
            // An edit link without its offer edits nothing: the page says so.
            return <OfferFormPage offerId={editing ? (offerId ?? '') : undefined} />;
          },
      ),
    });
    return route;
  };
}
