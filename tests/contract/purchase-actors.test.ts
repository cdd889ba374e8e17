// The purchase flow's real actors (flows/purchase.actors.ts) against the real sandbox, through the app's
// own typed client and middleware (request token, bearer rule of api/call-class.ts): what each actor
// answers, what it writes, and that a resumed application is updated, never duplicated.
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '@/api/client';
import { testApiClient } from '@/tests/support/api-client';
import { ApiError } from '@/api/api-error';
import { captureAdTracking } from '@/journeys/purchase/ad-tracking';
import { lookupAnyCode, startPurchase, type PurchaseActorDeps } from '@/journeys/purchase/purchase.actors';
import { billingAddressFor } from '@/journeys/purchase/record-fields';
import {
  checkEmail,
  lookupReferrer,
  runCheckout,
  saveApplicationRecords,
  saveBoatRecord,
} from '@/journeys/purchase/purchase.calls';
import type { HomePort } from '@/machines/home-port/home-port-schema';
import { EMPTY_CONTACT, type PurchaseContact } from '@/machines/purchase/contact-form';
import type { ApplicationIds, CheckoutInput, SaveBoatInput } from '@/machines/purchase/purchase-types';
import type { Sandbox } from '@/sandbox/app';
import { BASE_URL, resetSandbox, signInSession } from '../support/sandbox';

let sandbox: Sandbox;
beforeEach(async () => {
  sandbox = await resetSandbox();
});

/** Bodies the client sent, by path (to check the §7 payload and that no card data goes elsewhere). */
let sent: Array<{ method: string; path: string; headers: Headers; body: unknown }> = [];

function client(token: string | null = null): ApiClient {
  sent = [];
  return testApiClient({
    baseUrl: BASE_URL,
    getAccessToken: () => token,
    fetch: async (request) => {
      const text = request.body ? await request.clone().text() : '';
      sent.push({
        method: request.method,
        path: new URL(request.url).pathname.replace(/^\/api/, ''),
        headers: request.headers,
        body: text ? JSON.parse(text) : null,
      });
      return sandbox.app.fetch(request);
    },
  });
}

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

const count = async (sql: string, params: unknown[] = []) =>
  Number((await sandbox.db.query<{ n: number }>(sql, params)).rows[0]?.n);
const payments = () => count(`SELECT count(*)::int AS n FROM payments`);

const contact = (email: string): PurchaseContact => ({
  ...EMPTY_CONTACT,
  firstName: 'Pat',
  lastName: 'Newboat',
  email,
  mobilePhone: '(631) 555-0100',
  streetAddress: '1 Bay St',
  city: 'Sag Harbor',
  state: 'NY',
  postalCode: '11963',
  country: 'US',
  addressSource: 'suggestion',
});

const homePort: HomePort = {
  homePortType: 'Marina',
  homePortName: 'Sag Harbor Yacht Club',
  address: '1 Bay St, Sag Harbor, NY 11963, USA',
  streetNumber: '1',
  street: 'Bay St',
  city: 'Sag Harbor',
  state: 'NY',
  country: 'US',
  lat: 41,
  lng: -72.29,
  aor: { id: 'aor-sag-harbor', name: 'Sea Tow Sag Harbor', description: '', phone: '' },
};

const NO_APP: ApplicationIds = { accountId: null, contactId: null, membershipId: null };
const NO_DETAILS = {
  boatColor: null,
  hullType: null,
  engineType: null,
  fuelType: null,
  numberOfEngines: null,
  registrationNumber: null,
};

async function newApplication(api: ApiClient, email = `pat-${randomUUID()}@example.com`) {
  return saveApplicationRecords(api, {
    application: NO_APP,
    contact: contact(email),
    membershipType: 'Gold Card',
    trailerCare: 'Do not upgrade',
    business: false,
  });
}

const deps = (storage = memoryStorage()): PurchaseActorDeps => ({
  trackingStorage: () => storage,
  now: () => Date.now(),
  newIdempotencyKey: () => randomUUID(),
});

