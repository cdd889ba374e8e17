// Dashboard (spec §7: GET /dashboard/{accountId} → account and memberships), the associated-account
// update the dashboard root makes on load, and the Savings Club offers of its teaser (companion §2.4).
import { queryOptions } from '@tanstack/react-query';
import type { paths } from '@/openapi/schema.gen';
import { dataOrThrow } from '../api-error';
import type { ApiClient } from '../client';

export type Dashboard =
  paths['/dashboard/{accountId}']['get']['responses']['200']['content']['application/json'];
export type DashboardMembership = Dashboard['memberships'][number];
export type DashboardAccount = Dashboard['account'];
export type DashboardOffer =
  paths['/savingsclub/3randomnationaldeals/']['get']['responses']['200']['content']['application/json'][number];

export const dashboardKeys = {
  all: ['dashboard'] as const,
  detail: (accountId: string) => ['dashboard', accountId] as const,
};

/** Outside the dashboard's key root, so invalidating the dashboard never repeats these calls. */
export const associatedAccountKeys = {
  pair: (email: string, membershipNumber: string) => ['associated-account', email, membershipNumber] as const,
};
export const dashboardOffersKeys = { all: ['dashboard-offers'] as const };

export function dashboardQueryOptions(api: ApiClient, accountId: string) {
  return queryOptions({
    queryKey: dashboardKeys.detail(accountId),
    queryFn: async ({ signal }) =>
      dataOrThrow(await api.GET('/dashboard/{accountId}', { params: { path: { accountId } }, signal })),
  });
}

/**
 * Links the signed-in login to its account (PATCH /utility/associatedaccount). Kept as a query that never
 * goes stale: one call per page load and pair, its answer (the association) kept in the cache.
 */
export function associatedAccountQueryOptions(api: ApiClient, email: string, membershipNumber: string) {
  return queryOptions({
    queryKey: associatedAccountKeys.pair(email, membershipNumber),
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.PATCH('/utility/associatedaccount', {
          body: { email, membership_number: membershipNumber },
          signal,
        }),
      ),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** Up to three national Savings Club offers for the teaser; fetched once per page load. */
export function dashboardOffersQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: dashboardOffersKeys.all,
    queryFn: async ({ signal }) =>
      dataOrThrow(await api.GET('/savingsclub/3randomnationaldeals/', { signal })),
    staleTime: Infinity,
  });
}
