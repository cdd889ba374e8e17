// The within-10-days banner (spec §4) for each membership that qualifies.
import type { DashboardAccount, DashboardMembership } from '@/api/queries/dashboard';
import { membershipView } from '@/machines/membership/membership-status';
import { useToday } from '@/src/shell/clock';
import { membershipPaths } from './membership-links';
import { RenewalBanner } from './membership-reminder';

export function RenewalBanners({
  account,
  memberships,
}: {
  account: DashboardAccount;
  memberships: readonly DashboardMembership[];
}) {
  const today = useToday();
  return memberships.map((membership) => {
    const view = membershipView(membership, account, today);
    if (!view.renewalBanner || view.daysToExpiry === null) return null;
    const paths = membershipPaths(membership.sfid);
    return (
      <RenewalBanner
        key={membership.sfid}
        label={`${membership.membership_type__c} membership (${membership.membership_number__c})`}
        days={view.daysToExpiry}
        renewTo={paths.renew}
        {...(view.enrollNow ? { enrolTo: paths.enrolment } : {})}
      />
    );
  });
}
