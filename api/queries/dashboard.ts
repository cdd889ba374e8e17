// Dashboard (spec §7: GET /dashboard/{accountId} → account and memberships).
import { queryOptions } from '@tanstack/react-query';
import type { paths } from '@/openapi/schema.gen';
import { dataOrThrow } from '../api-error';
import type { ApiClient } from '../client';

export type Dashboard =
  paths['/dashboard/{accountId}']['get']['responses']['200']['content']['application/json'];

export const dashboardKeys = {
  all: ['dashboard'] as const,
  detail: (accountId: string) => ['dashboard', accountId] as const,
};

export function dashboardQueryOptions(api: ApiClient, accountId: string) {
  return queryOptions({
    queryKey: dashboardKeys.detail(accountId),
    queryFn: async ({ signal }) =>
      dataOrThrow(await api.GET('/dashboard/{accountId}', { params: { path: { accountId } }, signal })),
  });
}
