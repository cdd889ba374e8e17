// Issue 26, attacks 1 and 2: binding a login to an account needs proof of the account, not knowledge of it
// (decision 192). A partner's login is created only with the single-use, short-lived link token its
// application answered; a member's registration links the caller's own login (its bearer token), never a
// login that is already linked, never to an account that already has a login.
import { beforeEach, describe, expect, it } from 'vitest';
import type { paths } from '@/openapi/schema.gen';
import { LINK_TOKEN_TTL_MS } from '@/sandbox/partner/link-token';
import { apiClient, clock, rawRequest, resetSandbox, signInAs, type ApiClient } from '../support/sandbox';
import type { Sandbox } from '@/sandbox/app';

type Application = paths['/programs/application']['post']['requestBody']['content']['application/json'];

let sandbox: Sandbox;
beforeEach(async () => {
  sandbox = await resetSandbox();
});

const value = async <T>(sql: string, params: unknown[] = []) =>
  (await sandbox.db.query<{ v: T }>(sql, params)).rows[0]?.v;
const loginsOf = (account: string) =>
  value<number>(
    `SELECT count(*)::int AS v FROM users WHERE account_id = $1 OR partner_account_id = $1 OR temp_partner_account_id = $1`,
    [account],
  );

describe('partner create-account (attack 1)', () => {
  const application = (email: string): Application => ({
    account: {
      name: 'Bayside Bait & Tackle',
      partner_description__c: 'Live bait, tackle and ice on the harbor.',
      phone: '(631) 555-0199',
      public_facing_email_address__c: 'hello@bayside.example.com',
      shippingstreet: '12 Bay St',
      shippingcity: 'Sag Harbor',
      shippingstate: 'NY',
      shippingpostalcode: '11963',
      shippingcountry: 'United States',
    },
    contact: { firstName: 'Bea', lastName: 'Bayside', email, phone: '(631) 555-0198' },
    auth0_email: email,
    termsAgreement: true,
    savingsClub: true,
    seaCare: false,
    membershipKits: false,
  });
  const apply = async (email = 'bea@bayside.example.com') =>
    (await apiClient(sandbox).POST('/programs/application', { body: application(email) })).data!;
  const createLogin = (body: { account_uuid: string; email: string; link_token?: string }) =>
    rawRequest(
      'POST',
      '/savingsclub/createandlinkaccount',
      { body: { password: 'Harbor!2026', ...body } },
      sandbox,
    );
  const codesOf = async (response: Response) => ((await response.json()) as { codes: string[] }).codes;

  it("refuses an anonymous login for an existing partner's account: 409, no login, no sign-in to it", async () => {
    const bare = await createLogin({ account_uuid: 'acc-partner', email: 'mallory@example.com' });
    expect(bare.status).toBe(400);
    for (const link_token of ['', 'guessed-token']) {
      const taken = await createLogin({
        account_uuid: 'acc-partner',
        email: 'mallory@example.com',
        link_token,
      });
      expect(taken.status).toBe(409);
      expect(await codesOf(taken)).toEqual(['ACCOUNT_ALREADY_LINKED']);
    }
    expect(await value(`SELECT count(*)::int AS v FROM users WHERE email = 'mallory@example.com'`)).toBe(0);
    expect(await loginsOf('acc-partner')).toBe(1);
  });

  it("refuses another application's link token, a used one and an expired one", async () => {
    const mine = await apply('mine@bayside.example.com');
    const theirs = await apply();
    const stolen = await createLogin({
      account_uuid: theirs.account_uuid,
      email: 'mine@bayside.example.com',
      link_token: mine.link_token!,
    });
    expect(stolen.status).toBe(409);
    expect(await codesOf(stolen)).toEqual(['LINK_TOKEN_INVALID']);

    const created = await createLogin({
      account_uuid: theirs.account_uuid,
      email: 'bea@bayside.example.com',
      link_token: theirs.link_token!,
    });
    expect(created.status).toBe(201);
    const again = await createLogin({
      account_uuid: theirs.account_uuid,
      email: 'other@bayside.example.com',
      link_token: theirs.link_token!,
    });
    expect(again.status).toBe(409);
    expect(await codesOf(again)).toEqual(['ACCOUNT_ALREADY_LINKED']);
    expect(await loginsOf(theirs.account_uuid)).toBe(1);

    const late = await apply('late@bayside.example.com');
    clock.advance(LINK_TOKEN_TTL_MS + 1000);
    const expired = await createLogin({
      account_uuid: late.account_uuid,
      email: 'late@bayside.example.com',
      link_token: late.link_token!,
    });
    expect(expired.status).toBe(409);
    expect(await codesOf(expired)).toEqual(['LINK_TOKEN_INVALID']);
    expect(await loginsOf(late.account_uuid)).toBe(0);
  });

  it('answers a link token only with AUTH0_ACCOUNT_NOT_FOUND, and stores only its hash', async () => {
    const found = await apiClient(sandbox).POST('/programs/application', {
      body: application('partner@example.com'),
    });
    expect(found.data).toMatchObject({ auth0_status: 'AUTH0_ACCOUNT_FOUND', link_token: null });
    const applied = await apply();
    expect(applied.link_token).toMatch(/^[\w-]{40,}$/);
    expect(
      await value(`SELECT count(*)::int AS v FROM account_link_tokens WHERE token_hash = $1`, [
        applied.link_token,
      ]),
    ).toBe(0);
  });
});