const order = (application: ApplicationIds, overrides: Partial<CheckoutInput> = {}): CheckoutInput => ({
  application,
  renews: null,
  membershipType: 'Gold Card',
  trailerCare: 'Do not upgrade',
  autoRenew: false,
  card: { cardNumber: '4111111111111111', cardExpirationDate: '12/39', securityCode: '123' },
  billing: { street: '', city: '', state: '', postalCode: '', country: '' },
  // The contact's address as the wizard holds it (no application read-back, decision 193).
  shipping: { street: '1 Bay St', city: 'Sag Harbor', state: 'NY', postalCode: '11963', country: 'US' },
  donation: 0,
  total: 179,
  code: null,
  referral: null,
  referralId: null,
  referralCreditsUsed: 0,
  ...overrides,
});

const codesOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return (error as ApiError).codes;
  }
  throw new Error('expected the actor to fail');
};

describe('startPurchase', () => {
  it('anonymous: price lists, no membership check, no code', async () => {
    const out = await startPurchase(client(), {
      signedIn: false,
      accountId: null,
      promotionCode: null,
      activationCode: null,
    });
    expect(out.membershipCount).toBeNull();
    expect(out.products.membership).toContainEqual(
      expect.objectContaining({ name: 'Gold Card', price: 179 }),
    );
    expect(out.products.trailerCare).toContainEqual(expect.objectContaining({ name: 'Trailer Care Plus' }));
    expect(out).toMatchObject({ code: null, codeErrors: [] });
    expect(sent.map((r) => r.path)).toEqual(['/products']);
  });

  it('signed in: counts the memberships on the dashboard (a login without an account has none)', async () => {
    const gold = await signInSession('gold@example.com', sandbox);
    const withMemberships = await startPurchase(client(gold.token), {
      signedIn: true,
      accountId: 'acc-gold',
      promotionCode: null,
      activationCode: null,
    });
    expect(withMemberships.membershipCount).toBeGreaterThan(0);
    const nomember = await signInSession('nomember@example.com', sandbox);
    const none = await startPurchase(client(nomember.token), {
      signedIn: true,
      accountId: null,
      promotionCode: null,
      activationCode: null,
    });
    expect(none.membershipCount).toBe(0);
  });

  it('looks up ?promotion= and ?activation= codes (flow type New); a failure comes back as codes to flash', async () => {
    const start = (promotionCode: string | null, activationCode: string | null = null) =>
      startPurchase(client(), { signedIn: false, accountId: null, promotionCode, activationCode });
    expect((await start('save20')).code).toMatchObject({ name: 'SAVE20', type: 'promo', dollarsOff: 20 });
    expect(sent.find((r) => r.path === '/utility/promos/')?.body).toMatchObject({ flow_type: 'New' });
    expect((await start('TRIAL30')).code).toMatchObject({ trial: true, trialDurationDays: 30 });
    expect((await start(null, 'LAKEKIT')).code).toMatchObject({ name: 'LAKEKIT', type: 'activation' });
    expect(await start('OLDPROMO')).toMatchObject({ code: null, codeErrors: ['INACTIVE_PROMO'] });
    expect(await start('RENEW15')).toMatchObject({ code: null, codeErrors: ['INVALID_RENEW_ONLY'] });
    expect(await start('no such code!')).toMatchObject({ code: null, codeErrors: ['INVALID_ID'] });
  });
});

describe('checkEmail', () => {
  it('tells an existing member, an abandoned application (without its ids) and a new e-mail apart', async () => {
    const api = client();
    expect(await checkEmail(api, 'gold@example.com')).toEqual({
      contactExists: true,
      abandonedAccount: false,
    });
    expect(await checkEmail(api, 'Abandoned@example.com')).toEqual({
      contactExists: true,
      abandonedAccount: true,
    });
    expect(await checkEmail(api, 'brand-new@example.com')).toEqual({
      contactExists: false,
      abandonedAccount: false,
    });
  });
});

