// Account (spec §7: GET /accounts/{id}; PATCH /accounts).
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { paths } from '@/openapi/schema.gen';
import { dataOrThrow } from '../api-error';
import type { ApiClient } from '../client';

export type AccountUpdate = paths['/accounts']['patch']['requestBody']['content']['application/json'];

export const accountKeys = {
  all: ['account'] as const,
  detail: (accountId: string) => ['account', accountId] as const,
};

export function accountQueryOptions(api: ApiClient, accountId: string) {
  return queryOptions({
    queryKey: accountKeys.detail(accountId),
    queryFn: async ({ signal }) =>
      dataOrThrow(await api.GET('/accounts/{id}', { params: { path: { id: accountId } }, signal })),
  });
}

export function updateAccountMutationOptions(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...accountKeys.all, 'update'],
    mutationFn: async (body: AccountUpdate) => dataOrThrow(await api.PATCH('/accounts', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
