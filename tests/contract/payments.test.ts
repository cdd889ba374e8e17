// Contract: the payment operations through the typed client — server-side pricing (machines/pricing.ts),
// codes, the card processor simulation, idempotency and concurrency, counted in the payments table.
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { components } from '@/openapi/schema.gen';
import type { Sandbox } from '@/sandbox/app';
import { apiClient, rawRequest, resetSandbox, signInAs } from '../support/sandbox';

type Checkout = components['schemas']['CheckoutRequest'];
type CcDetails = components['schemas']['CcDetails'];

let sandbox: Sandbox;
beforeEach(async () => {
  sandbox = await resetSandbox();
});

const card = (
  cc_number = '4111111111111111',
  exp_date = '12/39',
  extra: Partial<CcDetails> = {},
): CcDetails => ({
  billingaddress: { street: '1 Bay St', city: 'Sag Harbor', state: 'NY', postalcode: '11963', country: 'US' },
  cc_number,
  exp_date,
  ccv: '123',
  ...extra,
});
const key = () => randomUUID();
const count = async (sql: string, params: unknown[] = []) =>
  Number((await sandbox.db.query<{ n: number }>(sql, params)).rows[0]?.n);
const payments = () => count(`SELECT count(*)::int AS n FROM payments`);
const membership = async (sfid: string) =>
  (
    await sandbox.db.query<{
      membership_type__c: string;
      membership_status__c: string;
      expiry: string;
      trailer_care_type__c: string | null;
      auto_renew__c: boolean;
    }>(
      `SELECT membership_type__c, membership_status__c, to_char(membership_expiration_date__c, 'YYYY-MM-DD') AS expiry, trailer_care_type__c, auto_renew__c FROM memberships WHERE sfid = $1`,
      [sfid],
    )
  ).rows[0]!;
const isoPlus = (days: number, years = 0) => {
  const d = new Date(
    Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + days),
  );
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.toISOString().slice(0, 10);
};

/** A fresh application (account, contact, membership record) through the contract itself. */
async function application(type: Checkout['shopping_cart_membership_type__c'] = 'Gold Card') {
  const { data, response } = await apiClient(sandbox).POST('/utility/baseaccount/', {
    body: {
      account: {
        name: 'Pat Newboat',
        shippingstreet: '1 Bay St',
        shippingcity: 'Sag Harbor',
        shippingstate: 'NY',
        shippingpostalcode: '11963',
        shippingcountry: 'US',
      },
      contact: {
        firstname: 'Pat',
        lastname: 'Newboat',
        email: `pat-${randomUUID()}@example.com`,
        mobilephone: '(631) 555-0100',
      },
      membership__c: { shopping_cart_membership_type__c: type },
    },
  });
  expect(response.status).toBe(201);
  const membership = data!.membership__c!.heroku_external_id__c;
  // The answer names the records by external id only (decision 193).
  const { rows } = await sandbox.db.query<{ sfid: string }>(
    `SELECT sfid FROM memberships WHERE heroku_external_id__c = $1`,
    [membership],
  );
  return { account: data!.account.heroku_external_id__c, membership, sfid: rows[0]!.sfid };
}

/** A checkout of an application, or of a membership's renewal (`renews`: the term as the cart read it). */
const order = (
  ids: { account: string; membership: string; renews?: string },
  overrides: Partial<Checkout> = {},
): Checkout => ({
  cc_details: card(),
  donation_amount: 0,
  total_cost: 179,
  account: { heroku_external_id__c: ids.account },
  membership__c: { heroku_external_id__c: ids.membership },
  renews_expiration_date: ids.renews ?? null,
  shopping_cart_membership_type__c: 'Gold Card',
  sms_opt_in__c: true,
  ...overrides,
});

const pay = (body: Checkout, idempotencyKey = key(), token?: string) =>
  apiClient(sandbox, token).POST('/authorizenet/checkout', {
    params: { header: { 'Idempotency-Key': idempotencyKey } },
    body,
  });

const lake = { account: 'ext-acc-lake', membership: 'ext-mem-lake', renews: isoPlus(20) };
const gold = { account: 'ext-acc-gold', membership: 'ext-mem-gold', renews: isoPlus(200) };

