// Real actor of the 'Refer a Boater' chart: POST /referrals for the signed-in member's account (spec §7).
// A refused referral is worded through the error catalogue (spec §8); a refusal of the form's fields
// without a catalogue code gets the form-errors sentence of spec §5.
import { fromPromise } from 'xstate';
import { ApiError, dataOrThrow } from '@/api/api-error';
import type { ApiClient } from '@/api/client';
import { errorMessageForCodes } from '@/api/error-catalogue';
import type { CreateReferralInput } from '@/machines/referral.machine';

export const FORM_ERRORS_TEXT = 'Please review the information provided and correct all form errors';

/** The text a failed referral shows. */
export function referralFailureText(error: unknown, supportPhone: string): string {
  if (!(error instanceof ApiError)) return errorMessageForCodes([], supportPhone);
  if (error.codes.length === 0 || error.codes.every((code) => code === 'VALIDATION_FAILED'))
    return FORM_ERRORS_TEXT;
  return errorMessageForCodes(error.codes, supportPhone);
}

export function referralActors(api: ApiClient, supportPhone: string) {
  return {
    createReferral: fromPromise<unknown, CreateReferralInput>(async ({ input }) => {
      try {
        return dataOrThrow(
          await api.POST('/referrals', {
            body: {
              first_name: input.firstName,
              last_name: input.lastName,
              member_referred_email__c: input.email,
              referring_member_account_id__c: input.accountId,
            },
          }),
        );
      } catch (error) {
        throw new Error(referralFailureText(error, supportPhone), { cause: error });
      }
    }),
  };
}
