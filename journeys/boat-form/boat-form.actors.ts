// Real actor of the boat-form chart (member spec §7: POST /boats for a new boat, PATCH /boats for one on
// file, with primary_boat__c when the member made it primary, spec §5), with the purchase's mapping of the
// form onto the boat record (`boatFields`). The list's refresh and the flash are the page's (it owns the
// query cache).
import { fromPromise } from 'xstate';
import { dataOrThrow } from '@/api/api-error';
import type { ApiClient } from '@/api/client';
import { boatFields } from '@/journeys/purchase/record-fields';
import type { SaveMemberBoatInput } from '@/machines/boat-form.machine';

export async function saveMemberBoat(api: ApiClient, input: SaveMemberBoatInput): Promise<unknown> {
  const fields = boatFields(input);
  if (input.boatId) {
    const primary = input.makePrimary ? { primary_boat__c: true as const } : {};
    return dataOrThrow(await api.PATCH('/boats', { body: { ...input.boatId, ...fields, ...primary } }));
  }
  return dataOrThrow(
    await api.POST('/boats', { body: { ...fields, related_membership__c: input.membershipId } }),
  );
}

export function boatFormActors(api: ApiClient) {
  return {
    saveBoat: fromPromise<unknown, SaveMemberBoatInput>(({ input }) => saveMemberBoat(api, input)),
  };
}
