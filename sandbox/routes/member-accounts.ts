// Member account, contacts, login maintenance and the purchase flow's application account
// (openapi/src/member-accounts.yaml).
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { Queryable } from '../db/db';
import { emailCheckLimit, verifyGuessLimits } from '../identity/attempt-limits';
import { ApiError, notFound } from '../http/api-error';
import { assertOwnAccount } from '../http/bearer';
import type { SandboxEnv } from '../http/env';
import { validBody, validated } from '../http/validated';
import { isRemovableContact } from '@/machines/account/primary-contact';
import { assertMayTouchAccount } from '../members/access';
import { contactsOfAccount } from '../members/member-rows';
import {
  applicationByIds,
  applicationRecords,
  applicationReferences,
  applicationsByEmail,
  createApplication,
  updateApplication,
  type ApplicationBody,
  type ApplicationIds,
} from '../members/application-records';
import { ACCOUNT_ADDRESS_FIELDS, accountBySfid, CONTACT_SELECT, one, setClause } from '../members/records';

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

type Fields = Record<string, unknown>;
type RecordRef = { sfid: string; id: number };

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

const loginAlreadyLinked = () =>
  new ApiError(409, ['LOGIN_ALREADY_LINKED'], 'This login is already registered to a membership.');
const accountAlreadyLinked = () =>
  new ApiError(409, ['ACCOUNT_ALREADY_LINKED'], 'This membership is already registered to another login.');

/** Registration: links a login that has no account to an account that has no login, or answers 409. */
async function linkLogin(db: Queryable, userId: string, accountSfid: string): Promise<void> {
  const { rows: taken } = await db.query(`SELECT 1 FROM users WHERE account_id = $1`, [accountSfid]);
  if (taken.length > 0) throw accountAlreadyLinked();
  try {
    const { rows } = await db.query(
      `UPDATE users SET account_id = $1 WHERE id = $2 AND account_id IS NULL RETURNING id`,
      [accountSfid, userId],
    );
    if (rows.length === 0) throw loginAlreadyLinked();
  } catch (error) {
    // A concurrent registration linked the account first (users_one_login_per_account).
    if ((error as { code?: string }).code === '23505') throw accountAlreadyLinked();
    throw error;
  }
}

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
    const set = setClause(body, [...ACCOUNT_ADDRESS_FIELDS, ...PARTNER_PROFILE_FIELDS], 2);
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
  .get(
    '/utility/primarycontactemailexists/:email',
    validated('primaryContactEmailExists'),
    emailCheckLimit,
    async (c) => {
      const email = c.req.param('email').toLowerCase();
      // Whether the e-mail is on file, never which records: an abandoned application is resumed by creating
      // the application again with its e-mail (decision 193).
      const { member, abandoned } = await applicationsByEmail(c.get('db'), email);
      return c.json(
        { contact_exists: member || abandoned !== null, abandoned_account: !member && !!abandoned },
        200,
      );
    },
  )
  .post('/utility/verify', validated('verifyRegistration'), verifyGuessLimits, async (c) => {
    const body = validBody<{
      membershipNumber: string;
      membershipExpirationDate: string;
      auth0_user_id: string;
      membership_hc_ext_id?: string;
    }>(c);
    // The caller's own login, proven by its bearer token, is the one linked (decision 192).
    const claims = c.get('claims');
    if (body.auth0_user_id !== claims.sub)
      throw new ApiError(403, ['FORBIDDEN'], 'Registration links only your own login.');
    const db = c.get('db');
    const user = await userBySub(db, claims.sub);
    if (!user) throw notFound('The login');
    if (user.account_id) throw loginAlreadyLinked();
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
    await linkLogin(db, claims.sub, membership.account__c);
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
    const body = validBody<ApplicationBody>(c);
    const db = c.get('db');
    // Spec §4: the e-mail of an abandoned application resumes it — updated, never read back (decision 193).
    const { abandoned } = await applicationsByEmail(db, String(body.contact.email));
    const application = await db.transaction((tx) =>
      abandoned ? updateApplication(tx, abandoned, body) : createApplication(tx, body),
    );
    return c.json(await applicationReferences(db, application), 201);
  })
  .patch('/utility/baseaccount/', validated('updateApplicationAccount'), async (c) => {
    const body = validBody<ApplicationBody & { membership__c: { heroku_external_id__c?: string } }>(c);
    const db = c.get('db');
    const current = await applicationByIds(db, {
      account_hc_ext_id: String(body.account.heroku_external_id__c),
      contact_hc_ext_id: String(body.contact.heroku_external_id__c),
      membership_hc_ext_id: body.membership__c.heroku_external_id__c,
    });
    await assertMayTouchAccount(c, current.account);
    const application = await db.transaction((tx) => updateApplication(tx, current, body));
    return c.json(await applicationReferences(db, application), 200);
  })
  .post('/utility/getbaseaccountfromhcextid/', validated('getApplicationAccount'), async (c) => {
    const application = await applicationByIds(c.get('db'), validBody<ApplicationIds>(c));
    assertOwnAccount(c, application.account);
    return c.json(await applicationRecords(c.get('db'), application), 200);
  });
