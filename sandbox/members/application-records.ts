// The purchase flow's application records (member spec §4): account, primary contact and a not-yet-paid
// membership, named by their external ids. Anonymous callers write them but never read their personal data
// back (decision 193): create and update answer the references and the cart only, and the one read of the
// whole records is for the account's own login.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/db';
import { notFound } from '../http/api-error';
import {
  ACCOUNT_ADDRESS_FIELDS,
  accountBySfid,
  CONTACT_SELECT,
  insertRow,
  MEMBERSHIP_SELECT,
  one,
  pick,
  setClause,
} from './records';

/** New application membership records carry a provisional number and no paid status until checkout. */
export const APPLICATION_STATUS = 'Pending Activation';

const ACCOUNT_FIELDS = ['name', 'account_detail_type__c', ...ACCOUNT_ADDRESS_FIELDS] as const;
const CONTACT_FIELDS = ['firstname', 'lastname', 'email', 'mobilephone', 'sms_opt_in__c'] as const;
const MEMBERSHIP_FIELDS = [
  'shopping_cart_membership_type__c',
  'shopping_cart_trailer_care_type__c',
  'multiyear_product',
] as const;

type Fields = Record<string, unknown>;
export type ApplicationBody = { account: Fields; contact: Fields; membership__c: Fields };
export type ApplicationIds = {
  account_hc_ext_id: string;
  contact_hc_ext_id: string;
  membership_hc_ext_id?: string;
};
/** An application's records by sfid (the membership record may not exist yet). */
export type Application = { account: string; contact: string; membership: string | null };

/** The application named by its external ids (404 when they do not name one application). */
export async function applicationByIds(db: Queryable, ids: ApplicationIds): Promise<Application> {
  const { rows } = await db.query<Application>(
    `SELECT a.sfid AS account, c.sfid AS contact,
            (SELECT m.sfid FROM memberships m WHERE m.account__c = a.sfid
                AND ($3::text IS NULL OR m.heroku_external_id__c = $3) ORDER BY m.created_at LIMIT 1) AS membership
       FROM accounts a JOIN contacts c ON c.accountid = a.sfid AND c.heroku_external_id__c = $2
      WHERE a.heroku_external_id__c = $1`,
    [ids.account_hc_ext_id, ids.contact_hc_ext_id, ids.membership_hc_ext_id ?? null],
  );
  const found = rows[0];
  if (!found || (ids.membership_hc_ext_id && !found.membership)) throw notFound('The application account');
  return found;
}

/**
 * Spec §4 e-mail check: who is on file with this primary-contact e-mail — a member (paid, or with a portal
 * login), and the oldest abandoned application (neither), which a new application with the e-mail resumes.
 */
export async function applicationsByEmail(
  db: Queryable,
  email: string,
): Promise<{ member: boolean; abandoned: Application | null }> {
  const { rows } = await db.query<Application & { paid: boolean; login: boolean }>(
    `SELECT a.sfid AS account, c.sfid AS contact,
            (SELECT m.sfid FROM memberships m WHERE m.account__c = a.sfid ORDER BY m.created_at LIMIT 1) AS membership,
            EXISTS (SELECT 1 FROM payments p JOIN memberships m ON m.sfid = p.membership_sfid WHERE m.account__c = a.sfid)
              OR EXISTS (SELECT 1 FROM memberships m WHERE m.account__c = a.sfid AND m.membership_status__c <> $2) AS paid,
            EXISTS (SELECT 1 FROM users u WHERE u.account_id = a.sfid) AS login
       FROM contacts c JOIN accounts a ON a.sfid = c.accountid
      WHERE lower(c.email) = lower($1) AND c.contact_type__c = 'Primary Contact' AND a.account_detail_type__c <> 'Partner'
      ORDER BY a.created_at`,
    [email.trim(), APPLICATION_STATUS],
  );
  const member = rows.some((row) => row.paid || row.login);
  const abandoned = member ? undefined : rows.find((row) => !row.paid && !row.login);
  return {
    member,
    abandoned: abandoned
      ? { account: abandoned.account, contact: abandoned.contact, membership: abandoned.membership }
      : null,
  };
}

