// Attack 7 of issue 26: one order, one charge (decision 194). Five concurrent payments of one order, each
// under its own Idempotency-Key (a double click in two tabs, a retry after a timeout with a new key), must
// charge once: one payment row and four DUPLICATE_TRANSACTION_SUBMITTED — for a new application, a
// renewal, an upgrade, trailer care, a gift and an auto-renewal enrolment. Runs on PGlite and, with
// DATABASE_URL (`npm run test:pg`), on PostgreSQL with real concurrency.
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { components } from '@/openapi/schema.gen';
import type { Sandbox } from '@/sandbox/app';
import { apiClient, resetSandbox, signInAs } from '../support/sandbox';
import { GIFT_BUYER } from '../fixtures/gift-order';

type Checkout = components['schemas']['CheckoutRequest'];
type Answer = { response: Response; error?: { codes?: string[] } };

let sandbox: Sandbox;
beforeEach(async () => {
  sandbox = await resetSandbox();
});

const cc = (exp_date = '12/39') => ({
  billingaddress: { street: '1 Bay St', city: 'Sag Harbor', state: 'NY', postalcode: '11963', country: 'US' },
  cc_number: '4111111111111111',
  exp_date,
  ccv: '123',
});
const keyed = () => ({ header: { 'Idempotency-Key': randomUUID() } });
const count = async (sql: string, params: unknown[] = []) =>
  Number((await sandbox.db.query<{ n: number }>(sql, params)).rows[0]?.n);
const payments = () => count(`SELECT count(*)::int AS n FROM payments`);
const expiryOf = async (sfid: string) =>
  (
    await sandbox.db.query<{ expiry: string | null }>(
      `SELECT to_char(membership_expiration_date__c, 'YYYY-MM-DD') AS expiry FROM memberships WHERE sfid = $1`,
      [sfid],
    )
  ).rows[0]!.expiry;

/** Five attempts at once, each with its own key: exactly one goes through, four are duplicates. */
async function fiveAtOnce(attempt: () => Promise<Answer>) {
  const answers = await Promise.all([1, 2, 3, 4, 5].map(attempt));
  expect(answers.map((a) => a.response.status).sort()).toEqual([201, 409, 409, 409, 409]);
  const refused = answers.filter((a) => a.response.status === 409);
  expect(refused.map((a) => a.error?.codes)).toEqual(Array(4).fill(['DUPLICATE_TRANSACTION_SUBMITTED']));
}

const checkout = (ids: { account: string; membership: string; renews: string | null }, token?: string) => {
  const body: Checkout = {
    cc_details: cc(),
    donation_amount: 0,
    total_cost: 179,
    account: { heroku_external_id__c: ids.account },
    membership__c: { heroku_external_id__c: ids.membership },
    renews_expiration_date: ids.renews,
    shopping_cart_membership_type__c: 'Gold Card',
    sms_opt_in__c: true,
  };
  return apiClient(sandbox, token).POST('/authorizenet/checkout', { params: keyed(), body });
};

