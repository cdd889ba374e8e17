// What the app hands every registered journey's route (flows/journey.ts `JourneyHost`): the typed
// client, who is signed in, the support line and the provider's site from the config, navigation and the
// refetch of the member's memberships.
import { useRouter, type RouterHistory } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { JourneyHost } from '@/flows/journey';
import { useSession } from '@/src/auth/session-context';
import { config } from '@/src/config';
import type { RouterContext } from './router-context';

export function useJourneyHost(history: RouterHistory): JourneyHost {
  const router = useRouter();
  const session = useSession();
  const { api, loadQueryClient } = router.options.context as RouterContext;
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
      dropFromAddress: (param: string) => {
        const { pathname, search, hash, state } = history.location;
        const kept = new URLSearchParams(search);
        if (!kept.has(param)) return;
        kept.delete(param);
        const rest = kept.toString();
        history.replace(`${pathname}${rest ? `?${rest}` : ''}${hash}`, state);
      },
      refreshMemberships: async () => {
        // Loaded here, not with the route tree: the query factories stay out of the first chunk (decision 100).
        const [client, { dashboardKeys }] = await Promise.all([
          loadQueryClient(),
          import('@/api/queries/dashboard'),
        ]);
        await client.invalidateQueries({ queryKey: dashboardKeys.all });
      },
    }),
    [api, loadQueryClient, signedIn, accountId, history],
  );
}
