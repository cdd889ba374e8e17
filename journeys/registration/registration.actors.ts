// Real actor of the registration chart: POST /utility/verify links the login to the membership's
// account (spec §4 'Registration'; the date arrives converted to YYYY-MM-DD).
import { fromPromise } from 'xstate';
import { dataOrThrow } from '@/api/api-error';
import type { ApiClient } from '@/api/client';
import type { VerifyRegistrationInput, VerifyRegistrationOutput } from '@/machines/registration.machine';

export function registrationActors(api: ApiClient) {
  return {
    verifyRegistration: fromPromise<VerifyRegistrationOutput, VerifyRegistrationInput>(async ({ input }) => {
      const verified = dataOrThrow(
        await api.POST('/utility/verify', {
          body: {
            membershipNumber: input.membershipNumber,
            membershipExpirationDate: input.membershipExpirationDate,
            auth0_user_id: input.userId,
          },
        }),
      );
      return { accountId: verified.account_id };
    }),
  };
}
