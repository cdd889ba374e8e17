// The pickers' one actor: the account's memberships (spec §7 GET /dashboard/{accountId}) as the picker
// shows them (type, number, expiration date, primary boat).
import { fromPromise } from 'xstate';
import { dataOrThrow } from '@/api/api-error';
import type { ApiClient } from '@/api/client';
import type { DashboardMembership } from '@/api/queries/dashboard';
import type { PickerMembership } from '@/machines/membership-picker.machine';

export function pickerMembershipOf(m: DashboardMembership): PickerMembership {
  const boat =
    m.boats.find((b) => b.sfid === m.primary_boat__c) ?? m.boats.find((b) => b.primary_boat__c) ?? m.boats[0];
  return {
    sfid: m.sfid,
    membershipType: m.membership_type__c,
    membershipNumber: m.membership_number__c,
    expirationDate: m.membership_expiration_date__c ?? null,
    trailerCareType: m.trailer_care_type__c ?? null,
    primaryBoat: boat?.name__c ?? null,
  };
}

export async function loadPickerMemberships(
  api: ApiClient,
  accountId: string | null,
): Promise<PickerMembership[]> {
  // A login without an account has no memberships.
  if (!accountId) return [];
  const dashboard = dataOrThrow(await api.GET('/dashboard/{accountId}', { params: { path: { accountId } } }));
  return dashboard.memberships.map(pickerMembershipOf);
}

export function membershipPickerActors(api: ApiClient) {
  return {
    loadMemberships: fromPromise<PickerMembership[], { accountId: string | null }>(({ input }) =>
      loadPickerMemberships(api, input.accountId),
    ),
  };
}
