// Account Holder Information: the name is read-only; changes of name or business go through the
// provider (spec §2, §6: not self-service).
import { config } from '@/src/config';
import { phoneHref } from '@/src/shell/phone-href';
import { Card } from '@/ui/card';
import type { AccountRecord } from './use-account-data';

export function AccountHolderCard({ account }: { account: AccountRecord }) {
  const business = account.account_detail_type__c === 'Customer - Business';
  return (
    <Card title="Account Holder Information">
      <dl className="account-details">
        <div>
          <dt>{business ? 'Business Name' : 'Name'}</dt>
          <dd>{account.name}</dd>
        </div>
        <div>
          <dt>Account Type</dt>
          <dd>{account.account_detail_type__c}</dd>
        </div>
      </dl>
      <p className="account-note">
        To change the account holder&apos;s name or business, please contact Sea Tow at{' '}
        <a href={phoneHref(config.supportPhone)}>{config.supportPhone}</a> or{' '}
        <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>.
      </p>
    </Card>
  );
}
