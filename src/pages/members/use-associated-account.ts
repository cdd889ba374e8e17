// Spec §4 / companion §2.4: on load the dashboard links the login to its account with the signed-in
// e-mail and the first membership's number, when both exist. One call per page load (never stale).
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { associatedAccountQueryOptions, type DashboardMembership } from '@/api/queries/dashboard';
import { useSession } from '@/src/auth/session-context';

export function useAssociatedAccount(memberships: readonly DashboardMembership[]) {
  const session = useSession();
  const { api } = useRouteContext({ from: '__root__' });
  const email = session.status === 'signed-in' ? (session.user.email ?? '') : '';
  const membershipNumber = memberships[0]?.membership_number__c ?? '';
  return useQuery({
    ...associatedAccountQueryOptions(api, email, membershipNumber),
    enabled: email !== '' && membershipNumber !== '',
  });
}
