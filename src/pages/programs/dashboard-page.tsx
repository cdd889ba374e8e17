// The programs dashboard (companion spec §2.3 'Dashboard'): 'Complete your registration' (collapsible,
// counted, hidden at zero), 'Your Programs', 'Additional Programs' (only programs not yet joined), the
// 'Account Information' aside and 'Quick Links'.
import { useQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { partnerProgramsQueryOptions, type PartnerPrograms } from '@/api/queries/partner';
import {
  canCreateSavingsClubOffers,
  hasNoActivePrograms,
  INCOMPLETE_REGISTRATION,
  missingRegistrationFields,
  NO_ACTIVE_PROGRAMS,
} from '@/machines/partner/partner-rules';
import { usePageMeta } from '@/src/shell/page-meta';
import { Card } from '@/ui/card';
import { Spinner } from '@/ui/spinner';
import { PartnerAccountCard } from './partner-account-card';
import { usePartnerAccountId } from './partner-account-id';

export const DASHBOARD_HEADING = 'Programs Dashboard';

const ADDITIONAL_PROGRAMS = [
  {
    key: 'sea_care',
    title: 'Sea Care',
    text: 'Bundle memberships with the products you sell.',
    to: '/programs/sea-care/apply',
  },
  {
    key: 'membership_kits',
    title: 'Membership Kits',
    text: 'Buy membership kits wholesale for your customers.',
    to: '/programs/membership-kit/apply',
  },
] as const;

function RegistrationPanel({ missing }: { missing: string[] }) {
  if (missing.length === 0) return null;
  return (
    <details className="programs-panel" open>
      <summary>
        Complete your registration <span className="programs-panel__count">1</span>
      </summary>
      {/* The notice says the link is 'on the right': it is, beside the text, from tablet width up. */}
      <div className="programs-panel__task">
        <div>
          <p>{INCOMPLETE_REGISTRATION}</p>
          <p>Missing: {missing.join(', ')}</p>
        </div>
        <Link to="/programs/account" search={{ form_open: true }}>
          Complete your business information
        </Link>
      </div>
    </details>
  );
}

function YourPrograms({ programs }: { programs: PartnerPrograms['programs'] }) {
  const club = programs.savings_club;
  const joined = ADDITIONAL_PROGRAMS.filter((p) => programs[p.key]);
  return (
    <Card title="Your Programs">
      {hasNoActivePrograms(programs) && <p>{NO_ACTIVE_PROGRAMS}</p>}
      {club && (
        <Card title="Savings Club" level={3}>
          <dl className="programs-counts">
            <dt>Active</dt>
            <dd>{club.active.length}</dd>
            <dt>Awaiting Approval</dt>
            <dd>{club.awaiting_approval.length}</dd>
            <dt>Prior</dt>
            <dd>{club.prior.length}</dd>
          </dl>
          <Link to="/programs/savings-club-offers">Manage Offers</Link>
        </Card>
      )}
      {joined.map((p) => (
        <Card key={p.key} title={p.title} level={3}>
          <p>Status: {programs[p.key]?.status}</p>
        </Card>
      ))}
    </Card>
  );
}

export function DashboardPage() {
  usePageMeta({ title: DASHBOARD_HEADING });
  const accountId = usePartnerAccountId();
  const { api } = useRouteContext({ from: '__root__' });
  const query = useQuery(partnerProgramsQueryOptions(api, accountId));
  if (!query.data) return <Spinner label="Loading your programs…" />;
  const { account, programs } = query.data;
  const additional = ADDITIONAL_PROGRAMS.filter((p) => !programs[p.key]);
  return (
    <div className="programs-dashboard">
      <h1>{DASHBOARD_HEADING}</h1>
      <div className="programs-dashboard__main">
        <RegistrationPanel missing={missingRegistrationFields(account)} />
        <YourPrograms programs={programs} />
        {additional.length > 0 && (
          <Card title="Additional Programs">
            {additional.map((p) => (
              <Card key={p.key} title={p.title} level={3}>
                <p>{p.text}</p>
                <Link to={p.to}>Learn More</Link>
              </Card>
            ))}
          </Card>
        )}
      </div>
      <aside className="programs-dashboard__aside" aria-label="Account Information">
        <PartnerAccountCard account={account} linkToAccount />
        <Card title="Quick Links">
          <ul>
            {canCreateSavingsClubOffers(programs) && (
              <li>
                <Link to="/programs/savings-club-offers/new">Create a New Offer</Link>
              </li>
            )}
            <li>
              <Link to="/programs/account">Account Details & Preferences</Link>
            </li>
            <li>
              <Link to="/programs/apply">Programs participant application</Link>
            </li>
          </ul>
        </Card>
      </aside>
    </div>
  );
}
