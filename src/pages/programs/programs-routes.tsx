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
