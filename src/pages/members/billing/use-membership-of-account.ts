// One membership of the signed-in account with the account itself, read from the dashboard query
// (spec §7 GET /dashboard/{accountId}: the account with its billing address and type, each membership
// with its stored card and local operator) — one call serves the billing, card and print pages.
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { dashboardQueryOptions, type Dashboard } from '@/api/queries/dashboard';
import { useSession } from '@/src/auth/session-context';

export type AccountOfDashboard = Dashboard['account'];
export type MembershipOfDashboard = Dashboard['memberships'][number];

export type MembershipLookup =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown; retry: () => void }
  | { status: 'missing' }
  | { status: 'found'; account: AccountOfDashboard; membership: MembershipOfDashboard };

export function useMembershipOfAccount(membershipId: string): MembershipLookup {
  const session = useSession();
  const { api } = useRouteContext({ from: '__root__' });
  const accountId = session.status === 'signed-in' ? (session.user.account_id ?? '') : '';
  const query = useQuery({ ...dashboardQueryOptions(api, accountId), enabled: accountId !== '' });
  if (accountId === '') return { status: 'missing' };
  // A failed refetch keeps showing the data already loaded; only a first load that fails is a failure.
  if (query.data === undefined) {
    if (query.isError) return { status: 'failed', error: query.error, retry: () => void query.refetch() };
    return { status: 'loading' };
  }
  const membership = query.data.memberships.find((m) => m.sfid === membershipId);
  return membership ? { status: 'found', account: query.data.account, membership } : { status: 'missing' };
}
