// What the account charts' bindings need from the app: the client, the query cache, the support line and
// the forced sign-out. Signing out ends the server session and clears cart and flow storage; the page
// then leaves with a full page load (`leave`), so the in-memory session goes with it and no protected
// route reacts to a half-ended session in between.
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useMemo } from 'react';
import { dataOrThrow } from '@/api/api-error';
import type { ContactEditDeps } from '@/journeys/account/contact-edit.actors';
import { clearFlowStorage } from '@/src/auth/clear-flow-storage';
import { config } from '@/src/config';

export interface AccountDeps extends ContactEditDeps {
  /** Leaves the portal page for another address (the ticket page, the sign-in again). */
  leave: (url: string) => void;
}

export function useAccountDeps(): AccountDeps {
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      api,
      queryClient,
      supportPhone: config.supportPhone,
      signOut: async () => {
        clearFlowStorage([window.sessionStorage, window.localStorage]);
        dataOrThrow(await api.GET('/login/session/logout'));
      },
      leave: (url: string) => window.location.assign(url),
    }),
    [api, queryClient],
  );
}

/** After the primary e-mail changed: sign in again (with the new e-mail) and come back here. */
export const SIGN_IN_AGAIN_URL = '/login?return_to=%2Fmembers%2Faccount';
