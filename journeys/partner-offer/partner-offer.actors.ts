// Real actor of the offer chart (companion spec §7): POST /savingsclub/ creates an offer for the account,
// PATCH /savingsclub/ with its sfid edits one (and sends it back to review).
import { fromPromise } from 'xstate';
import { dataOrThrow } from '@/api/api-error';
import type { ApiClient } from '@/api/client';
import type { SaveOfferInput } from '@/machines/partner-offer.machine';

export function partnerOfferActors(api: ApiClient) {
  return {
    saveOffer: fromPromise<{ sfid: string }, SaveOfferInput>(async ({ input }) => {
      const { kind: _kind, ...body } = input;
      const saved = dataOrThrow(
        'sfid' in body
          ? await api.PATCH('/savingsclub/', { body })
          : await api.POST('/savingsclub/', { body }),
      );
      return { sfid: saved.sfid };
    }),
  };
}
