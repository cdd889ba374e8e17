// Issue 26, attacks 4 and 5: least data to anonymous callers (decision 193). Referral ids are unguessable
// and a referral link answers only who referred the visitor; the abandoned application found by the
// anonymous e-mail check is resumed by writing to it, never read back.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '@/sandbox/app';
import { apiClient, rawRequest, resetSandbox, signInAs } from '../support/sandbox';

let sandbox: Sandbox;
beforeEach(async () => {
  sandbox = await resetSandbox();
});

const value = async <T>(sql: string, params: unknown[] = []) =>
  (await sandbox.db.query<{ v: T }>(sql, params)).rows[0]?.v;

describe('referrals (attack 4)', () => {
  const goldReferral = async () =>
    (await value<string>(
      `SELECT referral_id AS v FROM referrals WHERE referring_member_account_id__c = 'acc-gold' ORDER BY id LIMIT 1`,
    ))!;
  const read = (id: string, token?: string) => rawRequest('GET', `/referrals/${id}`, { token }, sandbox);

  it('has no sequential ids: the seed referrals are random UUIDs, ref-gold-1 is unknown', async () => {
    expect(await goldReferral()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect((await read('ref-gold-1')).status).toBe(404);
  });

  it("answers anyone but the referrer only the referrer's first name and initial", async () => {
    const id = await goldReferral();
    for (const token of [undefined, await signInAs('lake@example.com', sandbox)]) {
      const response = await read(id, token);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ referral_id: id, referring_member_name__c: 'Grace G.' });
    }
  });

  it('answers the referring member the whole referral', async () => {
    const id = await goldReferral();
    const { data } = await apiClient(sandbox, await signInAs('gold@example.com', sandbox)).GET(
      '/referrals/{id}',
      { params: { path: { id } } },
    );
    expect(data).toMatchObject({
      referral_id: id,
      member_referred_email__c: 'friend1@example.com',
      referring_member_number__c: 'GC100001',
      referring_member_account_id__c: 'acc-gold',
    });
  });
});

describe('abandoned application (attack 5)', () => {
  const ABANDONED_IDS = { account_hc_ext_id: 'ext-acc-abandoned', contact_hc_ext_id: 'ext-con-abandoned' };
  /** What the seed stored for the abandoned application: none of it may come back to an anonymous caller. */
  const storedPersonalData = async () =>
    (
      await sandbox.db.query<Record<string, string>>(
        `SELECT c.firstname, c.lastname, a.phone, a.shippingstreet, a.billingstreet, c.mobilephone
           FROM accounts a JOIN contacts c ON c.accountid = a.sfid WHERE a.sfid = 'acc-abandoned'`,
      )
    ).rows.flatMap((row) => Object.values(row).filter(Boolean));
  const expectNoneOf = (stored: string[], answer: unknown) => {
    const text = JSON.stringify(answer);
    expect(stored.length).toBeGreaterThan(2);
    for (const item of stored) expect(text).not.toContain(item);
  };

  it('the e-mail check says only that an abandoned application is on file, not its ids', async () => {
    const response = await rawRequest(
      'GET',
      '/utility/primarycontactemailexists/abandoned@example.com',
      {},
      sandbox,
    );
    const answer = await response.json();
    expect(answer).toEqual({ contact_exists: true, abandoned_account: true });
    expect(JSON.stringify(answer)).not.toContain('ext-');
  });

  it("an anonymous read by the application's ids answers 401 and no personal data", async () => {
    const stored = await storedPersonalData();
    const response = await rawRequest(
      'POST',
      '/utility/getbaseaccountfromhcextid/',
      { body: ABANDONED_IDS },
      sandbox,
    );
    expect(response.status).toBe(401);
    expectNoneOf(stored, await response.text());
  });

  it('resuming updates the abandoned application and answers its ids and cart, never what it stored', async () => {
    const stored = await storedPersonalData();
    const accounts = await value<number>(`SELECT count(*)::int AS v FROM accounts`);
    const resumed = await apiClient(sandbox).POST('/utility/baseaccount/', {
      body: {
        account: { name: 'Ann Other' },
        contact: { firstname: 'Ann', lastname: 'Other', email: 'Abandoned@example.com' },
        membership__c: { shopping_cart_membership_type__c: 'Gold Card' },
      },
    });
    expect(resumed.response.status).toBe(201);
    expect(await value<number>(`SELECT count(*)::int AS v FROM accounts`)).toBe(accounts);
    expect(resumed.data?.account.heroku_external_id__c).toBe('ext-acc-abandoned');
    expect(resumed.data?.membership__c).toMatchObject({ shopping_cart_membership_type__c: 'Gold Card' });
    expect(await value(`SELECT firstname AS v FROM contacts WHERE sfid = 'con-abandoned'`)).toBe('Ann');
    expectNoneOf(stored, resumed.data);

    const patched = await apiClient(sandbox).PATCH('/utility/baseaccount/', {
      body: {
        account: { heroku_external_id__c: 'ext-acc-abandoned' },
        contact: { heroku_external_id__c: 'ext-con-abandoned' },
        membership__c: { shopping_cart_trailer_care_type__c: 'Trailer Care' },
      },
    });
    expect(patched.response.status).toBe(200);
    expectNoneOf([...stored, 'Ann', 'Other'], patched.data);
  });
});
