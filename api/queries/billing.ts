// Billing of one membership (member spec §4 Auto-renew and billing forms, §7 call table): enrol in
// automatic renewal or replace the stored card (POST /authorizenet/cancelexistingmakenew), leave it
// (DELETE /authorizenet/cancelarbfrommembershipid), change the account's billing address
// (PATCH /accounts, only the fields that changed), and the refetch every change ends with.
import type { QueryClient } from '@tanstack/react-query';
import type { paths } from '@/openapi/schema.gen';
import { dataOrThrow } from '../api-error';
import type { ApiClient } from '../client';
import { accountKeys } from './account';
import { dashboardKeys } from './dashboard';

export type CardOnFileRequest =
  paths['/authorizenet/cancelexistingmakenew']['post']['requestBody']['content']['application/json'];
export type BillingAddressUpdate = paths['/accounts']['patch']['requestBody']['content']['application/json'];

/** Enrols the membership in automatic renewal with this card, or replaces the stored card. */
export async function saveCardOnFile(api: ApiClient, body: CardOnFileRequest) {
  return dataOrThrow(await api.POST('/authorizenet/cancelexistingmakenew', { body }));
}

export async function leaveAutoRenewal(api: ApiClient, membershipId: string) {
  return dataOrThrow(
    await api.DELETE('/authorizenet/cancelarbfrommembershipid', { body: { membershipid: membershipId } }),
  );
}

/** PATCH /accounts with the account's ids and only the billing fields that changed. */
export async function updateBillingAddress(api: ApiClient, body: BillingAddressUpdate) {
  return dataOrThrow(await api.PATCH('/accounts', { body }));
}

/** Refetches what the billing page shows (memberships with their stored cards, the account's address);
 * rejects when the refetch fails, so the chart can tell. */
export async function refetchBilling(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.refetchQueries({ queryKey: dashboardKeys.all }, { throwOnError: true }),
    queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  ]);
}
