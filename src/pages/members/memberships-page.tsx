// `/members/memberships`: 'My Membership(s)'; the dashboard rules come with a later issue.
import { usePageMeta } from '@/src/shell/page-meta';
import { Card } from '@/src/ui/card';
import { Spinner } from '@/src/ui/spinner';
import { MembershipSummary } from './membership-summary';
import { useDashboard } from './use-dashboard';

export function MembershipsPage() {
  usePageMeta({ title: 'My Membership(s)', description: 'Your memberships, their status and expiry.' });
  const dashboard = useDashboard();
  if (dashboard.isPending) return <Spinner label="Loading your memberships…" />;
  if (dashboard.isError) throw dashboard.error;
  return (
    <>
      <h1>My Membership(s)</h1>
      <Card title={dashboard.data.account.name}>
        <MembershipSummary memberships={dashboard.data.memberships} />
      </Card>
    </>
  );
}
