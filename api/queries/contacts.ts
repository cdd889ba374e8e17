// Contacts (spec §7: GET /contacts/all/{accountId}; POST, PATCH, DELETE /contacts). A successful change
// refetches the list.
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { paths } from '@/openapi/schema.gen';
import { dataOrThrow } from '../api-error';
import type { ApiClient } from '../client';

export type ContactCreate = paths['/contacts']['post']['requestBody']['content']['application/json'];
export type ContactUpdate = paths['/contacts']['patch']['requestBody']['content']['application/json'];
export type ContactDelete = paths['/contacts']['delete']['requestBody']['content']['application/json'];

export const contactKeys = {
  all: ['contacts'] as const,
  list: (accountId: string) => ['contacts', accountId] as const,
};

export function contactsQueryOptions(api: ApiClient, accountId: string) {
  return queryOptions({
    queryKey: contactKeys.list(accountId),
    queryFn: async ({ signal }) =>
      dataOrThrow(await api.GET('/contacts/all/{accountId}', { params: { path: { accountId } }, signal })),
  });
}

const refetchContacts = (queryClient: QueryClient) => () =>
  queryClient.invalidateQueries({ queryKey: contactKeys.all });

export function createContactMutationOptions(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...contactKeys.all, 'create'],
    mutationFn: async (body: ContactCreate) => dataOrThrow(await api.POST('/contacts', { body })),
    onSuccess: refetchContacts(queryClient),
  });
}

export function updateContactMutationOptions(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...contactKeys.all, 'update'],
    mutationFn: async (body: ContactUpdate) => dataOrThrow(await api.PATCH('/contacts', { body })),
    onSuccess: refetchContacts(queryClient),
  });
}

export function deleteContactMutationOptions(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...contactKeys.all, 'delete'],
    mutationFn: async (body: ContactDelete) => dataOrThrow(await api.DELETE('/contacts', { body })),
    onSuccess: refetchContacts(queryClient),
  });
}
