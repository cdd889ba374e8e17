// Member Savings Club reads (partner spec §7): the search (POST /savingsclub/search, 12 a page) and one
// offer with its business and the business's other offers (GET /savingsclub/detail/{id}).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { components } from '@/openapi/schema.gen';
import { dataOrThrow } from '../api-error';
import type { ApiClient } from '../client';

export type SavingsClubOffer = components['schemas']['SavingsClubOffer'];
export type PartnerAccount = components['schemas']['PartnerAccount'];

export interface SavingsClubCriteria {
  category: string;
  q?: string | undefined;
  sort: 'Featured' | 'Distance from Me';
  zip?: string | undefined;
  country: 'US' | 'CA' | 'MX';
  page: number;
}

export const savingsClubKeys = {
  search: (criteria: SavingsClubCriteria) => ['savings-club', 'search', criteria] as const,
  offer: (id: string) => ['savings-club', 'offer', id] as const,
};

export function savingsClubSearchQueryOptions(api: ApiClient, criteria: SavingsClubCriteria) {
  return queryOptions({
    queryKey: savingsClubKeys.search(criteria),
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.POST('/savingsclub/search', {
          signal,
          body: {
            category: criteria.category,
            ...(criteria.q ? { searchTerm: criteria.q } : {}),
            sort: criteria.sort,
            ...(criteria.zip ? { postalCode: criteria.zip, country: criteria.country } : {}),
            page: criteria.page,
          },
        }),
      ),
    // The last page stays on screen while the next loads (no flash of an empty list).
    placeholderData: keepPreviousData,
    staleTime: ({ state }) => searchKeptFor(state.data),
  });
}

/**
 * How long a search's answer stands for the same criteria. Companion spec §4: "Changing the query
 * re-searches only if the criteria differ or there are no results." — an answer with offers stands a
 * minute (other criteria are another cache key, searched at once); an answer with none is searched again.
 */
export function searchKeptFor(answer: { offers: readonly unknown[] } | undefined): number {
  return answer !== undefined && answer.offers.length > 0 ? 60_000 : 0;
}

export function savingsClubOfferQueryOptions(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: savingsClubKeys.offer(id),
    queryFn: async ({ signal }) =>
      dataOrThrow(await api.GET('/savingsclub/detail/{id}', { signal, params: { path: { id } } })),
    staleTime: 60_000,
  });
}
