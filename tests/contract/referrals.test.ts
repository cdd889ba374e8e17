// Contract: Refer a Boater — create (own account only) and fetch by referral id; a referred purchase
// turns the referral to Joined and credits the referrer.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '@/sandbox/app';
import { apiClient, resetSandbox, signInAs } from '../support/sandbox';

let sandbox: Sandbox;
beforeEach(async () => {
  sandbox = await resetSandbox();
});
const as = async (email: string) => apiClient(sandbox, await signInAs(email, sandbox));
const referral = {
  first_name: 'Rae',
  last_name: 'Boater',
  member_referred_email__c: 'Rae@example.com',
  referring_member_account_id__c: 'acc-gold',
};

describe('POST /referrals', () => {
  it('records a Pending referral with the referring member’s name and number', async () => {
    const { data, response } = await (await as('gold@example.com')).POST('/referrals', { body: referral });
    expect(response.status).toBe(201);
    expect(data).toMatchObject({
      first_name: 'Rae',
      member_referred_email__c: 'rae@example.com',
      member_referred_status__c: 'Pending',
      referring_member_number__c: 'GC100001',
      referring_member_account_id__c: 'acc-gold',
    });
    expect(data?.referring_member_name__c.length).toBeGreaterThan(0);
  });
  it('refuses referring for another account (403), no token (401) and a bad e-mail (400)', async () => {
    const before = (await sandbox.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM referrals`))
      .rows[0]!.n;
    expect(
      (await (await as('lake@example.com')).POST('/referrals', { body: referral })).response.status,
    ).toBe(403);
    expect((await apiClient(sandbox).POST('/referrals', { body: referral })).response.status).toBe(401);
    const bad = await (
      await as('gold@example.com')
    ).POST('/referrals', { body: { ...referral, member_referred_email__c: 'nope' } });
    expect(Object.keys(bad.error?.fieldErrors ?? {})).toContain('body.member_referred_email__c');
    expect(
      (await sandbox.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM referrals`)).rows[0]!.n,
    ).toBe(before);
  });
});

describe('GET /referrals/{id}', () => {
  it('answers a referral by id (the refId link: who referred) and 404 for an unknown one', async () => {
    const created = await (await as('gold@example.com')).POST('/referrals', { body: referral });
    const { data } = await apiClient(sandbox).GET('/referrals/{id}', {
      params: { path: { id: created.data!.referral_id } },
    });
    expect(data).toEqual({
      referral_id: created.data!.referral_id,
      referring_member_name__c: 'Grace G.',
    });
    expect(
      (await apiClient(sandbox).GET('/referrals/{id}', { params: { path: { id: 'ref-unknown' } } })).response
        .status,
    ).toBe(404);
  });
  it('turns Joined and credits the referrer when the referred boater buys a membership', async () => {
    const created = await (await as('gold@example.com')).POST('/referrals', { body: referral });
    const app = await apiClient(sandbox).POST('/utility/baseaccount/', {
      body: {
        account: { name: 'Rae Boater' },
        contact: { firstname: 'Rae', lastname: 'Boater', email: 'rae@example.com' },
        membership__c: {},
      },
    });
    const bought = await apiClient(sandbox).POST('/authorizenet/checkout', {
      params: { header: { 'Idempotency-Key': `ref-${created.data!.referral_id}` } },
      body: {
        cc_details: {
          billingaddress: {
            street: '1 A St',
            city: 'Montauk',
            state: 'NY',
            postalcode: '11954',
            country: 'US',
          },
          cc_number: '4111111111111111',
          exp_date: '12/39',
          ccv: '123',
        },
        donation_amount: 0,
        total_cost: 179,
        renews_expiration_date: null,
        account: { heroku_external_id__c: app.data!.account.heroku_external_id__c! },
        membership__c: { heroku_external_id__c: app.data!.membership__c!.heroku_external_id__c },
        shopping_cart_membership_type__c: 'Gold Card',
        sms_opt_in__c: false,
        referral_id: created.data!.referral_id,
        referred_by: 'GC100001',
      },
    });
    expect(bought.response.status).toBe(201);
    expect(
      await sandbox.db.query(`SELECT member_referred_status__c FROM referrals WHERE referral_id = $1`, [
        created.data!.referral_id,
      ]),
    ).toMatchObject({ rows: [{ member_referred_status__c: 'Joined' }] });
    const { rows } = await sandbox.db.query<{ n: number }>(
      `SELECT referral_credits__c::int AS n FROM accounts WHERE sfid = 'acc-gold'`,
    );
    expect(rows[0]?.n).toBe(3);
  });
});

describe('GET /utility/referrer/{memberNumber}', () => {
  const lookup = (memberNumber: string) =>
    apiClient(sandbox).GET('/utility/referrer/{memberNumber}', { params: { path: { memberNumber } } });

  it('answers a member in force by number (any case) with first name and last initial only', async () => {
    const { data, response } = await lookup('gc100001');
    expect(response.status).toBe(200);
    expect(data?.referring_member_number__c).toBe('GC100001');
    expect(data?.referring_member_name__c).toMatch(/^\S+ [A-Z]\.$/);
  });

  it('answers 404 for an unknown number or a membership not in force, 400 for a malformed one', async () => {
    const unknown = await lookup('NOPE999');
    expect(unknown.response.status).toBe(404);
    expect(unknown.error).toMatchObject({ codes: ['REFERRER_NOT_FOUND'] });
    const expired = (
      await sandbox.db.query<{ n: string }>(
        `SELECT m.membership_number__c AS n FROM memberships m JOIN contacts c ON c.accountid = m.account__c
          WHERE c.email = 'expired@example.com' LIMIT 1`,
      )
    ).rows[0]!.n;
    expect((await lookup(expired)).response.status).toBe(404);
    expect((await lookup('GC 100001')).response.status).toBe(400);
  });
});
