// `/members`: 'Welcome back, {account name}' and a short membership summary.
import { usePageMeta } from '@/src/shell/page-meta';
import { Card } from '@/src/ui/card';
import { LinkButton } from '@/src/ui/link-button';
import { Spinner } from '@/src/ui/spinner';
import { MembershipSummary } from './membership-summary';
import { useDashboard } from './use-dashboard';

export function MembersHomePage() {
  usePageMeta({ title: 'Member Portal', description: 'Your memberships at a glance.' });
  const dashboard = useDashboard();
  if (dashboard.isPending) return <Spinner label="Loading your memberships…" />;
  if (dashboard.isError) throw dashboard.error;
  return (
    <>
      <h1>Welcome back, {dashboard.data.account.name}</h1>
      <Card
        title="Your Memberships"
        actions={
          <LinkButton to="/members/memberships" variant="secondary">
            Membership Dashboard
          </LinkButton>
        }
      >
        <MembershipSummary memberships={dashboard.data.memberships} />
      </Card>
    </>
  );
}
