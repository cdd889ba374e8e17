// Reading accounts, contacts and memberships (with boats, local operator and stored card) in the
// contract's shapes. Dates are selected as ISO `YYYY-MM-DD` text and numerics as float8 so both
// engines (PGlite, node-postgres) answer the same JSON.
import type { components } from '@/openapi/schema.gen';
import type { Queryable } from '../db/db';

type Account = components['schemas']['Account'];
type Contact = components['schemas']['Contact'];
type Aor = components['schemas']['Aor'];
type Boat = components['schemas']['Boat'];
type MembershipWithRelations = components['schemas']['MembershipWithRelations'];

export const AOR_SELECT = `SELECT sfid, name, description, captain_name__c, email, home_page_url__c, x24_hour_phone__c,
  facebook_url__c, instagram_url__c, twitter_url__c, photo_url__c, region_name__c, sales_tax_rate__c::float8 AS sales_tax_rate__c,
  latitude, longitude, status__c FROM aors`;

export async function accountBySfid(db: Queryable, sfid: string): Promise<Account | undefined> {
  const { rows } = await db.query<Account & { parent_name: string | null }>(
    `SELECT a.id, a.sfid, a.name, a.type, a.account_detail_type__c,
       a.billingstreet, a.billingcity, a.billingstate, a.billingpostalcode, a.billingcountry,
       a.shippingstreet, a.shippingcity, a.shippingstate, a.shippingpostalcode, a.shippingcountry,
       a.phone, a.referral_credits__c::float8 AS referral_credits__c, a.heroku_external_id__c, p.name AS parent_name
     FROM accounts a LEFT JOIN accounts p ON p.sfid = a.parent_account__c WHERE a.sfid = $1`,
    [sfid],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { parent_name, ...account } = row;
  return { ...account, parent_account: parent_name ? { name: parent_name } : null };
}

export async function contactsOfAccount(db: Queryable, accountId: string): Promise<Contact[]> {
  const { rows } = await db.query<Contact>(
    `SELECT id, sfid, accountid, firstname, lastname, email, phone, mobilephone, homephone, salutation, contact_type__c,
       contact_status__c, communication_preferences__c, sms_opt_in__c, mobile_push_notification_opt_in__c, heroku_external_id__c
     FROM contacts WHERE accountid = $1 ORDER BY (contact_type__c = 'Primary Contact') DESC, id`,
    [accountId],
  );
  return rows;
}

const MEMBERSHIP_SELECT = `SELECT m.id, m.sfid, m.heroku_external_id__c, m.account__c, m.membership_contact__c, m.membership_number__c,
   m.membership_type__c, m.membership_status__c,
   m.membership_effective_date__c::text AS membership_effective_date__c,
   m.membership_expiration_date__c::text AS membership_expiration_date__c,
   m.member_since__c::text AS member_since__c, m.auto_renew__c,
   CASE WHEN m.auto_renew__c THEN (m.membership_expiration_date__c - 10)::text END AS auto_renew_date,
   m.multiyear_product, m.renewal_product__c, m.trailer_care_type__c, m.primary_boat__c, m.primary_membership__c,
   m.card_type__c, m.card_name__c, m.card_expiration_date__c, m.last_4_digits__c,
   m.communication_member_renewal_amount__c::float8 AS communication_member_renewal_amount__c,
   m.renewal_promotion_code__c, m.renewal_promo_dollar_value__c::float8 AS renewal_promo_dollar_value__c,
   m.renewal_promotion_name, m.referral_credit_amount__c::float8 AS referral_credit_amount__c,
   m.shopping_cart_membership_type__c, m.shopping_cart_trailer_care_type__c, m.apple_pass__c, m.google_pass__c,
   sponsor.name AS sponsor_name, a.heroku_external_id__c AS account__r__heroku_external_id__c,
   c.heroku_external_id__c AS membership_contact__r__heroku_external_id__c,
   pp.pymt__last_4_digits__c
 FROM memberships m
 JOIN accounts a ON a.sfid = m.account__c
 LEFT JOIN accounts sponsor ON sponsor.sfid = a.parent_account__c
 LEFT JOIN contacts c ON c.sfid = m.membership_contact__c
 LEFT JOIN payment_profiles pp ON pp.membership__c = m.sfid`;

const BOAT_SELECT = `SELECT id, sfid, name__c, boat_make__c, year__c, length__c::float8 AS length__c, color__c, hull_type__c, engine_type__c,
   number_of_engines__c, fuel_type__c, hin__c, registration_document__c, boat_status__c, boat_transfer_type__c, primary_boat__c,
   home_port_type__c, home_port_city__c, home_port_state__c, home_port_country__c, marina_name__c, address__c,
   geolocation__latitude__s, geolocation__longitude__s, aor__c, franchisee_aor_link__c, no_boat_reason__c, name_of_boat_club__c,
   related_membership__c, account__c, contact__c
 FROM boats`;

type MembershipRow = Omit<
  MembershipWithRelations,
  'boats' | 'aor' | 'payment_profile' | 'renewal_promotion_details'
> & {
  renewal_promotion_name: string | null;
  pymt__last_4_digits__c: string | null;
};

async function withRelations(
  db: Queryable,
  memberships: MembershipRow[],
): Promise<MembershipWithRelations[]> {
  if (memberships.length === 0) return [];
  const ids = memberships.map((m) => m.sfid);
  const { rows: boats } = await db.query<Boat>(
    `${BOAT_SELECT} WHERE related_membership__c = ANY($1) ORDER BY primary_boat__c DESC, id`,
    [ids],
  );
  const aorIds = [...new Set(boats.map((b) => b.aor__c).filter((id): id is string => Boolean(id)))];
  const { rows: aors } = aorIds.length
    ? await db.query<Aor>(`${AOR_SELECT} WHERE sfid = ANY($1)`, [aorIds])
    : { rows: [] as Aor[] };
  return memberships.map(({ renewal_promotion_name, pymt__last_4_digits__c, ...membership }) => {
    const own = boats.filter((b) => b.related_membership__c === membership.sfid);
    const primary =
      own.find((b) => b.sfid === membership.primary_boat__c) ?? own.find((b) => b.primary_boat__c) ?? own[0];
    return {
      ...membership,
      renewal_promotion_details: renewal_promotion_name ? { name: renewal_promotion_name } : null,
      boats: own,
      aor: aors.find((a) => a.sfid === primary?.aor__c) ?? null,
      payment_profile: pymt__last_4_digits__c ? { arb_details: { pymt__last_4_digits__c } } : null,
    };
  });
}

export async function membershipsOfAccount(
  db: Queryable,
  accountId: string,
): Promise<MembershipWithRelations[]> {
  const { rows } = await db.query<MembershipRow>(
    `${MEMBERSHIP_SELECT} WHERE m.account__c = $1 ORDER BY m.primary_membership__c DESC, m.membership_expiration_date__c DESC NULLS LAST, m.id`,
    [accountId],
  );
  return withRelations(db, rows);
}

export async function membershipBySfid(
  db: Queryable,
  sfid: string,
): Promise<MembershipWithRelations | undefined> {
  const { rows } = await db.query<MembershipRow>(`${MEMBERSHIP_SELECT} WHERE m.sfid = $1`, [sfid]);
  return (await withRelations(db, rows))[0];
}