describe('member registration (attack 2)', () => {
  const expiryOf = (membership: string) =>
    value<string>(
      `SELECT to_char(membership_expiration_date__c, 'YYYY-MM-DD') AS v FROM memberships WHERE sfid = $1`,
      [membership],
    );
  const verify = async (client: ApiClient, membership: string, userId: string) =>
    client.POST('/utility/verify', {
      body: {
        membershipNumber: (await value<string>(
          `SELECT membership_number__c AS v FROM memberships WHERE sfid = $1`,
          [membership],
        ))!,
        membershipExpirationDate: (await expiryOf(membership))!,
        auth0_user_id: userId,
      },
    });
  const accountOfLogin = (id: string) =>
    value<string | null>(`SELECT account_id AS v FROM users WHERE id = $1`, [id]);
  const as = async (email: string) => apiClient(sandbox, await signInAs(email, sandbox));

  it("refuses to link anybody's login without a bearer token (401)", async () => {
    const anonymous = await verify(apiClient(sandbox), 'mem-byphone', 'idp|unregistered');
    expect(anonymous.response.status).toBe(401);
    expect(await accountOfLogin('idp|unregistered')).toBeNull();
  });

  it("links only the caller's own login: another login id in the body is 403", async () => {
    const other = await verify(await as('unregistered@example.com'), 'mem-byphone', 'idp|nomember');
    expect(other.response.status).toBe(403);
    expect(await accountOfLogin('idp|nomember')).toBeNull();
    expect(await accountOfLogin('idp|unregistered')).toBeNull();
  });

  it("refuses a membership whose account already has a login (gold's card numbers): 409, nothing linked", async () => {
    const taken = await verify(await as('unregistered@example.com'), 'mem-gold', 'idp|unregistered');
    expect(taken.response.status).toBe(409);
    expect(taken.error?.codes).toEqual(['ACCOUNT_ALREADY_LINKED']);
    expect(await accountOfLogin('idp|unregistered')).toBeNull();
    expect(await value(`SELECT count(*)::int AS v FROM users WHERE account_id = 'acc-gold'`)).toBe(1);
  });

  it('refuses to relink a login that is already linked: 409, it keeps its account', async () => {
    const relink = await verify(await as('lake@example.com'), 'mem-byphone', 'idp|lake');
    expect(relink.response.status).toBe(409);
    expect(relink.error?.codes).toEqual(['LOGIN_ALREADY_LINKED']);
    expect(await accountOfLogin('idp|lake')).toBe('acc-lake');
  });

  it('links a login without an account to a membership without a login, once', async () => {
    const linked = await verify(await as('unregistered@example.com'), 'mem-byphone', 'idp|unregistered');
    expect(linked.data).toMatchObject({ verified: true, account_id: 'acc-byphone' });
    const second = await verify(await as('nomember@example.com'), 'mem-byphone', 'idp|nomember');
    expect(second.response.status).toBe(409);
    expect(await accountOfLogin('idp|nomember')).toBeNull();
  });
});
