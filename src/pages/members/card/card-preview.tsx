// The membership card as printed (spec §2 'Card preview shows name, membership number, local operator
// description and phone, main phone, and Emergency: Call the Coast Guard (VHF 16 or 911)').
import { formatDate } from '@/screens/auto-renew/format-date';
import { config } from '@/src/config';
import { phoneHref } from '@/src/shell/phone-href';
import type { AccountOfDashboard, MembershipOfDashboard } from '../billing/use-membership-of-account';

export const COAST_GUARD = 'Emergency: Call the Coast Guard (VHF 16 or 911)';

export function CardPreview({
  account,
  membership,
}: {
  account: AccountOfDashboard;
  membership: MembershipOfDashboard;
}) {
  const aor = membership.aor;
  return (
    <figure className="member-card" aria-label="Membership card preview">
      <div className="member-card__band">
        <span className="member-card__brand">Boat Assist</span>
        <span className="member-card__type">{membership.membership_type__c}</span>
      </div>
      <dl className="member-card__body">
        <div>
          <dt>Name</dt>
          <dd className="member-card__name">{account.name}</dd>
        </div>
        <div>
          <dt>Membership Number</dt>
          <dd className="member-card__number">{membership.membership_number__c}</dd>
        </div>
        {membership.membership_expiration_date__c && (
          <div>
            <dt>Expires</dt>
            <dd>{formatDate(membership.membership_expiration_date__c)}</dd>
          </div>
        )}
        <div>
          <dt>Main Phone</dt>
          <dd>
            <a href={phoneHref(config.supportPhone)}>{config.supportPhone}</a>
          </dd>
        </div>
        <div className="member-card__wide">
          <dt>Local Operator</dt>
          <dd>
            {aor ? (
              <>
                {aor.description || aor.name}
                <br />
                <a href={phoneHref(aor.x24_hour_phone__c)}>{aor.x24_hour_phone__c}</a>
              </>
            ) : (
              'Your Local Sea Tow Captain'
            )}
          </dd>
        </div>
      </dl>
      <figcaption className="member-card__emergency">{COAST_GUARD}</figcaption>
    </figure>
  );
}
