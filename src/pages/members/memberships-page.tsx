// `/members/memberships`: 'My Membership(s)', one card per membership with every status rule and
// reminder of spec §4, and the renewal and upgrade pickers.
import type { Dashboard } from '@/api/queries/dashboard';
import { membershipView } from '@/machines/membership/membership-status';
import { useToday } from '@/src/shell/clock';
import { usePageMeta } from '@/src/shell/page-meta';
import { Card } from '@/ui/card';
import { LinkButton } from '@/ui/link-button';
import { DashboardGate } from './dashboard-gate';
import { pickerPaths } from './membership-links';
import { MembershipPanel } from './membership-panel';
import { RenewalBanners } from './renewal-banners';
import { useAssociatedAccount } from './use-associated-account';

export function MembershipsPage() {
  usePageMeta({ title: 'My Membership(s)', description: 'Your memberships, their status and expiry.' });
  return <DashboardGate>{(dashboard) => <Memberships dashboard={dashboard} />}</DashboardGate>;
}

function Memberships({ dashboard }: { dashboard: Dashboard }) {
  useAssociatedAccount(dashboard.memberships);
  const today = useToday();
  const { account, memberships } = dashboard;
  const views = memberships.map((m) => membershipView(m, account, today));
  const pickers = [
    views.some((v) => v.renew) && { to: pickerPaths.renew, label: 'Renew a Membership' },
    views.some((v) => v.lakeToGoldUpgrade) && { to: pickerPaths.lakeToGold, label: 'Upgrade to Gold Card' },
    views.some((v) => v.trailerCareUpgrade) && {
      to: pickerPaths.trailerCare,
      label: 'Add or Upgrade Trailer Care',
    },
  ].filter((p): p is { to: string; label: string } => Boolean(p));

  return (
    <>
      <h1>My Membership(s)</h1>
      <p className="page-intro">{account.name}</p>
      <RenewalBanners account={account} memberships={memberships} />
      {memberships.length === 0 ? (
        <Card>
          <p>No memberships for this account</p>
        </Card>
      ) : (
        <div className="dash-memberships">
          {memberships.map((membership) => (
            <MembershipPanel key={membership.sfid} membership={membership} account={account} />
          ))}
        </div>
      )}
      {memberships.length > 1 && pickers.length > 0 && (
        <Card title="For all your memberships" level={2}>
          <div className="button-row">
            {pickers.map((picker) => (
              <LinkButton key={picker.to} to={picker.to} variant="secondary">
                {picker.label}
              </LinkButton>
            ))}
          </div>
        </Card>
      )}
    </>
  );
}
