// The partner account card of the dashboard and the account page (companion spec §2.3): the approval
// warning banner when not 'Approved' (§4) (and the awaiting notice), logo, name, public URL, phone, public e-mail and
// address, social links, and an optional 'View All Account Information' link.
import { Link } from '@tanstack/react-router';
import type { PartnerAccount } from '@/api/queries/partner';
import { approvalView, AWAITING_APPROVAL_NOTICE } from '@/machines/partner/partner-rules';
import { Alert } from '@/ui/alert';
import { Card } from '@/ui/card';

/** Spec §5: an external link without a scheme gets '//' in front so it leaves the portal. */
export const externalHref = (url: string): string =>
  /^[a-z][a-z0-9+.-]*:|^\/\//i.test(url) ? url : `//${url}`;

export function PartnerAccountCard({
  account,
  linkToAccount,
}: {
  account: PartnerAccount;
  linkToAccount: boolean;
}) {
  const approval = approvalView(account.approval_status__c);
  const address = [
    account.shippingstreet,
    [account.shippingcity, account.shippingstate, account.shippingpostalcode].filter(Boolean).join(', '),
    account.shippingcountry,
  ].filter(Boolean);
  const socials = [
    ['Instagram', account.partner_instagram__c],
    ['Facebook', account.partner_facebook__c],
    ['LinkedIn', account.partner_linkedin__c],
  ].filter((entry): entry is [string, string] => Boolean(entry[1]));
  return (
    <Card title="Account Information">
      {approval.banner && (
        <Alert kind="warning">
          Approval status: <strong>{account.approval_status__c ?? 'Not yet reviewed'}</strong>
        </Alert>
      )}
      {approval.notice && <p className="programs-notice">{AWAITING_APPROVAL_NOTICE}</p>}
      {account.company_logo__c && (
        <img
          className="partner-card__logo"
          src={account.company_logo__c}
          alt={`${account.name ?? 'Company'} logo`}
        />
      )}
      <dl className="partner-card__details">
        <dt>Business</dt>
        <dd>{account.name}</dd>
        <dt>Approval status</dt>
        <dd>{account.approval_status__c ?? '—'}</dd>
        {account.public_facing_url__c && (
          <>
            <dt>Website</dt>
            <dd>
              <a href={externalHref(account.public_facing_url__c)}>{account.public_facing_url__c}</a>
            </dd>
          </>
        )}
        {account.phone && (
          <>
            <dt>Phone</dt>
            <dd>{account.phone}</dd>
          </>
        )}
        {account.public_facing_email_address__c && (
          <>
            <dt>Public e-mail</dt>
            <dd>{account.public_facing_email_address__c}</dd>
          </>
        )}
        {address.length > 0 && (
          <>
            <dt>Address</dt>
            <dd>{address.join(' · ')}</dd>
          </>
        )}
      </dl>
      {socials.length > 0 && (
        <ul className="partner-card__social" aria-label="Social links">
          {socials.map(([label, url]) => (
            <li key={label}>
              <a href={externalHref(url)}>{label}</a>
            </li>
          ))}
        </ul>
      )}
      {linkToAccount && <Link to="/programs/account">View All Account Information</Link>}
    </Card>
  );
}
