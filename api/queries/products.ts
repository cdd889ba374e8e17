// Price lists by Membership and Trailer Care (spec §7: GET /products). Prices change rarely.
import { queryOptions } from '@tanstack/react-query';
import { dataOrThrow } from '../api-error';
import type { ApiClient } from '../client';

export const productKeys = {
  all: ['products'] as const,
};

export function productsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: productKeys.all,
    queryFn: async ({ signal }) => dataOrThrow(await api.GET('/products', { signal })),
    staleTime: 60 * 60 * 1000,
  });
}
