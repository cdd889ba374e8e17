// Real actors of the e-mail-change chart: re-associate the login with the new e-mail (spec §7
// POST /auth0reassociation/{email}/{memberNumber}, which also updates the Primary Contact's e-mail),
// then the forced sign-out the app provides.
import { fromPromise } from 'xstate';
import { dataOrThrow } from '@/api/api-error';
import type { ApiClient } from '@/api/client';
import { emailChangeMachine, type ReassociateInput } from '@/machines/email-change.machine';
import { withAccountFailureText } from '@/journeys/account/account-failure';

export interface SignOutDeps {
  api: ApiClient;
  supportPhone: string;
  /** Ends the session (and clears cart and flow storage). */
  signOut: () => Promise<void>;
}

export function emailChangeActors(deps: SignOutDeps) {
  return {
    reassociateLogin: fromPromise<unknown, ReassociateInput>(({ input }) =>
      withAccountFailureText(deps.supportPhone, async () =>
        dataOrThrow(
          await deps.api.POST('/auth0reassociation/{email}/{memberNumber}', {
            params: { path: { email: input.email, memberNumber: input.memberNumber } },
          }),
        ),
      ),
    ),
    signOut: fromPromise<unknown, void>(() => deps.signOut()),
  };
}

export const provideEmailChange = (deps: SignOutDeps) =>
  emailChangeMachine.provide({ actors: emailChangeActors(deps) });