describe('saveApplication', () => {
  it('creates account, primary contact and membership once, then updates the same records', async () => {
    const api = client();
    const email = `pat-${randomUUID()}@example.com`;
    const ids = await newApplication(api, email);
    expect(ids.accountId && ids.contactId && ids.membershipId).toBeTruthy();
    const again = await saveApplicationRecords(api, {
      application: ids,
      contact: { ...contact(email), firstName: 'Patricia', city: 'Montauk' },
      membershipType: 'Lake Card',
      trailerCare: 'Trailer Care Plus',
      business: false,
    });
    expect(again).toEqual(ids);
    expect(await count(`SELECT count(*)::int AS n FROM contacts WHERE email = $1`, [email])).toBe(1);
    const row = (
      await sandbox.db.query<Record<string, string>>(
        `SELECT c.firstname, a.shippingcity, m.shopping_cart_membership_type__c AS type, m.shopping_cart_trailer_care_type__c AS tc
           FROM contacts c JOIN accounts a ON a.sfid = c.accountid JOIN memberships m ON m.account__c = a.sfid
          WHERE c.email = $1`,
        [email],
      )
    ).rows;
    expect(row).toEqual([
      { firstname: 'Patricia', shippingcity: 'Montauk', type: 'Lake Card', tc: 'Trailer Care Plus' },
    ]);
  });

  it('resumes the abandoned application by its e-mail: updated, not duplicated', async () => {
    const api = client();
    const before = await count(`SELECT count(*)::int AS n FROM accounts`);
    const ids = await saveApplicationRecords(api, {
      application: NO_APP,
      contact: { ...contact('abandoned@example.com'), firstName: 'Abigail' },
      membershipType: 'Gold Card',
      trailerCare: 'Trailer Care',
      business: false,
    });
    expect(ids.accountId).toBe('ext-acc-abandoned');
    expect(ids.contactId).toBe('ext-con-abandoned');
    expect(ids.membershipId).toBeTruthy();
    expect(await count(`SELECT count(*)::int AS n FROM accounts`)).toBe(before);
    expect(
      await count(`SELECT count(*)::int AS n FROM contacts WHERE lower(email) = 'abandoned@example.com'`),
    ).toBe(1);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM contacts WHERE lower(email) = 'abandoned@example.com' AND firstname = 'Abigail'`,
      ),
    ).toBe(1);
  });

  it('a business purchase names the account after the business', async () => {
    const api = client();
    const email = `biz-${randomUUID()}@example.com`;
    await saveApplicationRecords(api, {
      application: NO_APP,
      contact: { ...contact(email), businessName: 'Harbor Tows LLC' },
      membershipType: 'Commercial Card',
      trailerCare: 'Do not upgrade',
      business: true,
    });
    const rows = (
      await sandbox.db.query<{ name: string; t: string }>(
        `SELECT a.name, a.account_detail_type__c AS t FROM accounts a JOIN contacts c ON c.accountid = a.sfid WHERE c.email = $1`,
        [email],
      )
    ).rows;
    expect(rows).toEqual([{ name: 'Harbor Tows LLC', t: 'Customer - Business' }]);
  });
});

describe('saveBoat', () => {
  const boatInput = (application: ApplicationIds, boatId: string | null, own: boolean): SaveBoatInput => ({
    application,
    boatId,
    membershipType: 'Gold Card',
    boat: own
      ? {
          boatName: 'Sea Dog',
          boatMake: 'Grady-White',
          year: 2020,
          length: 28,
          boatColor: 'Blue',
          hullType: 'Fiberglass',
          engineType: 'Outboard',
          fuelType: 'Gasoline',
          numberOfEngines: 2,
          registrationNumber: 'NY 2020 SD',
          noBoatReason: null,
          boatClubName: null,
          homePort,
        }
      : {
          boatName: null,
          boatMake: null,
          year: null,
          length: null,
          ...NO_DETAILS,
          noBoatReason: 'Boat Club Member',
          boatClubName: 'Freedom',
          homePort,
        },
  });
  const boatRow = async (membershipExt: string) =>
    (
      await sandbox.db.query<Record<string, unknown>>(
        `SELECT b.boat_status__c, b.primary_boat__c, b.boat_make__c, b.year__c, b.length__c::float8 AS length__c,
                b.no_boat_reason__c, b.name_of_boat_club__c, b.marina_name__c, b.aor__c, b.color__c,
                b.hull_type__c, b.engine_type__c, b.fuel_type__c, b.number_of_engines__c,
                b.registration_document__c
           FROM boats b JOIN memberships m ON m.sfid = b.related_membership__c WHERE m.heroku_external_id__c = $1`,
        [membershipExt],
      )
    ).rows;

  it('creates the primary boat Active, then updates it (other form nulls make/length/year; regular nulls the reason)', async () => {
    const api = client();
    const ids = await newApplication(api);
    const first = await saveBoatRecord(api, boatInput(ids, null, true));
    expect(await boatRow(ids.membershipId!)).toEqual([
      expect.objectContaining({
        boat_status__c: 'Active',
        primary_boat__c: true,
        boat_make__c: 'Grady-White',
        year__c: '2020',
        length__c: 28,
        no_boat_reason__c: null,
        marina_name__c: 'Sag Harbor Yacht Club',
        aor__c: 'aor-sag-harbor',
        color__c: 'Blue',
        hull_type__c: 'Fiberglass',
        engine_type__c: 'Outboard',
        fuel_type__c: 'Gasoline',
        number_of_engines__c: 2,
        registration_document__c: 'NY 2020 SD',
      }),
    ]);
    const second = await saveBoatRecord(api, boatInput(ids, first.boatId, false));
    expect(second.boatId).toBe(first.boatId);
    expect(await boatRow(ids.membershipId!)).toEqual([
      expect.objectContaining({
        boat_make__c: null,
        year__c: null,
        length__c: null,
        no_boat_reason__c: 'Boat Club Member',
        name_of_boat_club__c: 'Freedom',
        hull_type__c: null,
        number_of_engines__c: null,
      }),
    ]);
    await saveBoatRecord(api, boatInput(ids, first.boatId, true));
    expect(await boatRow(ids.membershipId!)).toEqual([
      expect.objectContaining({ boat_make__c: 'Grady-White', no_boat_reason__c: null }),
    ]);
  });

  it('moves the application to the type chosen on the boat step (Lake Card upgraded to Gold Card)', async () => {
    const api = client();
    const ids = await saveApplicationRecords(api, {
      application: NO_APP,
      contact: contact(`lake-${randomUUID()}@example.com`),
      membershipType: 'Lake Card',
      trailerCare: 'Do not upgrade',
      business: false,
    });
    await saveBoatRecord(api, {
      ...boatInput(ids, null, true),
      membershipType: 'Gold Card',
    });
    expect(
      await count(
        `SELECT count(*)::int AS n FROM memberships WHERE heroku_external_id__c = $1 AND shopping_cart_membership_type__c = 'Gold Card'`,
        [ids.membershipId],
      ),
    ).toBe(1);
  });
});

describe('lookupReferrer and lookupCode', () => {
  it('finds the referrer by member number; an unknown number fails with a code', async () => {
    expect(await lookupReferrer(client(), ' gc100001 ')).toMatchObject({ memberNumber: 'GC100001' });
    expect(await codesOf(lookupReferrer(client(), 'XX404'))).toEqual(['REFERRER_NOT_FOUND']);
  });

  it('takes a promotion or an activation code in the one discount form, checked against the type', async () => {
    const api = client();
    expect(
      await lookupAnyCode(api, { code: 'SAVE20', membershipType: 'Gold Card', flowType: 'New' }),
    ).toMatchObject({
      type: 'promo',
    });
    expect(
      await lookupAnyCode(api, { code: 'goldkit', membershipType: 'Gold Card', flowType: 'New' }),
    ).toMatchObject({
      type: 'activation',
      name: 'GOLDKIT',
    });
    expect(
      await codesOf(lookupAnyCode(api, { code: 'LAKEKIT', membershipType: 'Gold Card', flowType: 'New' })),
    ).toEqual(['INVALID_CODE_ON_MEMBERSHIP_TYPE']);
    expect(
      await codesOf(lookupAnyCode(api, { code: 'NOPE', membershipType: 'Gold Card', flowType: 'New' })),
    ).toEqual(['INVALID_ID']);
    expect(
      await codesOf(lookupAnyCode(api, { code: 'bad code', membershipType: null, flowType: 'New' })),
    ).toEqual(['INVALID_ID']);
  });
});

describe('checkout', () => {
  it('sends the §7 payload with ad tracking, one fresh Idempotency-Key, the billing defaulted to shipping', async () => {
    const api = client();
    const ids = await newApplication(api);
    const storage = memoryStorage();
    captureAdTracking(
      new URLSearchParams('utm_source=google&utm_campaign=spring&gclid=G1&msclkid=M1&testvariant=B'),
      storage,
      Date.now(),
    );
    const before = await payments();
    const out = await runCheckout(
      api,
      order(ids, {
        code: await lookupAnyCode(api, { code: 'SAVE20', membershipType: 'Gold Card', flowType: 'New' }),
        total: 164,
        donation: 5,
        referral: { memberNumber: 'GC100001', name: 'Gary G.', accountId: null },
      }),
      deps(storage),
    );
    expect(out.membershipNumber).toMatch(/^M\d+$/);
    expect(out.expirationDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await payments()).toBe(before + 1);
    const request = sent.find((r) => r.path === '/authorizenet/checkout');
    expect(request?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(request?.headers.get('Authorization')).toBeNull();
    expect(request?.body).toMatchObject({
      donation_amount: 5,
      total_cost: 164,
      sms_opt_in__c: true,
      shopping_cart_membership_type__c: 'Gold Card',
      shopping_cart_trailer_care_type__c: 'No Trailer Care',
      utm_source__c: 'google',
      utm_campaign__c: 'spring',
      gclid__c: 'G1',
      msclkid__c: 'M1',
      test_variant__c: 'B',
      referred_by: 'GC100001',
      promo_code_id: expect.any(String),
      cc_details: {
        billingaddress: {
          street: '1 Bay St',
          city: 'Sag Harbor',
          state: 'NY',
          postalcode: '11963',
          country: 'US',
        },
        cc_number: '4111111111111111',
        auto_renewal_agreement: false,
      },
    });
    expect(request?.body).not.toHaveProperty('activation_code_id');
    // Spec §4: the application's records got the billing address before the payment.
    expect(
      await count(
        `SELECT count(*)::int AS n FROM accounts WHERE heroku_external_id__c = $1 AND billingstreet = '1 Bay St'`,
        [ids.accountId],
      ),
    ).toBe(1);
    // Card data goes to the checkout call only.
    const elsewhere = sent.filter((r) => r.path !== '/authorizenet/checkout');
    expect(JSON.stringify(elsewhere.map((r) => r.body))).not.toContain('4111');
    expect([...storage.items.values()].join()).not.toContain('4111');
  });

  it('a declined card charges nothing; the next attempt has a new key and is charged once', async () => {
    const api = client();
    const ids = await newApplication(api);
    const before = await payments();
    const declined = order(ids, {
      card: { cardNumber: '4000000000000002', cardExpirationDate: '12/39', securityCode: '123' },
    });
    expect(await codesOf(runCheckout(api, declined, deps()))).toEqual(['PAYMENT_DECLINED']);
    expect(await payments()).toBe(before);
    await runCheckout(api, order(ids), deps());
    const keys = sent
      .filter((r) => r.path === '/authorizenet/checkout')
      .map((r) => r.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
    expect(await payments()).toBe(before + 1);
  });

  it('sends an activation code as activation_code_id, and a wrong total comes back as PRICE_MISMATCH', async () => {
    const api = client();
    const ids = await newApplication(api);
    const goldkit = await lookupAnyCode(api, {
      code: 'GOLDKIT',
      membershipType: 'Gold Card',
      flowType: 'New',
    });
    expect(await codesOf(runCheckout(api, order(ids, { code: goldkit, total: 1 }), deps()))).toEqual([
      'PRICE_MISMATCH',
    ]);
    expect(sent.find((r) => r.path === '/authorizenet/checkout')?.body).toMatchObject({
      activation_code_id: goldkit.id,
    });
  });

  it('a signed-in login without an account (nomember) buys, its token sent on the boat write and checkout (decision 143)', async () => {
    const nomember = await signInSession('nomember@example.com', sandbox);
    const api = client(nomember.token);
    const ids = await newApplication(api);
    await saveBoatRecord(api, {
      application: ids,
      boatId: null,
      membershipType: 'Gold Card',
      boat: {
        boatName: 'Tern',
        boatMake: 'Whaler',
        year: 2019,
        length: 17,
        ...NO_DETAILS,
        noBoatReason: null,
        boatClubName: null,
        homePort,
      },
    });
    const out = await runCheckout(api, order(ids), deps());
    expect(out.membershipNumber).toBeTruthy();
    const bearer = (path: string) =>
      sent.filter((r) => r.path === path).map((r) => r.headers.get('Authorization') !== null);
    expect(bearer('/authorizenet/checkout')).toEqual([true]);
    expect(bearer('/boats')).toEqual([true]);
  });

  it('defaults the billing country to United States when there is no billing street and no shipping', () => {
    const empty = { street: '', city: '', state: '', postalCode: '', country: '' };
    expect(billingAddressFor(empty, null).country).toBe('US');
    const typed = { street: '9 Elm St', city: 'Toronto', state: 'ON', postalCode: 'M5V', country: 'CA' };
    expect(billingAddressFor(typed, { ...typed, street: '1 Bay St' })).toEqual(typed);
  });
});