/** A not-yet-paid membership record for an application (no effective date until checkout). */
async function insertMembership(tx: Queryable, account: string, contact: string, cart: Fields) {
  const membership = `a0M-${randomUUID()}`;
  await insertRow(tx, 'memberships', {
    ...pick(cart, MEMBERSHIP_FIELDS),
    sfid: membership,
    account__c: account,
    membership_contact__c: contact,
    membership_number__c: `APP-${membership.slice(4, 14).toUpperCase()}`,
    membership_type__c: (cart.shopping_cart_membership_type__c as string | null | undefined) ?? 'Gold Card',
    membership_status__c: APPLICATION_STATUS,
  });
  return membership;
}

/** A new application: account, primary contact and membership record. */
export async function createApplication(tx: Queryable, body: ApplicationBody): Promise<Application> {
  const account = `001-${randomUUID()}`;
  const contact = `003-${randomUUID()}`;
  await insertRow(tx, 'accounts', {
    account_detail_type__c: 'Customer - Retail',
    ...pick(body.account, ACCOUNT_FIELDS),
    sfid: account,
  });
  await insertRow(tx, 'contacts', {
    ...pick(body.contact, CONTACT_FIELDS),
    sfid: contact,
    accountid: account,
    contact_type__c: 'Primary Contact',
  });
  return { account, contact, membership: await insertMembership(tx, account, contact, body.membership__c) };
}

/** Writes the body's fields over an application (adding its membership record when it has none). */
export async function updateApplication(
  tx: Queryable,
  application: Application,
  body: ApplicationBody,
): Promise<Application> {
  const membership =
    application.membership ??
    (await insertMembership(tx, application.account, application.contact, body.membership__c));
  const updates: [string, readonly string[], Fields, string][] = [
    ['accounts', ACCOUNT_FIELDS, body.account, application.account],
    ['contacts', CONTACT_FIELDS, body.contact, application.contact],
    ['memberships', MEMBERSHIP_FIELDS, body.membership__c, membership],
  ];
  for (const [table, allowed, fields, sfid] of updates) {
    const set = setClause(fields, allowed, 2);
    if (!set.empty) await tx.query(`UPDATE ${table} SET ${set.sql} WHERE sfid = $1`, [sfid, ...set.params]);
  }
  return { ...application, membership };
}

/** What create and update answer: the records' external ids and the cart, no personal data. */
export async function applicationReferences(db: Queryable, application: Application) {
  const { rows } = await db.query<{ account: string; contact: string }>(
    `SELECT a.heroku_external_id__c AS account, c.heroku_external_id__c AS contact
       FROM accounts a, contacts c WHERE a.sfid = $1 AND c.sfid = $2`,
    [application.account, application.contact],
  );
  const membership = application.membership
    ? await one<Fields>(
        db,
        `SELECT heroku_external_id__c, ${MEMBERSHIP_FIELDS.join(', ')} FROM memberships WHERE sfid = $1`,
        [application.membership],
        'The membership',
      )
    : null;
  return {
    account: { heroku_external_id__c: rows[0]!.account },
    contact: { heroku_external_id__c: rows[0]!.contact },
    membership__c: membership,
  };
}

/** The whole records (account, primary contact, membership or null), for the account's own login. */
export async function applicationRecords(db: Queryable, application: Application) {
  return {
    account: await accountBySfid(db, application.account),
    contact: await one<Fields>(db, `${CONTACT_SELECT} WHERE sfid = $1`, [application.contact], 'The contact'),
    membership__c: application.membership
      ? await one<Fields>(
          db,
          `${MEMBERSHIP_SELECT} WHERE m.sfid = $1`,
          [application.membership],
          'The membership',
        )
      : null,
  };
}
