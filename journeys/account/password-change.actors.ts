// Real actors of the password-change chart: the ticket (spec §7 POST /auth0/createpasswordticket with
// client_id and user_id) and the sign-out the app provides; the page then leaves for the ticket URL.
import { fromPromise } from 'xstate';
import { dataOrThrow } from '@/api/api-error';
import { passwordChangeMachine, type PasswordChangeInput } from '@/machines/password-change.machine';
import { withAccountFailureText } from '@/journeys/account/account-failure';
import type { SignOutDeps } from '@/journeys/account/email-change.actors';

export function passwordChangeActors(deps: SignOutDeps) {
  return {
    requestPasswordTicket: fromPromise<{ ticket: string }, PasswordChangeInput>(({ input }) =>
      withAccountFailureText(deps.supportPhone, async () =>
        dataOrThrow(
          await deps.api.POST('/auth0/createpasswordticket', {
            body: { client_id: input.clientId, user_id: input.userId },
          }),
        ),
      ),
    ),
    signOut: fromPromise<unknown, void>(() => deps.signOut()),
  };
}

export const providePasswordChange = (deps: SignOutDeps) =>
  passwordChangeMachine.provide({ actors: passwordChangeActors(deps) });
