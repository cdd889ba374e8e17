// Member-side records as the contract returns them (openapi/src/base.yaml Account, Contact, Membership,
// Boat): the SELECT lists turn dates into 'YYYY-MM-DD' and numerics into numbers on both engines.
import type { Queryable } from '../db/db';
import { notFound } from '../http/api-error';

/** The account columns a member (or an application) writes: the two addresses and the phone. */
export const ACCOUNT_ADDRESS_FIELDS = [
  'billingstreet',
  'billingcity',
  'billingstate',
  'billingpostalcode',
  'billingcountry',
  'shippingstreet',
  'shippingcity',
  'shippingstate',
  'shippingpostalcode',
  'shippingcountry',
  'phone',
] as const;

export const ACCOUNT_SELECT = `SELECT a.sfid, a.id, a.name, a.type, a.account_detail_type__c,
  a.billingstreet, a.billingcity, a.billingstate, a.billingpostalcode, a.billingcountry,
  a.shippingstreet, a.shippingcity, a.shippingstate, a.shippingpostalcode, a.shippingcountry, a.phone,
  a.referral_credits__c::float8 AS referral_credits__c, a.heroku_external_id__c,
  CASE WHEN p.sfid IS NULL THEN NULL ELSE json_build_object('name', p.name) END AS parent_account
  FROM accounts a LEFT JOIN accounts p ON p.sfid = a.parent_account__c`;

export const CONTACT_SELECT = `SELECT sfid, id, accountid, firstname, lastname, email, phone, mobilephone, homephone,
  salutation, contact_type__c, contact_status__c, communication_preferences__c, sms_opt_in__c,
  mobile_push_notification_opt_in__c, heroku_external_id__c FROM contacts`;

export const MEMBERSHIP_SELECT = `SELECT m.sfid, m.id, m.heroku_external_id__c, m.account__c, m.membership_contact__c,
  m.membership_number__c, m.membership_type__c, m.membership_status__c,
  to_char(m.membership_effective_date__c, 'YYYY-MM-DD') AS membership_effective_date__c,
  to_char(m.membership_expiration_date__c, 'YYYY-MM-DD') AS membership_expiration_date__c,
  to_char(m.member_since__c, 'YYYY-MM-DD') AS member_since__c, m.auto_renew__c,
  CASE WHEN m.auto_renew__c AND m.membership_expiration_date__c IS NOT NULL
    THEN to_char(m.membership_expiration_date__c - 10, 'YYYY-MM-DD') END AS auto_renew_date,
  m.multiyear_product, m.renewal_product__c, m.trailer_care_type__c, m.primary_boat__c, m.primary_membership__c,
  m.card_type__c, m.card_name__c, m.card_expiration_date__c, m.last_4_digits__c,
  m.communication_member_renewal_amount__c::float8 AS communication_member_renewal_amount__c,
  m.renewal_promotion_code__c, m.renewal_promo_dollar_value__c::float8 AS renewal_promo_dollar_value__c,
  CASE WHEN m.renewal_promotion_name IS NULL THEN NULL ELSE json_build_object('name', m.renewal_promotion_name) END
    AS renewal_promotion_details,
  m.referral_credit_amount__c::float8 AS referral_credit_amount__c,
  m.shopping_cart_membership_type__c, m.shopping_cart_trailer_care_type__c, m.apple_pass__c, m.google_pass__c,
  (SELECT p.name FROM accounts a JOIN accounts p ON p.sfid = a.parent_account__c WHERE a.sfid = m.account__c) AS sponsor_name,
  (SELECT a.heroku_external_id__c FROM accounts a WHERE a.sfid = m.account__c) AS account__r__heroku_external_id__c,
  (SELECT c.heroku_external_id__c FROM contacts c WHERE c.sfid = m.membership_contact__c) AS membership_contact__r__heroku_external_id__c
  FROM memberships m`;

export const BOAT_SELECT = `SELECT id, sfid, name__c, boat_make__c, year__c, length__c::float8 AS length__c, color__c,
  hull_type__c, engine_type__c, number_of_engines__c, fuel_type__c, hin__c, registration_document__c, boat_status__c,
  boat_transfer_type__c, primary_boat__c, home_port_type__c, home_port_city__c, home_port_state__c,
  home_port_country__c, marina_name__c, address__c, geolocation__latitude__s, geolocation__longitude__s, aor__c,
  franchisee_aor_link__c, no_boat_reason__c, name_of_boat_club__c, related_membership__c, account__c, contact__c
  FROM boats`;

export type MembershipRow = {
  sfid: string;
  account__c: string;
  membership_type__c: string;
  membership_status__c: string;
  membership_expiration_date__c: string | null;
  trailer_care_type__c: string | null;
  auto_renew__c: boolean;
  [column: string]: unknown;
};

export async function one<T>(db: Queryable, sql: string, params: unknown[], what: string): Promise<T> {
  const { rows } = await db.query<T>(sql, params);
  const row = rows[0];
  if (!row) throw notFound(what);
  return row;
}

export const membershipBySfid = (db: Queryable, sfid: string) =>
  one<MembershipRow>(db, `${MEMBERSHIP_SELECT} WHERE m.sfid = $1`, [sfid], 'The membership');

export const membershipByExtId = (db: Queryable, extId: string) =>
  one<MembershipRow>(
    db,
    `${MEMBERSHIP_SELECT} WHERE m.heroku_external_id__c = $1`,
    [extId],
    'The membership',
  );

export const accountBySfid = (db: Queryable, sfid: string) =>
  one<Record<string, unknown>>(db, `${ACCOUNT_SELECT} WHERE a.sfid = $1`, [sfid], 'The account');

/** An UPDATE of the given columns (names come from the validated body's schema, never from free input). */
export function setClause(fields: Record<string, unknown>, allowed: readonly string[], firstParam = 1) {
  const columns = Object.keys(fields).filter((key) => allowed.includes(key));
  return {
    sql: columns.map((column, i) => `${column} = $${i + firstParam}`).join(', '),
    params: columns.map((column) => fields[column]),
    empty: columns.length === 0,
  };
}

/** 'YYYY-MM-DD' of an instant, in UTC. */
export const isoDate = (instant: Date) => instant.toISOString().slice(0, 10);

/** The allowed keys of a validated body part. */
export const pick = (fields: Record<string, unknown>, allowed: readonly string[]): Record<string, unknown> =>
  Object.fromEntries(Object.entries(fields).filter(([key]) => allowed.includes(key)));

/** INSERT of a row whose column names come from the code (and a validated body's allowed keys). */
export async function insertRow(
  db: Queryable,
  table: string,
  values: Record<string, unknown>,
): Promise<void> {
  const columns = Object.keys(values);
  await db.query(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
    columns.map((column) => values[column]),
  );
}
