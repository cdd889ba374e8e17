// One membership with its local operator (spec §7: GET /membershipandaor/{id}).
import { queryOptions } from '@tanstack/react-query';
import { dataOrThrow } from '../api-error';
import type { ApiClient } from '../client';

export const membershipAndAorKeys = {
  all: ['membership-and-aor'] as const,
  detail: (membershipId: string) => ['membership-and-aor', membershipId] as const,
};

export function membershipAndAorQueryOptions(api: ApiClient, membershipId: string) {
  return queryOptions({
    queryKey: membershipAndAorKeys.detail(membershipId),
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.GET('/membershipandaor/{id}', { params: { path: { id: membershipId } }, signal }),
      ),
  });
}