describe('one order, one charge, whatever the Idempotency-Key', () => {
  it('a new application: five checkouts charge once; a retry after it was paid is a duplicate too', async () => {
    const { data } = await apiClient(sandbox).POST('/utility/baseaccount/', {
      body: {
        account: { name: 'Pat Newboat' },
        contact: { firstname: 'Pat', lastname: 'Newboat', email: `pat-${randomUUID()}@example.com` },
        membership__c: { shopping_cart_membership_type__c: 'Gold Card' },
      },
    });
    const ids = {
      account: data!.account.heroku_external_id__c!,
      membership: data!.membership__c!.heroku_external_id__c,
      renews: null,
    };
    await fiveAtOnce(() => checkout(ids));
    const retry = await checkout(ids);
    expect(retry.error?.codes).toEqual(['DUPLICATE_TRANSACTION_SUBMITTED']);
    expect(await payments()).toBe(1);
  });

  it('a renewal: five checkouts of the term renew it once; the next term still renews', async () => {
    const token = await signInAs('gold@example.com');
    const gold = { account: 'ext-acc-gold', membership: 'ext-mem-gold' };
    const term = await expiryOf('mem-gold');
    await fiveAtOnce(() => checkout({ ...gold, renews: term }, token));
    const renewed = await expiryOf('mem-gold');
    expect(Number(renewed!.slice(0, 4)) - Number(term!.slice(0, 4))).toBe(1);
    expect(await payments()).toBe(1);
    expect((await checkout({ ...gold, renews: renewed }, token)).response.status).toBe(201);
    expect(await payments()).toBe(2);
  });

  it('a Lake Card to Gold Card upgrade: five attempts charge once', async () => {
    const token = await signInAs('lake@example.com');
    await fiveAtOnce(() =>
      apiClient(sandbox, token).POST('/upgrades', {
        params: keyed(),
        body: {
          cc_details: cc(),
          total_cost: 80,
          upgrading_from: 'Lake Card',
          upgrading_to: 'Gold Card',
          membership__c: { heroku_external_id__c: 'ext-mem-lake' },
        },
      }),
    );
    expect(await payments()).toBe(1);
  });

  it('a trailer care level: five attempts to add Trailer Care Plus charge once', async () => {
    const token = await signInAs('gold@example.com');
    await fiveAtOnce(() =>
      apiClient(sandbox, token).POST('/midmembershiptrailercare', {
        params: keyed(),
        body: {
          cc_details: cc(),
          total_cost: 29.95,
          membership__c: { heroku_external_id__c: 'ext-mem-gold' },
          trailer_care_type: 'Trailer Care Plus',
        },
      }),
    );
    expect(await payments()).toBe(1);
  });

  // Without the membership's row lock only PostgreSQL lets the two read the same level (PGlite runs one
  // statement at a time); both then charged.
  it('two trailer care levels at once: the second is priced from what the first left, so one charge', async () => {
    const token = await signInAs('gold@example.com');
    const add = (level: 'Trailer Care' | 'Trailer Care Plus', total_cost: number) =>
      apiClient(sandbox, token).POST('/midmembershiptrailercare', {
        params: keyed(),
        body: {
          cc_details: cc(),
          total_cost,
          membership__c: { heroku_external_id__c: 'ext-mem-gold' },
          trailer_care_type: level,
        },
      });
    const answers = await Promise.all(
      [1, 2, 3, 4].flatMap(() => [add('Trailer Care', 14), add('Trailer Care Plus', 29.95)]),
    );
    expect(answers.filter((a) => a.response.status === 201)).toHaveLength(1);
    expect(await payments()).toBe(1);
  });

  it('a gift order: five sends of one cart charge once and make one gift order', async () => {
    const order_id = randomUUID();
    const buyer = GIFT_BUYER;
    await fiveAtOnce(() =>
      apiClient(sandbox).POST('/kitsandgifts', {
        params: keyed(),
        body: {
          order_id,
          logistics: {
            membershipType: 'Gold Card',
            deliveryMethod: 'Email',
            giftWrapped: false,
            totalCost: 179,
          },
          billing: buyer,
          credit_card: { cardNumber: '4111111111111111', cardExpirationDate: '12/39', securityCode: '123' },
          recipient: { firstName: 'Rory', lastName: 'Recipient', email: 'rory@example.com' },
        },
      }),
    );
    expect(await payments()).toBe(1);
    expect(await count(`SELECT count(*)::int AS n FROM gift_orders`)).toBe(1);
  });

  it('an auto-renewal enrolment: five with one card subscribe once; another card still replaces it', async () => {
    const token = await signInAs('lake@example.com');
    const enrol = (exp_date: string) =>
      apiClient(sandbox, token).POST('/authorizenet/cancelexistingmakenew', {
        headers: keyed().header,
        body: {
          cc_details: cc(exp_date),
          amount: 119,
          arb_start_date: '2030-01-01',
          membershipid: 'mem-lake',
        },
      });
    await fiveAtOnce(() => enrol('12/39'));
    const subscriptions = `SELECT count(*)::int AS n FROM payment_profiles WHERE membership__c = 'mem-lake' AND card_expiration_date__c = $1`;
    expect(await count(subscriptions, ['12/39'])).toBe(1);
    expect((await enrol('11/38')).response.status).toBe(201);
    expect(await count(subscriptions, ['11/38'])).toBe(1);
  });
});
