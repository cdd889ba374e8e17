// What the app hands every registered journey's route (flows/journey.ts `JourneyHost`): the typed
// client, who is signed in, the support line and the provider's site from the config, and navigation.
import { useRouter, type RouterHistory } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { JourneyHost } from '@/flows/journey';
import { useSession } from '@/src/auth/session-context';
import { config } from '@/src/config';
import type { RouterContext } from './router-context';

export function useJourneyHost(history: RouterHistory): JourneyHost {
  const router = useRouter();
  const session = useSession();
  const api = (router.options.context as RouterContext).api;
  const signedIn = session.status === 'loading' ? undefined : session.status === 'signed-in';
  const accountId = session.status === 'signed-in' ? session.user.account_id : null;
  return useMemo(
    () => ({
      api,
      signedIn,
      accountId,
      supportPhone: config.supportPhone,
      providerSite: config.providerSite,
      navigate: (href: string) => history.push(href),
    }),
    [api, signedIn, accountId, history],
  );
}
