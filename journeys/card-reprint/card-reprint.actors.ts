// Real actor of the card-reprint chart (member spec §7: POST /utility/reprint). The order-status refetch
// needs the page's query cache, so the card page provides `refreshOrderStatus` itself.
import { fromPromise } from 'xstate';
import { requestNewCard } from '@/api/queries/card';
import type { ApiClient } from '@/api/client';
import type { ReprintReason } from '@/machines/card-reprint.machine';

export function cardReprintActors(api: ApiClient) {
  return {
    requestReprint: fromPromise<unknown, { membershipId: string; reason: ReprintReason }>(({ input }) =>
      requestNewCard(api, input.membershipId, input.reason),
    ),
  };
}
