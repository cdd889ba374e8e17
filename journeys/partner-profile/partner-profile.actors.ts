// Real actor of the business profile chart (companion spec §7): PATCH /accounts with the mapped fields
// plus sfid and id.
import { fromPromise } from 'xstate';
import { dataOrThrow } from '@/api/api-error';
import type { ApiClient } from '@/api/client';
import type { SaveProfileInput } from '@/machines/partner-profile.machine';

export function partnerProfileActors(api: ApiClient) {
  return {
    saveProfile: fromPromise<unknown, SaveProfileInput>(async ({ input }) =>
      dataOrThrow(await api.PATCH('/accounts', { body: input })),
    ),
  };
}
