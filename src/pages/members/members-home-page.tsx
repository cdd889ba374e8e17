// `/members`: 'Welcome back, {account name}', a membership summary with its reminders and the Savings
// Club teaser; on load the login is linked to its account (companion spec §2.4).
import type { Dashboard } from '@/api/queries/dashboard';
import { membershipView } from '@/machines/membership/membership-status';
import { useToday } from '@/src/shell/clock';
import { usePageMeta } from '@/src/shell/page-meta';
import { Card } from '@/ui/card';
import { LinkButton } from '@/ui/link-button';
import { DashboardGate } from './dashboard-gate';
import { ReminderNotice } from './membership-reminder';
import { MembershipSummary } from './membership-summary';
import { RenewalBanners } from './renewal-banners';
import { SavingsClubTeaser } from './savings-club-teaser';
import { useAssociatedAccount } from './use-associated-account';

export function MembersHomePage() {
  usePageMeta({ title: 'Member Portal', description: 'Your memberships at a glance.' });
  return <DashboardGate>{(dashboard) => <MembersHome dashboard={dashboard} />}</DashboardGate>;
}

function MembersHome({ dashboard }: { dashboard: Dashboard }) {
  useAssociatedAccount(dashboard.memberships);
  const today = useToday();
  const reminders = dashboard.memberships.flatMap((membership) => {
    const { reminder } = membershipView(membership, dashboard.account, today);
    return reminder ? [{ membership, reminder }] : [];
  });
  return (
    <>
      <h1>Welcome back, {dashboard.account.name}</h1>
      <RenewalBanners account={dashboard.account} memberships={dashboard.memberships} />
      <Card
        title="Your Memberships"
        actions={
          <LinkButton to="/members/memberships" variant="secondary">
            Membership Dashboard
          </LinkButton>
        }
      >
        <MembershipSummary
          memberships={dashboard.memberships}
          showExpirationDate={dashboard.account.account_detail_type__c !== 'Customer - Monthly'}
        />
        {reminders.length > 0 && (
          <div className="dash-summary-reminders">
            {reminders.map(({ membership, reminder }) => (
              <ReminderNotice
                key={membership.sfid}
                reminder={reminder}
                label={`${membership.membership_type__c} ${membership.membership_number__c}`}
              />
            ))}
          </div>
        )}
      </Card>
      <SavingsClubTeaser memberships={dashboard.memberships} />
    </>
  );
}
