// The signed-in programs portal's calls (companion spec §7): the temporary partner id swap and all programs
// of a partner account (GET /savingsclubdashboard/{accountId}).
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { paths } from '@/openapi/schema.gen';
import { dataOrThrow } from '../api-error';
import { failureHandledByCaller, type ApiClient } from '../client';

export type PartnerPrograms =
  paths['/savingsclubdashboard/{accountId}']['get']['responses']['200']['content']['application/json'];
export type PartnerAccount = PartnerPrograms['account'];
export type SavingsClubOffer = NonNullable<PartnerPrograms['programs']['savings_club']>['active'][number];

export const partnerKeys = {
  all: ['partner'] as const,
  swap: (auth0Id: string, tempId: string) => ['partner', 'swap', auth0Id, tempId] as const,
  programs: (accountId: string) => ['partner', 'programs', accountId] as const,
};

/**
 * The permanent id for a temporary one (POST /savingsclub/swapmetadata); cached for the session.
 * `afterSwap` runs before the id is handed out (the session fetches its token anew, now with the claim).
 */
export function swapPartnerIdQueryOptions(
  api: ApiClient,
  auth0Id: string,
  tempId: string,
  afterSwap: () => Promise<void>,
) {
  return queryOptions({
    queryKey: partnerKeys.swap(auth0Id, tempId),
    queryFn: async () => {
      // A failed swap is the gate's to answer (a default id), not an error page's.
      const swapped = dataOrThrow(
        await api.POST('/savingsclub/swapmetadata', {
          body: { auth0_id: auth0Id, account_uuid: tempId },
          middleware: [failureHandledByCaller],
        }),
      );
      await afterSwap();
      return swapped.account_id;
    },
    staleTime: Infinity,
    retry: false,
  });
}

export function partnerProgramsQueryOptions(api: ApiClient, accountId: string) {
  return queryOptions({
    queryKey: partnerKeys.programs(accountId),
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.GET('/savingsclubdashboard/{accountId}', { params: { path: { accountId } }, signal }),
      ),
  });
}

/** Remove (archive) an offer: PATCH /savingsclub/ with offer_status__c 'Inactive'; the lists refetch. */
export function removeOfferMutationOptions(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...partnerKeys.all, 'remove-offer'],
    mutationFn: async (sfid: string) =>
      dataOrThrow(await api.PATCH('/savingsclub/', { body: { sfid, offer_status__c: 'Inactive' } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.all }),
  });
}

/** Send a denied offer for review again (POST /savingsclub/requestapproval/); the lists refetch. */
export function requestApprovalMutationOptions(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...partnerKeys.all, 'request-approval'],
    mutationFn: async (sfid: string) =>
      dataOrThrow(await api.POST('/savingsclub/requestapproval/', { body: { sfid } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.all }),
  });
}

export type ProgramTaskBody = paths['/tasks']['post']['requestBody']['content']['application/json'];
export type ProgramService = ProgramTaskBody['service'];

/**
 * Apply for Sea Care or Membership Kits: a task with the service tag and the account's contact (POST /tasks,
 * spec §3); programs refetch.
 */
export function programTaskMutationOptions(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...partnerKeys.all, 'program-task'],
    mutationFn: async (body: ProgramTaskBody) => dataOrThrow(await api.POST('/tasks', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.all }),
  });
}

/** Upload the logo (POST /savingsclub/uploadlogotos3, a data URL); the account and programs refetch. */
export function uploadLogoMutationOptions(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...partnerKeys.all, 'logo'],
    mutationFn: async (body: { accountid: string; base64encodedimage: string }) =>
      dataOrThrow(await api.POST('/savingsclub/uploadlogotos3', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.all }),
  });
}
