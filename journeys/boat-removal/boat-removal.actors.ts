// Real actors of the boat-removal chart (member spec §7: DELETE /boats with the reason for a non-primary
// boat, PATCH /boats/deleteoldsetnew/ for the primary). The list's refresh and the flash are the page's.
import { fromPromise } from 'xstate';
import { dataOrThrow } from '@/api/api-error';
import type { ApiClient } from '@/api/client';
import type { RemoveBoatInput, SwitchPrimaryInput } from '@/machines/boat-removal.machine';

export function boatRemovalActors(api: ApiClient) {
  return {
    removeBoat: fromPromise<unknown, RemoveBoatInput>(async ({ input }) =>
      dataOrThrow(await api.DELETE('/boats', { body: { ...input.boat, reason_for_removal: input.reason } })),
    ),
    switchPrimaryBoat: fromPromise<unknown, SwitchPrimaryInput>(async ({ input }) =>
      dataOrThrow(
        await api.PATCH('/boats/deleteoldsetnew/', {
          body: {
            new_primary_boat: { id: input.newBoatId },
            deleted_boat: { id: input.oldBoatId, reason_for_removal: input.reason },
          },
        }),
      ),
    ),
  };
}