describe('POST /authorizenet/checkout — new membership', () => {
  it('charges the server-computed price once and creates the membership (status, dates, number, card order)', async () => {
    const ids = await application();
    const before = await payments();
    const { data, response } = await pay(order(ids));
    expect(response.status).toBe(201);
    const bought = data!.find((m) => m.heroku_external_id__c === ids.membership)!;
    expect(bought).toMatchObject({
      membership_type__c: 'Gold Card',
      membership_status__c: 'Pending Activation',
      membership_effective_date__c: isoPlus(0),
      membership_expiration_date__c: isoPlus(0, 1),
    });
    expect(bought.membership_number__c).toMatch(/^M\d{10}$/);
    expect(await payments()).toBe(before + 1);
    expect(
      await count(`SELECT count(*)::int AS n FROM payments WHERE last_4_digits = '1111' AND amount = 179`),
    ).toBe(1);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM fulfillments WHERE membership__c = $1 AND fulfillment_code__c = 'N'`,
        [ids.sfid],
      ),
    ).toBe(1);
  });

  it('prices multi-year, trailer care and donation (Gold 2 years + Trailer Care Plus 2 years + $5 = 422.90)', async () => {
    const ids = await application();
    const { response, data } = await pay(
      order(ids, {
        multiyear_product: '2',
        shopping_cart_trailer_care_type__c: 'Trailer Care Plus',
        donation_amount: 5,
        total_cost: 422.9,
      }),
    );
    expect(response.status).toBe(201);
    expect(data!.find((m) => m.heroku_external_id__c === ids.membership)).toMatchObject({
      membership_expiration_date__c: isoPlus(0, 2),
      trailer_care_type__c: 'Trailer Care Universal',
    });
  });

  it('answers PRICE_MISMATCH when total_cost disagrees, charging and writing nothing', async () => {
    const ids = await application();
    const before = await payments();
    const { error, response } = await pay(order(ids, { total_cost: 178.99 }));
    expect(response.status).toBe(400);
    expect(error?.codes).toEqual(['PRICE_MISMATCH']);
    expect(await payments()).toBe(before);
    expect((await membership(ids.sfid)).membership_status__c).toBe('Pending Activation');
    expect((await membership(ids.sfid)).expiry).toBeNull();
  });

  it('applies SAVE20 (dollars off) and TAKE10 (percent off) found through the look-up', async () => {
    const promo = await apiClient(sandbox).POST('/utility/promos/', {
      body: { promotion_code: 'save20', flow_type: 'New' },
    });
    const ids = await application();
    expect((await pay(order(ids, { promo_code_id: promo.data!.id, total_cost: 159 }))).response.status).toBe(
      201,
    );
    const take10 = await apiClient(sandbox).POST('/utility/promos/', {
      body: { promotion_code: 'TAKE10', flow_type: 'New' },
    });
    const other = await application('Lake Card');
    expect(
      (
        await pay(
          order(other, {
            shopping_cart_membership_type__c: 'Lake Card',
            promo_code_id: take10.data!.id,
            total_cost: 107.1,
          }),
        )
      ).response.status,
    ).toBe(201);
  });

  it('prices a trial promotion at 0 with auto-renew, for its duration in days', async () => {
    const trial = await apiClient(sandbox).POST('/utility/promos/', {
      body: { promotion_code: 'TRIAL30', flow_type: 'New' },
    });
    const ids = await application('Trial Membership');
    const { data, response } = await pay(
      order(ids, {
        shopping_cart_membership_type__c: 'Trial Membership',
        promo_code_id: trial.data!.id,
        total_cost: 0,
        cc_details: card('4111111111111111', '12/39', { auto_renewal_agreement: true }),
      }),
    );
    expect(response.status).toBe(201);
    expect(data!.find((m) => m.heroku_external_id__c === ids.membership)).toMatchObject({
      membership_expiration_date__c: isoPlus(30),
      auto_renew__c: true,
    });
  });

  it('refuses a Trial Membership without a trial promotion (it would be free)', async () => {
    const ids = await application('Trial Membership');
    const { error, response } = await pay(
      order(ids, { shopping_cart_membership_type__c: 'Trial Membership', total_cost: 0 }),
    );
    expect(response.status).toBe(400);
    expect(Object.keys(error?.fieldErrors ?? {})).toEqual(['body.shopping_cart_membership_type__c']);
    expect(await payments()).toBe(0);
  });

  it.each([
    ['code-ARB25', {}, 'AUTO_RENEW_REQUIRED'],
    ['code-OLDPROMO', {}, 'INACTIVE_PROMO'],
    ['code-RENEW15', {}, 'INVALID_RENEW_ONLY'],
    ['code-UNKNOWN', {}, 'INVALID_ID'],
  ])('refuses promo %s with its catalogue code', async (promo_code_id, _extra, code) => {
    const ids = await application();
    const { error, response } = await pay(order(ids, { promo_code_id, total_cost: 154 }));
    expect(response.status).toBe(400);
    expect(error?.codes).toEqual([code]);
  });

  it('refuses an activation code on the wrong membership type (LAKEKIT on Gold Card)', async () => {
    const ids = await application();
    const { error } = await pay(order(ids, { activation_code_id: 'code-LAKEKIT' }));
    expect(error?.codes).toEqual(['INVALID_CODE_ON_MEMBERSHIP_TYPE']);
  });

  it.each([
    ['4000000000000002', '12/39', 402, 'PAYMENT_DECLINED'],
    ['4000000000000069', '12/39', 400, 'EXPIRED_CREDIT_CARD'],
    ['4000000000000119', '12/39', 402, 'ERROR_PROCESSING_PAYMENT'],
    ['4000000000000127', '12/39', 400, 'INVALID_CREDIT_CARD_NUMBER'],
    ['4000000000000259', '12/39', 402, 'AUTHNET_ERROR_OCCURRED'],
    ['4111111111111111', '01/20', 400, 'EXPIRED_CREDIT_CARD'],
    ['4111111111111111', '13/39', 400, 'INVALID_CREDIT_CARD_EXPIRATION_DATE'],
  ])('card %s expiring %s answers %i %s and writes nothing', async (number, expiry, status, code) => {
    const ids = await application();
    const before = await payments();
    const { error, response } = await pay(order(ids, { cc_details: card(number, expiry) }));
    expect(response.status).toBe(status);
    expect(error?.codes).toEqual([code]);
    expect(await payments()).toBe(before);
    expect((await membership(ids.sfid)).expiry).toBeNull();
  });

  it('needs an Idempotency-Key header (400 field error, nothing charged)', async () => {
    const ids = await application();
    const response = await rawRequest('POST', '/authorizenet/checkout', { body: order(ids) });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { codes: string[]; fieldErrors: Record<string, string[]> };
    expect(body.codes).toEqual(['VALIDATION_FAILED']);
    expect(Object.keys(body.fieldErrors)).toContain('header.Idempotency-Key');
    expect(await payments()).toBe(0);
  });

  it('answers NO_ACCOUNT_FOUND for unknown external ids', async () => {
    const { error, response } = await pay(order({ account: 'ext-nobody', membership: 'ext-nothing' }));
    expect(response.status).toBe(404);
    expect(error?.codes).toEqual(['NO_ACCOUNT_FOUND']);
  });
});

describe('POST /authorizenet/checkout — renewal', () => {
  it('extends expiry by one year and keeps trailer care (Lake 119 + Trailer Care 14)', async () => {
    const token = await signInAs('lake@example.com');
    const { data, response } = await pay(
      order(lake, {
        shopping_cart_membership_type__c: 'Lake Card',
        shopping_cart_trailer_care_type__c: 'Trailer Care',
        total_cost: 133,
      }),
      key(),
      token,
    );
    expect(response.status).toBe(201);
    expect(data![0]).toMatchObject({
      membership_status__c: 'Active',
      membership_expiration_date__c: isoPlus(20, 1),
      trailer_care_type__c: 'Trailer Care Marine',
    });
  });

  it('uses referral credits ($10 each) and takes them from the account; more than held → TOO_MANY_REFERRAL_CREDITS_PASSED', async () => {
    const token = await signInAs('gold@example.com');
    const tooMany = await pay(order(gold, { referral_credits_used: 3, total_cost: 149 }), key(), token);
    expect(tooMany.error?.codes).toEqual(['TOO_MANY_REFERRAL_CREDITS_PASSED']);
    const { response } = await pay(order(gold, { referral_credits_used: 2, total_cost: 159 }), key(), token);
    expect(response.status).toBe(201);
    expect(await count(`SELECT referral_credits__c::int AS n FROM accounts WHERE sfid = 'acc-gold'`)).toBe(0);
  });

  it('refuses a new-members-only code on a renewal (SAVE20 → INVALID_NEW_ONLY)', async () => {
    const token = await signInAs('gold@example.com');
    const { error } = await pay(order(gold, { promo_code_id: 'code-SAVE20', total_cost: 159 }), key(), token);
    expect(error?.codes).toEqual(['INVALID_NEW_ONLY']);
  });

  it("refuses another member's bearer (403) and no bearer for a member account (401), charging nothing", async () => {
    const other = await signInAs('lake@example.com');
    const forbidden = await pay(order(gold), key(), other);
    expect(forbidden.response.status).toBe(403);
    expect((await pay(order(gold))).response.status).toBe(401);
    expect(await payments()).toBe(0);
  });
});

describe('idempotency and concurrency', () => {
  it('charges a resubmission with the same key nothing: DUPLICATE_TRANSACTION_SUBMITTED', async () => {
    const ids = await application();
    const idempotencyKey = key();
    expect((await pay(order(ids), idempotencyKey)).response.status).toBe(201);
    const again = await pay(order(ids), idempotencyKey);
    expect(again.response.status).toBe(409);
    expect(again.error?.codes).toEqual(['DUPLICATE_TRANSACTION_SUBMITTED']);
    expect(await payments()).toBe(1);
  });

  it('charges a double submit in parallel once', async () => {
    const token = await signInAs('gold@example.com');
    const idempotencyKey = key();
    const results = await Promise.all([1, 2, 3, 4].map(() => pay(order(gold), idempotencyKey, token)));
    expect(results.filter((r) => r.response.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.response.status === 409)).toHaveLength(3);
    expect(await payments()).toBe(1);
    expect((await membership('mem-gold')).expiry).toBe(isoPlus(200, 1));
  });

  it('persists 50 concurrent checkouts for 50 different applications, none twice', async () => {
    const apps = await Promise.all(Array.from({ length: 50 }, () => application()));
    const results = await Promise.all(apps.map((ids) => pay(order(ids))));
    expect(results.map((r) => r.response.status)).toEqual(Array(50).fill(201));
    expect(await payments()).toBe(50);
    expect(await count(`SELECT count(DISTINCT membership_sfid)::int AS n FROM payments`)).toBe(50);
    expect(
      await count(
        `SELECT count(DISTINCT membership_number__c)::int AS n FROM memberships WHERE sfid = ANY($1) AND membership_status__c = 'Pending Activation' AND membership_effective_date__c IS NOT NULL`,
        [apps.map((a) => a.sfid)],
      ),
    ).toBe(50);
  });
});

describe('POST /upgrades (Lake to Gold)', () => {
  const upgrade = (
    token: string,
    total_cost: number,
    ext = 'ext-mem-lake',
    idempotencyKey = key(),
    cc = card(),
  ) =>
    apiClient(sandbox, token).POST('/upgrades', {
      params: { header: { 'Idempotency-Key': idempotencyKey } },
      body: {
        cc_details: cc,
        total_cost,
        upgrading_from: 'Lake Card',
        upgrading_to: 'Gold Card',
        membership__c: { heroku_external_id__c: ext },
      },
    });

  it('charges the Lake to Gold Upgrade product (80) and makes the membership a Gold Card', async () => {
    const { data, response } = await upgrade(await signInAs('lake@example.com'), 80);
    expect(response.status).toBe(201);
    expect(data).toMatchObject({ sfid: 'mem-lake', membership_type__c: 'Gold Card' });
    expect(
      await count(
        `SELECT count(*)::int AS n FROM payments WHERE amount = 80 AND membership_sfid = 'mem-lake'`,
      ),
    ).toBe(1);
  });

  it('answers PRICE_MISMATCH, NOT_UPGRADABLE, a card failure, a duplicate, 403 and 401 — each charging nothing more', async () => {
    const token = await signInAs('lake@example.com');
    expect((await upgrade(token, 60)).error?.codes).toEqual(['PRICE_MISMATCH']);
    expect((await upgrade(token, 80, 'ext-mem-lake', key(), card('4000000000000002'))).error?.codes).toEqual([
      'PAYMENT_DECLINED',
    ]);
    expect((await upgrade(await signInAs('gold@example.com'), 80, 'ext-mem-gold')).error?.codes).toEqual([
      'NOT_UPGRADABLE',
    ]);
    expect((await upgrade(await signInAs('fleet@example.com'), 80)).response.status).toBe(403);
    expect(
      (
        await apiClient(sandbox).POST('/upgrades', {
          params: { header: { 'Idempotency-Key': key() } },
          body: {
            cc_details: card(),
            total_cost: 80,
            upgrading_from: 'Lake Card',
            upgrading_to: 'Gold Card',
            membership__c: { heroku_external_id__c: 'ext-mem-lake' },
          },
        })
      ).response.status,
    ).toBe(401);
    expect(await payments()).toBe(0);
    const idempotencyKey = key();
    expect((await upgrade(token, 80, 'ext-mem-lake', idempotencyKey)).response.status).toBe(201);
    expect((await upgrade(token, 80, 'ext-mem-lake', idempotencyKey)).error?.codes).toEqual([
      'DUPLICATE_TRANSACTION_SUBMITTED',
    ]);
    expect(await payments()).toBe(1);
  });
});

describe('POST /midmembershiptrailercare', () => {
  const add = (
    token: string,
    ext: string,
    total_cost: number,
    level: {
      trailer_care_type?: 'Trailer Care' | 'Trailer Care Plus';
      upgrading_from?: 'Trailer Care';
      upgrading_to?: 'Trailer Care Plus';
    },
  ) =>
    apiClient(sandbox, token).POST('/midmembershiptrailercare', {
      params: { header: { 'Idempotency-Key': key() } },
      body: {
        cc_details: card(),
        total_cost,
        membership__c: { heroku_external_id__c: ext },
        ...level,
      } as never,
    });

  it('adds a level to a membership without one (Gold + Trailer Care Plus 29.95)', async () => {
    const { data, response } = await add(await signInAs('gold@example.com'), 'ext-mem-gold', 29.95, {
      trailer_care_type: 'Trailer Care Plus',
    });
    expect(response.status).toBe(201);
    expect(data?.trailer_care_type__c).toBe('Trailer Care Universal');
  });

  it('upgrades Trailer Care to Plus for the difference (29.95 − 14 = 15.95)', async () => {
    const token = await signInAs('lake@example.com');
    expect(
      (
        await add(token, 'ext-mem-lake', 29.95, {
          upgrading_from: 'Trailer Care',
          upgrading_to: 'Trailer Care Plus',
        })
      ).error?.codes,
    ).toEqual(['PRICE_MISMATCH']);
    const { data } = await add(token, 'ext-mem-lake', 15.95, {
      upgrading_from: 'Trailer Care',
      upgrading_to: 'Trailer Care Plus',
    });
    expect(data?.trailer_care_type__c).toBe('Trailer Care Universal');
    // Plus in this term is an order already paid (decision 194).
    expect(
      (await add(token, 'ext-mem-lake', 15.95, { trailer_care_type: 'Trailer Care Plus' })).error?.codes,
    ).toEqual(['DUPLICATE_TRANSACTION_SUBMITTED']);
    expect(
      (await add(token, 'ext-mem-lake', 14, { trailer_care_type: 'Trailer Care' })).error?.codes,
    ).toEqual(['TRAILER_CARE_NOT_AVAILABLE']);
  });

  it('refuses a type without trailer care and another account’s membership', async () => {
    const fleet = await signInAs('fleet@example.com');
    expect(
      (await add(fleet, 'ext-mem-fleet-commercial', 14, { trailer_care_type: 'Trailer Care' })).error?.codes,
    ).toEqual(['TRAILER_CARE_NOT_AVAILABLE']);
    expect(
      (await add(fleet, 'ext-mem-gold', 14, { trailer_care_type: 'Trailer Care' })).response.status,
    ).toBe(403);
    expect(await payments()).toBe(0);
  });
});

describe('auto-renewal enrol / unenrol', () => {
  const enrol = (token: string, membershipid: string, exp_date = '12/39') =>
    apiClient(sandbox, token).POST('/authorizenet/cancelexistingmakenew', {
      body: {
        cc_details: card('4111111111111111', exp_date),
        amount: 119,
        arb_start_date: isoPlus(10),
        membershipid,
      },
    });

  it('enrols with a card that outlasts the renewal date and stores only its last four digits', async () => {
    const { data, response } = await enrol(await signInAs('lake@example.com'), 'mem-lake');
    expect(response.status).toBe(201);
    expect(data).toMatchObject({ auto_renew__c: true, last_4_digits__c: '1111' });
    expect(
      await count(
        `SELECT count(*)::int AS n FROM payment_profiles WHERE membership__c = 'mem-lake' AND pymt__last_4_digits__c = '1111'`,
      ),
    ).toBe(1);
    expect(await payments()).toBe(0);
  });

  it('refuses a card expiring before the renewal date, a trial, and another account', async () => {
    const lakeToken = await signInAs('lake@example.com');
    const soon = new Date();
    const mmYy = `${String(soon.getUTCMonth() + 1).padStart(2, '0')}/${String(soon.getUTCFullYear() % 100).padStart(2, '0')}`;
    expect((await enrol(lakeToken, 'mem-lake', mmYy)).error?.codes).toEqual([
      'INVALID_CREDIT_CARD_EXPIRATION_DATE',
    ]);
    expect((await enrol(await signInAs('trial@example.com'), 'mem-trial')).error?.codes).toEqual([
      'AUTO_RENEW_NOT_AVAILABLE',
    ]);
    expect((await enrol(lakeToken, 'mem-gold')).response.status).toBe(403);
    expect((await membership('mem-lake')).auto_renew__c).toBe(false);
  });

  it('unenrols (DELETE) and forgets the stored card; another account gets 403', async () => {
    const goldToken = await signInAs('gold@example.com');
    expect(
      (
        await apiClient(sandbox, await signInAs('lake@example.com')).DELETE(
          '/authorizenet/cancelarbfrommembershipid',
          { body: { membershipid: 'mem-gold' } },
        )
      ).response.status,
    ).toBe(403);
    const { data, response } = await apiClient(sandbox, goldToken).DELETE(
      '/authorizenet/cancelarbfrommembershipid',
      { body: { membershipid: 'mem-gold' } },
    );
    expect(response.status).toBe(200);
    expect(data?.auto_renew__c).toBe(false);
    expect(
      await count(`SELECT count(*)::int AS n FROM payment_profiles WHERE membership__c = 'mem-gold'`),
    ).toBe(0);
  });
});

describe('wallet payments (modelled)', () => {
  it('answers WALLET_UNAVAILABLE to Apple Pay, Google Pay and merchant validation', async () => {
    const client = apiClient(sandbox);
    const wallet = {
      token: 'opaque',
      total_cost: 179,
      account: { heroku_external_id__c: 'x' },
      membership__c: { heroku_external_id__c: 'y' },
    };
    const header = { 'Idempotency-Key': key() };
    const apple = await client.POST('/apple/processpayment', { params: { header }, body: wallet });
    const google = await client.POST('/google/processpayment', { params: { header }, body: wallet });
    const merchant = await client.POST('/apple/verifymerchant', {
      body: { validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession' },
    });
    for (const result of [apple, google, merchant]) {
      expect(result.response.status).toBe(422);
      expect(result.error?.codes).toEqual(['WALLET_UNAVAILABLE']);
    }
    expect(await payments()).toBe(0);
  });
});
