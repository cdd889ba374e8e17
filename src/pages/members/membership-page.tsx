// `/members/memberships/$sfid`: one membership with its status rules, its local captain and links to
// its sub-pages: billing, boats and card here; renewal and upgrades as the panel's buttons, where the
// status rules allow them.
import { Link } from '@tanstack/react-router';
import type { Dashboard } from '@/api/queries/dashboard';
import { membershipView } from '@/machines/membership/membership-status';
import { useToday } from '@/src/shell/clock';
import { usePageMeta } from '@/src/shell/page-meta';
import { Card } from '@/ui/card';
import { MembershipBoats } from './boats/membership-boats';
import { DashboardGate } from './dashboard-gate';
import { LocalCaptain } from './local-captain';
import { membershipPaths } from './membership-links';
import { MembershipPanel } from './membership-panel';

export function MembershipPage({ sfid }: { sfid: string }) {
  usePageMeta({
    title: 'Membership Details',
    description: 'One membership, its status and what you can do.',
  });
  return (
    <>
      <p>
        <Link activeOptions={{ exact: true }} to="/members/memberships">
          Back to Membership Dashboard
        </Link>
      </p>
      <DashboardGate>{(dashboard) => <MembershipDetails dashboard={dashboard} sfid={sfid} />}</DashboardGate>
    </>
  );
}

function MembershipDetails({ dashboard, sfid }: { dashboard: Dashboard; sfid: string }) {
  const today = useToday();
  const membership = dashboard.memberships.find((m) => m.sfid === sfid);
  if (!membership) {
    return (
      <>
        <h1>Membership Details</h1>
        <p>This membership is not on your account.</p>
      </>
    );
  }
  const view = membershipView(membership, dashboard.account, today);
  const paths = membershipPaths(sfid);
  const links = [
    view.providedBy === null && { to: paths.billing, label: 'Billing & Auto-Renew' },
    { to: paths.boats, label: 'Boat & Home Port Information' },
    { to: paths.card, label: 'My Membership Card' },
  ].filter((l): l is { to: string; label: string } => Boolean(l));

  return (
    <>
      <h1>Membership Details</h1>
      <MembershipPanel membership={membership} account={dashboard.account} showLinks={false} />
      <Card title="Manage this membership">
        <ul className="link-grid">
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </Card>
      <MembershipBoats membership={membership} />
      {membership.aor && <LocalCaptain aor={membership.aor} />}
    </>
  );
}
