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
