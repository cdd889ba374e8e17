// Member account, contacts, login maintenance and the purchase flow's application account
// (openapi/src/member-accounts.yaml).
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { Queryable } from '../db/db';
import { ApiError, notFound } from '../http/api-error';
import { assertOwnAccount } from '../http/bearer';
import type { SandboxEnv } from '../http/env';
import { validBody, validated } from '../http/validated';
import { isRemovableContact } from '@/machines/account/primary-contact';
import { assertMayTouchAccount } from '../members/access';
import { contactsOfAccount } from '../members/member-rows';
import {
  accountBySfid,
  CONTACT_SELECT,
  insertRow,
  MEMBERSHIP_SELECT,
  one,
  pick,
  setClause,
} from '../members/records';

const ACCOUNT_FIELDS = [
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
/** A partner account's business profile (companion spec §2.6): only a partner account takes these. */
const PARTNER_PROFILE_FIELDS = [
  'name',
  'partner_description__c',
  'public_facing_email_address__c',
  'public_facing_url__c',
  'partner_instagram__c',
  'partner_facebook__c',
  'partner_linkedin__c',
  'more_than_one_location__c',
] as const;
const APPLICATION_ACCOUNT_FIELDS = ['name', 'account_detail_type__c', ...ACCOUNT_FIELDS] as const;
const CONTACT_FIELDS = [
  'firstname',
  'lastname',
  'email',
  'phone',
  'mobilephone',
  'homephone',
  'salutation',
  'contact_type__c',
  'communication_preferences__c',
  'sms_opt_in__c',
  'mobile_push_notification_opt_in__c',
] as const;
const APPLICATION_CONTACT_FIELDS = [
  'firstname',
  'lastname',
  'email',
  'mobilephone',
  'sms_opt_in__c',
] as const;
const APPLICATION_MEMBERSHIP_FIELDS = [
  'shopping_cart_membership_type__c',
  'shopping_cart_trailer_care_type__c',
  'multiyear_product',
] as const;

type Fields = Record<string, unknown>;
type RecordRef = { sfid: string; id: number };
type Ids = { account_hc_ext_id: string; contact_hc_ext_id: string; membership_hc_ext_id: string };

const contactBySfid = (db: Queryable, sfid: string) =>
  one<Fields & { sfid: string; accountid: string; id: number; contact_type__c: string }>(
    db,
    `${CONTACT_SELECT} WHERE sfid = $1`,
    [sfid],
    'The contact',
  );

/** A record named by sfid and id must be the same record under both names. */
function sameRecord(row: { id: number }, ref: RecordRef, what: string) {
  if (row.id !== ref.id) throw notFound(what);
}

const userBySub = async (db: Queryable, sub: string) => {
  const { rows } = await db.query<{ id: string; email: string; account_id: string | null; social: boolean }>(
    `SELECT id, email, account_id, social FROM users WHERE id = $1`,
    [sub],
  );
  return rows[0];
};

type AppIds = { account_hc_ext_id: string; contact_hc_ext_id: string; membership_hc_ext_id?: string };

/** The application account as the contract returns it (account, primary contact, membership record or null). */
async function applicationAccount(db: Queryable, ids: AppIds) {
  const { rows } = await db.query<{ account: string; contact: string; membership: string | null }>(
    `SELECT a.sfid AS account, c.sfid AS contact,
            (SELECT m.sfid FROM memberships m WHERE m.account__c = a.sfid
                AND ($3::text IS NULL OR m.heroku_external_id__c = $3) ORDER BY m.created_at LIMIT 1) AS membership
       FROM accounts a JOIN contacts c ON c.accountid = a.sfid AND c.heroku_external_id__c = $2
      WHERE a.heroku_external_id__c = $1`,
    [ids.account_hc_ext_id, ids.contact_hc_ext_id, ids.membership_hc_ext_id ?? null],
  );
  const found = rows[0];
  if (!found || (ids.membership_hc_ext_id && !found.membership)) throw notFound('The application account');
  return {
    account: await accountBySfid(db, found.account),
    contact: await contactBySfid(db, found.contact),
    membership__c: found.membership
      ? await one<Fields>(db, `${MEMBERSHIP_SELECT} WHERE m.sfid = $1`, [found.membership], 'The membership')
      : null,
  };
}

/** A not-yet-paid membership record for an application (no effective date until checkout). */
async function insertApplicationMembership(tx: Queryable, account: string, contact: string, cart: Fields) {
  const membership = `a0M-${randomUUID()}`;
  await insertRow(tx, 'memberships', {
    ...pick(cart, APPLICATION_MEMBERSHIP_FIELDS),
    sfid: membership,
    account__c: account,
    membership_contact__c: contact,
    membership_number__c: `APP-${membership.slice(4, 14).toUpperCase()}`,
    membership_type__c: (cart.shopping_cart_membership_type__c as string | null | undefined) ?? 'Gold Card',
    membership_status__c: APPLICATION_STATUS,
  });
  return membership;
}

/** New application membership records carry a provisional number and no paid status until checkout. */
export const APPLICATION_STATUS = 'Pending Activation';

export const memberAccountsRoutes = new Hono<SandboxEnv>()
  .patch('/accounts', validated('updateAccount'), async (c) => {
    const body = validBody<RecordRef & Fields>(c);
    assertOwnAccount(c, body.sfid);
    const db = c.get('db');
    const current = await accountBySfid(db, body.sfid);
    sameRecord(current as { id: number }, body, 'The account');
    const profile = PARTNER_PROFILE_FIELDS.filter((key) => key in body);
    if (profile.length > 0 && current?.account_detail_type__c !== 'Partner') {
      throw new ApiError(400, ['VALIDATION_FAILED'], 'Only a partner account has a business profile.', {
        [`body.${profile[0]}`]: ['is only for a partner account'],
      });
    }
    const set = setClause(body, [...ACCOUNT_FIELDS, ...PARTNER_PROFILE_FIELDS], 2);
    if (!set.empty)
      await db.query(`UPDATE accounts SET ${set.sql} WHERE sfid = $1`, [body.sfid, ...set.params]);
    return c.json(await accountBySfid(db, body.sfid), 200);
  })
  .post('/contacts', validated('createContact'), async (c) => {
    const body = validBody<Fields & { accountid: string }>(c);
    assertOwnAccount(c, body.accountid);
    const db = c.get('db');
    const sfid = `003-${randomUUID()}`;
    const columns = CONTACT_FIELDS.filter((key) => key in body);
    await db.query(
      `INSERT INTO contacts (sfid, accountid, ${columns.join(', ')}) VALUES ($1, $2, ${columns.map((_, i) => `$${i + 3}`).join(', ')})`,
      [sfid, body.accountid, ...columns.map((key) => body[key])],
    );
    return c.json(await contactBySfid(db, sfid), 201);
  })
  .patch('/contacts', validated('updateContact'), async (c) => {
    const body = validBody<RecordRef & Fields>(c);
    const db = c.get('db');
    const current = await contactBySfid(db, body.sfid);
    assertOwnAccount(c, current.accountid);
    sameRecord(current, body, 'The contact');
    if (current.contact_type__c === 'Primary Contact' && 'contact_type__c' in body) {
      throw new ApiError(400, ['VALIDATION_FAILED'], 'The Primary Contact keeps its type.', {
        'body.contact_type__c': ['cannot change for the Primary Contact'],
      });
    }
    const set = setClause(body, CONTACT_FIELDS, 2);
    if (!set.empty)
      await db.query(`UPDATE contacts SET ${set.sql} WHERE sfid = $1`, [body.sfid, ...set.params]);
    return c.json(await contactBySfid(db, body.sfid), 200);
  })
  .delete('/contacts', validated('deleteContact'), async (c) => {
    const body = validBody<RecordRef>(c);
    const db = c.get('db');
    const current = await contactBySfid(db, body.sfid);
    assertOwnAccount(c, current.accountid);
    sameRecord(current, body, 'The contact');
    if (!isRemovableContact(current, await contactsOfAccount(db, current.accountid))) {
      throw new ApiError(409, ['PRIMARY_CONTACT_NOT_REMOVABLE'], 'The Primary Contact cannot be removed.');
    }
    await db.query(`DELETE FROM contacts WHERE sfid = $1`, [body.sfid]);
    return c.json(current, 200);
  })
  .post('/auth0/createpasswordticket', validated('createPasswordTicket'), async (c) => {
    const body = validBody<{ client_id: string; user_id: string }>(c);
    const claims = c.get('claims');
    const user = await userBySub(c.get('db'), claims.sub);
    if (body.user_id !== claims.sub || !user)
      throw new ApiError(403, ['FORBIDDEN'], 'A password change is only for your own login.');
    if (user.social)
      throw new ApiError(
        403,
        ['FORBIDDEN'],
        'Social-login users manage their credentials with their provider.',
      );
    const ticket = `/api/idp/login?password_ticket=${randomUUID()}&client_id=${encodeURIComponent(body.client_id)}`;
    return c.json({ ticket }, 201);
  })
  .post('/auth0reassociation/:email/:memberNumber', validated('reassociateLogin'), async (c) => {
    const email = c.req.param('email').toLowerCase();
    const claims = c.get('claims');
    const db = c.get('db');
    const membership = await one<{ account__c: string; membership_number__c: string }>(
      db,
      `SELECT account__c, membership_number__c FROM memberships WHERE membership_number__c = $1`,
      [c.req.param('memberNumber')],
      'The membership',
    );
    assertOwnAccount(c, membership.account__c);
    const user = await userBySub(db, claims.sub);
    if (!user) throw notFound('The login');
    if (user.social)
      throw new ApiError(403, ['FORBIDDEN'], 'Social-login users cannot change their primary e-mail.');
    const { rows: taken } = await db.query(`SELECT 1 FROM users WHERE email = $1 AND id <> $2`, [
      email,
      user.id,
    ]);
    if (taken.length > 0)
      throw new ApiError(409, ['AUTH0_ACCOUNT_FOUND'], 'Another login already uses that e-mail address.');
    await db.transaction(async (tx) => {
      await tx.query(`UPDATE users SET email = $1 WHERE id = $2`, [email, user.id]);
      await tx.query(
        `UPDATE contacts SET email = $1 WHERE accountid = $2 AND contact_type__c = 'Primary Contact' AND lower(email) = $3`,
        [email, membership.account__c, user.email],
      );
    });
    return c.json(
      { email, membership_number__c: membership.membership_number__c, account_id: membership.account__c },
      200,
    );
  })
  .patch('/utility/associatedaccount', validated('updateAssociatedAccount'), async (c) => {
    const body = validBody<{ email: string; membership_number: string }>(c);
    const claims = c.get('claims');
    const db = c.get('db');
    const membership = await one<{ account__c: string; membership_number__c: string }>(
      db,
      `SELECT account__c, membership_number__c FROM memberships WHERE membership_number__c = $1`,
      [body.membership_number],
      'The membership',
    );
    assertOwnAccount(c, membership.account__c);
    const user = await userBySub(db, claims.sub);
    if (!user || user.email !== body.email.toLowerCase())
      throw new ApiError(403, ['FORBIDDEN'], 'The e-mail is not the signed-in login’s.');
    return c.json(
      {
        email: user.email,
        membership_number__c: membership.membership_number__c,
        account_id: membership.account__c,
      },
      200,
    );
  })
  .get('/utility/primarycontactemailexists/:email', validated('primaryContactEmailExists'), async (c) => {
    const email = c.req.param('email').toLowerCase();
    const { rows } = await c
      .get('db')
      .query<{ account: string; contact: string; membership: string | null; paid: boolean; login: boolean }>(
        `SELECT a.heroku_external_id__c AS account, c.heroku_external_id__c AS contact,
              (SELECT m.heroku_external_id__c FROM memberships m WHERE m.account__c = a.sfid ORDER BY m.created_at LIMIT 1) AS membership,
              EXISTS (SELECT 1 FROM payments p JOIN memberships m ON m.sfid = p.membership_sfid WHERE m.account__c = a.sfid)
                OR EXISTS (SELECT 1 FROM memberships m WHERE m.account__c = a.sfid AND m.membership_status__c <> '${APPLICATION_STATUS}') AS paid,
              EXISTS (SELECT 1 FROM users u WHERE u.account_id = a.sfid) AS login
         FROM contacts c JOIN accounts a ON a.sfid = c.accountid
        WHERE lower(c.email) = $1 AND c.contact_type__c = 'Primary Contact' AND a.account_detail_type__c <> 'Partner'
        ORDER BY a.created_at`,
        [email],
      );
    const member = rows.find((row) => row.paid || row.login);
    const abandoned = rows.find((row) => !row.paid && !row.login);
    if (member || !abandoned) {
      return c.json(
        {
          contact_exists: Boolean(member),
          abandoned_account: false,
          account_hc_ext_id: null,
          contact_hc_ext_id: null,
          membership_hc_ext_id: null,
        },
        200,
      );
    }
    return c.json(
      {
        contact_exists: true,
        abandoned_account: true,
        account_hc_ext_id: abandoned.account,
        contact_hc_ext_id: abandoned.contact,
        membership_hc_ext_id: abandoned.membership,
      },
      200,
    );
  })
  .post('/utility/verify', validated('verifyRegistration'), async (c) => {
    const body = validBody<{
      membershipNumber: string;
      membershipExpirationDate: string;
      auth0_user_id: string;
      membership_hc_ext_id?: string;
    }>(c);
    const db = c.get('db');
    const { rows: users } = await db.query<{ id: string }>(`SELECT id FROM users WHERE id = $1`, [
      body.auth0_user_id,
    ]);
    if (!users[0]) throw notFound('The login');
    const { rows } = await db.query<{ account__c: string; membership_number__c: string }>(
      `SELECT account__c, membership_number__c FROM memberships
        WHERE upper(membership_number__c) = upper($1) AND membership_expiration_date__c = $2::date
          AND ($3::text IS NULL OR heroku_external_id__c = $3)`,
      [body.membershipNumber, body.membershipExpirationDate, body.membership_hc_ext_id ?? null],
    );
    const membership = rows[0];
    if (!membership) {
      throw new ApiError(
        400,
        ['REGISTRATION_FAILED'],
        'You did not provide a valid membership and/or membership expiration date. You cannot use the Member Portal without a valid membership.',
      );
    }
    await db.query(`UPDATE users SET account_id = $1 WHERE id = $2`, [
      membership.account__c,
      body.auth0_user_id,
    ]);
    return c.json(
      {
        verified: true as const,
        account_id: membership.account__c,
        membership_number__c: membership.membership_number__c,
      },
      200,
    );
  })
  .post('/utility/baseaccount/', validated('createApplicationAccount'), async (c) => {
    const body = validBody<{ account: Fields; contact: Fields; membership__c: Fields }>(c);
    const ids = await c.get('db').transaction(async (tx) => {
      const account = `001-${randomUUID()}`;
      const contact = `003-${randomUUID()}`;
      await insertRow(tx, 'accounts', {
        account_detail_type__c: 'Customer - Retail',
        ...pick(body.account, APPLICATION_ACCOUNT_FIELDS),
        sfid: account,
      });
      await insertRow(tx, 'contacts', {
        ...pick(body.contact, APPLICATION_CONTACT_FIELDS),
        sfid: contact,
        accountid: account,
        contact_type__c: 'Primary Contact',
      });
      await insertApplicationMembership(tx, account, contact, body.membership__c);
      const { rows } = await tx.query<Ids>(
        `SELECT a.heroku_external_id__c AS account_hc_ext_id, c.heroku_external_id__c AS contact_hc_ext_id, m.heroku_external_id__c AS membership_hc_ext_id
           FROM accounts a, contacts c, memberships m WHERE a.sfid = $1 AND c.sfid = $2 AND m.account__c = a.sfid`,
        [account, contact],
      );
      return rows[0]!;
    });
    return c.json(await applicationAccount(c.get('db'), ids), 201);
  })
  .patch('/utility/baseaccount/', validated('updateApplicationAccount'), async (c) => {
    const body = validBody<{
      account: Fields & { heroku_external_id__c: string };
      contact: Fields & { heroku_external_id__c: string };
      membership__c: Fields & { heroku_external_id__c?: string };
    }>(c);
    const ids: AppIds = {
      account_hc_ext_id: body.account.heroku_external_id__c,
      contact_hc_ext_id: body.contact.heroku_external_id__c,
      membership_hc_ext_id: body.membership__c.heroku_external_id__c,
    };
    const db = c.get('db');
    const current = await applicationAccount(db, ids);
    await assertMayTouchAccount(c, current.account.sfid as string);
    const membershipSfid = await db.transaction(async (tx) => {
      const membership =
        (current.membership__c?.sfid as string | undefined) ??
        (await insertApplicationMembership(
          tx,
          current.account.sfid as string,
          current.contact.sfid as string,
          body.membership__c,
        ));
      const updates: [string, readonly string[], Fields, unknown][] = [
        ['accounts', APPLICATION_ACCOUNT_FIELDS, body.account, current.account.sfid],
        ['contacts', APPLICATION_CONTACT_FIELDS, body.contact, current.contact.sfid],
        ['memberships', APPLICATION_MEMBERSHIP_FIELDS, body.membership__c, membership],
      ];
      for (const [table, allowed, fields, sfid] of updates) {
        const set = setClause(fields, allowed, 2);
        if (!set.empty)
          await tx.query(`UPDATE ${table} SET ${set.sql} WHERE sfid = $1`, [sfid, ...set.params]);
      }
      return membership;
    });
    const { rows } = await db.query<{ ext: string }>(
      `SELECT heroku_external_id__c AS ext FROM memberships WHERE sfid = $1`,
      [membershipSfid],
    );
    return c.json(await applicationAccount(db, { ...ids, membership_hc_ext_id: rows[0]?.ext }), 200);
  })
  .post('/utility/getbaseaccountfromhcextid/', validated('getApplicationAccount'), async (c) => {
    const ids = validBody<AppIds>(c);
    const found = await applicationAccount(c.get('db'), ids);
    await assertMayTouchAccount(c, found.account.sfid as string);
    return c.json(found, 200);
  });
