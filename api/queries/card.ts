// The membership card's orders (member spec §3 Card fulfillment order, §4 Card reprint, §7:
// GET /utility/fulfillment/{id}, POST /utility/reprint).
import { queryOptions } from '@tanstack/react-query';
import type { paths } from '@/openapi/schema.gen';
import { dataOrThrow } from '../api-error';
import type { ApiClient } from '../client';

export type FulfillmentOrder =
  paths['/utility/fulfillment/{id}']['get']['responses']['200']['content']['application/json'][number];
export type CardReason =
  paths['/utility/reprint']['post']['requestBody']['content']['application/json']['cardReason'];

export const cardOrderKeys = {
  all: ['card-orders'] as const,
  detail: (membershipId: string) => ['card-orders', membershipId] as const,
};

/** Orders of one membership, newest first. Spec §4: the order status clears on leaving the page. */
export function cardOrdersQueryOptions(api: ApiClient, membershipId: string) {
  return queryOptions({
    queryKey: cardOrderKeys.detail(membershipId),
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.GET('/utility/fulfillment/{id}', { params: { path: { id: membershipId } }, signal }),
      ),
    gcTime: 0,
  });
}

export async function requestNewCard(api: ApiClient, membershipId: string, cardReason: CardReason) {
  return dataOrThrow(
    await api.POST('/utility/reprint', { body: { cardReason, membershipid: membershipId } }),
  );
}
