// Refer a Boater (openapi/src/referrals.yaml).
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { Queryable } from '../db/db';
import { assertOwnAccount } from '../http/bearer';
import { ApiError } from '../http/api-error';
import type { SandboxEnv } from '../http/env';
import { validBody, validated } from '../http/validated';
import { optionalClaims } from '../members/access';
import { accountBySfid, one } from '../members/records';

const REFERRAL_SELECT = `SELECT referral_id, coalesce(member_referred_first_name__c, '') AS first_name,
  coalesce(member_referred_last_name__c, '') AS last_name,
  member_referred_email__c, coalesce(referring_member_name__c, '') AS referring_member_name__c, referring_member_number__c, member_referred_status__c,
  referring_member_account_id__c FROM referrals`;

export const referralById = (db: Queryable, id: string) =>
  one<Record<string, unknown> & { referring_member_account_id__c: string }>(
    db,
    `${REFERRAL_SELECT} WHERE referral_id = $1`,
    [id],
    'The referral',
  );

/** How a referrer is named to anyone else: first name and last initial ('Grace G.'). */
const publicName = (first: string, last: string) => {
  const initial = last.trim().charAt(0).toUpperCase();
  return `${first.trim()}${initial ? ` ${initial}.` : ''}`;
};

/** The referring account's primary contact, as the referred boater may see it. */
async function referrerName(db: Queryable, accountSfid: string): Promise<string> {
  const { rows } = await db.query<{ firstname: string; lastname: string }>(
    `SELECT firstname, lastname FROM contacts WHERE accountid = $1 AND contact_type__c = 'Primary Contact' LIMIT 1`,
    [accountSfid],
  );
  return rows[0] ? publicName(rows[0].firstname, rows[0].lastname) : '';
}

export const referralsRoutes = new Hono<SandboxEnv>()
  .post('/referrals', validated('createReferral'), async (c) => {
    const body = validBody<{
      first_name: string;
      last_name: string;
      member_referred_email__c: string;
      referring_member_account_id__c: string;
    }>(c);
    assertOwnAccount(c, body.referring_member_account_id__c);
    const db = c.get('db');
    const account = await accountBySfid(db, body.referring_member_account_id__c);
    const { rows } = await db.query<{ membership_number__c: string }>(
      `SELECT membership_number__c FROM memberships WHERE account__c = $1 ORDER BY primary_membership__c DESC, created_at LIMIT 1`,
      [account.sfid],
    );
    const referralId = randomUUID();
    await db.query(
      `INSERT INTO referrals (referral_id, member_referred_email__c, member_referred_first_name__c, member_referred_last_name__c,
         referring_member_name__c, referring_member_number__c, referring_member_account_id__c)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        referralId,
        body.member_referred_email__c.toLowerCase(),
        body.first_name,
        body.last_name,
        account.name,
        rows[0]?.membership_number__c ?? null,
        account.sfid,
      ],
    );
    return c.json(await referralById(db, referralId), 201);
  })
  .get('/referrals/:id', validated('getReferral'), async (c) => {
    // The referring member reads the whole referral; anyone else with the link only who referred them
    // (decision 193).
    const db = c.get('db');
    const referral = await referralById(db, c.req.param('id'));
    const claims = await optionalClaims(c);
    if (claims?.account_id === referral.referring_member_account_id__c) return c.json(referral, 200);
    return c.json(
      {
        referral_id: referral.referral_id as string,
        referring_member_name__c: await referrerName(db, referral.referring_member_account_id__c),
      },
      200,
    );
  })
  .get('/utility/referrer/:memberNumber', validated('lookupReferrer'), async (c) => {
    // A membership in force, named by the membership contact (else the account's primary contact).
    const { rows } = await c.get('db').query<{ number: string; firstname: string; lastname: string }>(
      `SELECT m.membership_number__c AS number, ct.firstname, ct.lastname
         FROM memberships m
         JOIN contacts ct ON ct.sfid = coalesce(m.membership_contact__c,
           (SELECT p.sfid FROM contacts p WHERE p.accountid = m.account__c AND p.contact_type__c = 'Primary Contact' LIMIT 1))
        WHERE upper(m.membership_number__c) = upper($1)
          AND m.membership_status__c IN ('Active', 'Future Start', 'Pending Activation')
          AND m.membership_effective_date__c IS NOT NULL
        LIMIT 1`,
      [c.req.param('memberNumber')],
    );
    const referrer = rows[0];
    // Its own code: the terms step says so beside the field (the client leaves it to the page).
    if (!referrer)
      throw new ApiError(404, ['REFERRER_NOT_FOUND'], 'No membership in force has that member number.');
    return c.json(
      {
        referring_member_number__c: referrer.number,
        referring_member_name__c: publicName(referrer.firstname, referrer.lastname),
      },
      200,
    );
  });
