// The signed-in member's dashboard (account and memberships) through the dashboard query factory.
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { dashboardQueryOptions } from '@/api/queries/dashboard';
import { useSession } from '@/src/auth/session-context';

export function useDashboard() {
  const session = useSession();
  const { api } = useRouteContext({ from: '__root__' });
  const accountId = session.status === 'signed-in' ? (session.user.account_id ?? '') : '';
  const query = useQuery({ ...dashboardQueryOptions(api, accountId), enabled: accountId !== '' });
  return { accountId, query };
}
