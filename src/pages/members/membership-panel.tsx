// One membership on the dashboard with every status rule of spec §4 applied (rules from
// machines/membership/membership-status.ts, today from the clock).
import { Link } from '@tanstack/react-router';
import type { DashboardAccount, DashboardMembership } from '@/api/queries/dashboard';
import { membershipView, statusLabel } from '@/machines/membership/membership-status';
import { useToday } from '@/src/shell/clock';
import { LinkButton } from '@/ui/link-button';
import { membershipPaths } from './membership-links';
import { ProcessedNotice, ProvidedBy, StatusNoticeText } from './membership-notices';
import { ReminderNotice } from './membership-reminder';
import { formatDate } from './membership-summary';

export interface MembershipPanelProps {
  membership: DashboardMembership;
  account: DashboardAccount;
  /** Heading level of the membership type. */
  level?: 2 | 3;
  /** Links to the membership's pages (its own page lists them itself). */
  showLinks?: boolean;
}

const primaryBoatOf = (membership: DashboardMembership) =>
  membership.boats.find((b) => b.sfid === membership.primary_boat__c) ??
  membership.boats.find((b) => b.primary_boat__c) ??
  membership.boats[0];

export function MembershipPanel({ membership, account, level = 2, showLinks = true }: MembershipPanelProps) {
  const today = useToday();
  const view = membershipView(membership, account, today);
  const paths = membershipPaths(membership.sfid);
  const Heading = `h${level}` as const;
  const headingId = `membership-${membership.sfid}`;
  const boat = primaryBoatOf(membership);
  const provided = view.providedBy !== null;

  return (
    <article className="dash-membership" aria-labelledby={headingId} data-membership={membership.sfid}>
      <header className="dash-membership__header">
        <Heading id={headingId} className="dash-membership__title">
          {membership.membership_type__c}
        </Heading>
        <span
          className={`dash-status dash-status--${statusLabel(membership.membership_status__c).replace(/\W+/g, '-')}`}
        >
          {statusLabel(membership.membership_status__c)}
        </span>
      </header>

      {view.providedBy !== null && <ProvidedBy sponsor={view.providedBy} />}
      {view.statusNotice && <StatusNoticeText notice={view.statusNotice} />}
      {view.reminder && <ReminderNotice reminder={view.reminder} />}
      {view.processedNotice && <ProcessedNotice />}

      <dl className="dash-facts">
        <div>
          <dt>Membership Number</dt>
          <dd>{membership.membership_number__c}</dd>
        </div>
        {membership.membership_effective_date__c && (
          <div>
            <dt>Effective Date</dt>
            <dd>{formatDate(membership.membership_effective_date__c)}</dd>
          </div>
        )}
        {view.showExpirationDate && membership.membership_expiration_date__c && (
          <div>
            <dt>Expiration Date</dt>
            <dd>{formatDate(membership.membership_expiration_date__c)}</dd>
          </div>
        )}
        {!provided && (
          <div>
            <dt>Automatic Renewal</dt>
            <dd>{membership.auto_renew__c ? 'Enrolled' : 'Not Enrolled'}</dd>
          </div>
        )}
        {view.autoRenewDate && (
          <div>
            <dt>Auto-Renew Date</dt>
            <dd>{formatDate(view.autoRenewDate)}</dd>
          </div>
        )}
        {membership.trailer_care_type__c && (
          <div>
            <dt>Trailer Care</dt>
            <dd>
              {membership.trailer_care_type__c === 'Trailer Care Universal'
                ? 'Trailer Care Plus'
                : 'Trailer Care'}
            </dd>
          </div>
        )}
        <div>
          <dt>Primary Boat</dt>
          <dd>{boat ? (boat.name__c ?? boat.boat_make__c ?? 'Unnamed boat') : 'No boat on file'}</dd>
        </div>
      </dl>

      {(view.renew || view.enrollNow || view.trailerCareUpgrade || view.lakeToGoldUpgrade) && (
        <div className="button-row dash-membership__actions">
          {view.renew && (
            <LinkButton to={paths.renew} variant={view.renew === 'Renew Now' ? 'primary' : 'secondary'}>
              {view.renew}
            </LinkButton>
          )}
          {view.enrollNow && (
            <LinkButton to={paths.enrolment} variant="secondary">
              Enroll Now
            </LinkButton>
          )}
          {view.lakeToGoldUpgrade && (
            <LinkButton to={paths.lakeToGold} variant="secondary">
              Upgrade to Gold Card
            </LinkButton>
          )}
          {view.trailerCareUpgrade && (
            <LinkButton to={paths.trailerCare} variant="secondary">
              {membership.trailer_care_type__c ? 'Upgrade to Trailer Care Plus' : 'Add Trailer Care'}
            </LinkButton>
          )}
        </div>
      )}

      {showLinks && (
        <nav
          className="dash-membership__links"
          aria-label={`${membership.membership_type__c} ${membership.membership_number__c}`}
        >
          <Link to={paths.page}>Membership Details</Link>
          <Link to={paths.card}>Membership Card</Link>
          <Link to={paths.boats}>Boats</Link>
          {!provided && <Link to={paths.billing}>Billing &amp; Auto-Renew</Link>}
        </nav>
      )}
    </article>
  );
}
