// Partner accounts as the partner routes read them, and the ownership gate in front of every partner
// write: another partner's account answers 403 before anything about it is looked up or changed.
import type { Context } from 'hono';
import type { Queryable } from '../db/db';
import { ApiError } from '../http/api-error';
import { assertOwnAccount } from '../http/bearer';
import type { SandboxEnv } from '../http/env';

/** An account's public (shipping) and mailing (billing) address columns. */
export const ADDRESS_COLUMNS = [
  'shippingstreet',
  'shippingcity',
  'shippingstate',
  'shippingpostalcode',
  'shippingcountry',
  'billingstreet',
  'billingcity',
  'billingstate',
  'billingpostalcode',
  'billingcountry',
] as const;

export const PARTNER_ACCOUNT_COLUMNS = [
  'sfid',
  'id',
  'name',
  'type',
  'account_detail_type__c',
  'approval_status__c',
  'partner_status__c',
  'partner_description__c',
  'company_logo__c',
  'phone',
  'primary_phone_type__c',
  'public_facing_email_address__c',
  'public_facing_url__c',
  'partner_facebook__c',
  'partner_instagram__c',
  'partner_linkedin__c',
  'more_than_one_location__c',
  'services_requested__c',
  'approved_services__c',
  ...ADDRESS_COLUMNS,
] as const;

export type PartnerAccount = Record<(typeof PARTNER_ACCOUNT_COLUMNS)[number], unknown> & {
  sfid: string;
  id: number;
  name: string;
  company_logo__c: string | null;
  services_requested__c: string | null;
  approved_services__c: string | null;
};

export async function partnerAccountOf(db: Queryable, sfid: string): Promise<PartnerAccount | undefined> {
  const { rows } = await db.query<PartnerAccount>(
    `SELECT ${PARTNER_ACCOUNT_COLUMNS.join(', ')} FROM accounts WHERE sfid = $1 AND account_detail_type__c = 'Partner'`,
    [sfid],
  );
  return rows[0];
}

/** The caller's own partner account: 403 FORBIDDEN for anyone else's, 404 when it does not exist. */
export async function ownPartnerAccount(c: Context<SandboxEnv>, accountId: string): Promise<PartnerAccount> {
  assertOwnAccount(c, accountId);
  const account = await partnerAccountOf(c.get('db'), accountId);
  if (!account) throw new ApiError(404, ['NO_ACCOUNT_FOUND'], 'No partner account with this id.');
  return account;
}
