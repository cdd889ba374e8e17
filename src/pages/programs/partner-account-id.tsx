// The programs entry gate's partner account id (companion spec §2.3 'Programs entry gate'): the permanent
// id of the claim, or the temporary one swapped for a permanent one; when the swap fails the temporary id
// is the default (decision 161). The id is handed to every programs page through context.
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { createContext, useContext } from 'react';
import { swapPartnerIdQueryOptions } from '@/api/queries/partner';
import { partnerIdClaim } from '@/machines/partner/partner-rules';
import { useSession, useSessionApi } from '@/src/auth/session-context';

export type PartnerIdState = { status: 'loading' } | { status: 'none' } | { status: 'ready'; id: string };

export function usePartnerAccountIdResolution(): PartnerIdState {
  const session = useSession();
  const sessionApi = useSessionApi();
  const { api } = useRouteContext({ from: '__root__' });
  const user = session.status === 'signed-in' ? session.user : null;
  const claim = user ? partnerIdClaim(user) : null;
  const swap = useQuery({
    ...swapPartnerIdQueryOptions(api, user?.sub ?? '', claim?.id ?? '', () => sessionApi.restore()),
    enabled: claim?.kind === 'temporary',
  });
  if (!user) return { status: 'loading' };
  if (!claim) return { status: 'none' };
  if (claim.kind === 'permanent') return { status: 'ready', id: claim.id };
  // After a swap the session's claim becomes permanent (above); until then, or when it failed, wait or
  // fall back to the temporary id.
  if (swap.isPending) return { status: 'loading' };
  return { status: 'ready', id: swap.data ?? claim.id };
}

export const PartnerAccountIdContext = createContext<string | null>(null);

export function usePartnerAccountId(): string {
  const id = useContext(PartnerAccountIdContext);
  if (!id) throw new Error('usePartnerAccountId outside the programs area');
  return id;
}
