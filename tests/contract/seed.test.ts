// The seed is a contract (docs/sandbox.md): every persona, membership, boat, code, place, price and media item
// exists with the stated facts, dates relative to the seeding day, and every persona signs in with
// Sandbox!2026 through the real identity provider.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '@/sandbox/app';
import { resetSandbox, signInSession } from '../support/sandbox';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await resetSandbox();
});

const rows = async <T>(sql: string, params: unknown[] = []) => (await sandbox.db.query<T>(sql, params)).rows;
const today = () => Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
const offset = (iso: string | null) =>
  iso === null ? null : Math.round((Date.parse(`${iso}T00:00:00Z`) - today()) / 86_400_000);

type MembershipFacts = {
  type: string;
  status: string;
  expires: number | null;
  effective: number | null;
  autoRenew: boolean;
  trailer: string | null;
  boats: number;
  detail: string;
  sponsor: string | null;
};

async function membershipsOf(email: string): Promise<MembershipFacts[]> {
  const found = await rows<{
    membership_type__c: string;
    membership_status__c: string;
    exp: string | null;
    eff: string | null;
    auto_renew__c: boolean;
    trailer_care_type__c: string | null;
    boats: number;
    account_detail_type__c: string;
    sponsor: string | null;
  }>(
    `SELECT m.membership_type__c, m.membership_status__c, m.membership_expiration_date__c::text AS exp,
       m.membership_effective_date__c::text AS eff, m.auto_renew__c, m.trailer_care_type__c, a.account_detail_type__c,
       s.name AS sponsor, (SELECT count(*)::int FROM boats b WHERE b.related_membership__c = m.sfid) AS boats
     FROM users u JOIN accounts a ON a.sfid = u.account_id JOIN memberships m ON m.account__c = a.sfid
     LEFT JOIN accounts s ON s.sfid = a.parent_account__c
     WHERE u.email = $1 ORDER BY m.primary_membership__c DESC, m.membership_expiration_date__c DESC`,
    [email],
  );
  return found.map((m) => ({
    type: m.membership_type__c,
    status: m.membership_status__c,
    expires: offset(m.exp),
    effective: offset(m.eff),
    autoRenew: m.auto_renew__c,
    trailer: m.trailer_care_type__c,
    boats: m.boats,
    detail: m.account_detail_type__c,
    sponsor: m.sponsor,
  }));
}

const retail = 'Customer - Retail';

describe('member personas', () => {
  it.each([
    [
      'gold@example.com',
      {
        type: 'Gold Card',
        status: 'Active',
        expires: 200,
        autoRenew: true,
        trailer: null,
        boats: 2,
        detail: retail,
      },
    ],
    [
      'lake@example.com',
      {
        type: 'Lake Card',
        status: 'Active',
        expires: 20,
        autoRenew: false,
        trailer: 'Trailer Care Marine',
        boats: 1,
        detail: retail,
      },
    ],
    [
      'trial@example.com',
      { type: 'Trial Membership', status: 'Active', expires: 5, autoRenew: true, boats: 1, detail: retail },
    ],
    [
      'expired@example.com',
      { type: 'Gold Card', status: 'Expired', expires: -10, autoRenew: false, boats: 1, detail: retail },
    ],
    [
      'monthly@example.com',
      {
        type: 'Gold Card',
        status: 'Active',
        expires: 25,
        boats: 1,
        detail: 'Customer - Monthly',
        sponsor: 'Blue Water Boat Club',
      },
    ],
    [
      'sponsored@example.com',
      {
        type: 'Lake Card',
        status: 'Active',
        expires: 60,
        boats: 1,
        detail: 'Customer - Subsidized',
        sponsor: 'Bay Yacht Club',
      },
    ],
    [
      'future@example.com',
      { type: 'Gold Card', status: 'Future Start', effective: 14, boats: 1, detail: retail },
    ],
    [
      'pending@example.com',
      { type: 'Gold Card', status: 'Pending Activation', effective: 0, boats: 1, detail: retail },
    ],
    ['noboat@example.com', { type: 'Lake Card', status: 'Active', expires: 90, boats: 0, detail: retail }],
    ['social@example.com', { type: 'Gold Card', status: 'Active', expires: 120, boats: 1, detail: retail }],
  ])('%s', async (email, facts) => {
    const memberships = await membershipsOf(email);
    expect(memberships).toHaveLength(1);
    expect(memberships[0]).toMatchObject(facts);
  });

  it('gold: member number GC100001, card ending 1111, 2 referral credits, Sea Breeze (primary, Sag Harbor NY) and Little Tern', async () => {
    const [gold] = await rows<{ membership_number__c: string; last4: string; referral_credits__c: number }>(
      `SELECT m.membership_number__c, p.pymt__last_4_digits__c AS last4, a.referral_credits__c::float8 AS referral_credits__c
       FROM memberships m JOIN payment_profiles p ON p.membership__c = m.sfid JOIN accounts a ON a.sfid = m.account__c WHERE m.sfid = 'mem-gold'`,
    );
    expect(gold).toEqual({ membership_number__c: 'GC100001', last4: '1111', referral_credits__c: 2 });
    expect(
      await rows(
        `SELECT name__c, primary_boat__c, home_port_city__c, home_port_state__c FROM boats WHERE account__c = 'acc-gold' ORDER BY id`,
      ),
    ).toEqual([
      {
        name__c: 'Sea Breeze',
        primary_boat__c: true,
        home_port_city__c: 'Sag Harbor',
        home_port_state__c: 'NY',
      },
      {
        name__c: 'Little Tern',
        primary_boat__c: false,
        home_port_city__c: 'Sag Harbor',
        home_port_state__c: 'NY',
      },
    ]);
  });

  it("gold's Gold Card alone carries Apple and Google wallet pass links (spec §2 'only if a pass link exists')", async () => {
    expect(
      await rows(
        `SELECT sfid, apple_pass__c, google_pass__c FROM memberships
         WHERE apple_pass__c IS NOT NULL OR google_pass__c IS NOT NULL`,
      ),
    ).toEqual([
      {
        sfid: 'mem-gold',
        apple_pass__c: 'https://wallet.example.com/apple/GC100001.pkpass',
        google_pass__c: 'https://wallet.example.com/google/GC100001',
      },
    ]);
  });

  it('lake: Loon at Lake George NY', async () => {
    expect(
      await rows(
        `SELECT name__c, home_port_city__c, home_port_state__c FROM boats WHERE account__c = 'acc-lake'`,
      ),
    ).toEqual([{ name__c: 'Loon', home_port_city__c: 'Lake George', home_port_state__c: 'NY' }]);
  });

  it('fleet: Harbor Charters LLC with Gold +300, Lake +40 and Commercial +9, one boat each', async () => {
    expect(await membershipsOf('fleet@example.com')).toMatchObject([
      { type: 'Gold Card', status: 'Active', expires: 300, boats: 1, detail: 'Customer - Business' },
      { type: 'Lake Card', status: 'Active', expires: 40, boats: 1 },
      { type: 'Commercial Card', status: 'Active', expires: 9, boats: 1 },
    ]);
    expect(await rows(`SELECT name FROM accounts WHERE sfid = 'acc-fleet'`)).toEqual([
      { name: 'Harbor Charters LLC' },
    ]);
  });

  it('nomember signs in but has no account; abandoned is an application account with a contact and no membership or login', async () => {
    expect(await rows(`SELECT account_id FROM users WHERE email = 'nomember@example.com'`)).toEqual([
      { account_id: null },
    ]);
    expect(await rows(`SELECT account_id FROM users WHERE email = 'unregistered@example.com'`)).toEqual([
      { account_id: null },
    ]);
    expect(await rows(`SELECT 1 FROM users WHERE email = 'abandoned@example.com'`)).toEqual([]);
    expect(await rows(`SELECT c.email FROM contacts c WHERE c.accountid = 'acc-abandoned'`)).toEqual([
      { email: 'abandoned@example.com' },
    ]);
    expect(await rows(`SELECT 1 FROM memberships WHERE account__c = 'acc-abandoned'`)).toEqual([]);
  });
});

describe('partner personas', () => {
  it('partner: Approved, Savings Club with 3 active, 2 awaiting approval and 2 prior offers, complete profile with logo', async () => {
    const [account] = await rows<Record<string, unknown>>(
      `SELECT * FROM accounts WHERE sfid = 'acc-partner'`,
    );
    expect(account).toMatchObject({
      approval_status__c: 'Approved',
      company_logo__c: expect.stringMatching(/\.svg$/),
      partner_description__c: expect.any(String),
    });
    const offers = await rows<{ offer_status__c: string; approval_status__c: string }>(
      `SELECT offer_status__c, approval_status__c FROM savings_club_offers WHERE partner_account__c = 'acc-partner'`,
    );
    const count = (f: (o: { offer_status__c: string; approval_status__c: string }) => boolean) =>
      offers.filter(f).length;
    expect(count((o) => o.offer_status__c === 'Active' && o.approval_status__c === 'Approved')).toBe(3);
    expect(count((o) => o.offer_status__c === 'Active' && o.approval_status__c === 'Awaiting Approval')).toBe(
      2,
    );
    // Prior: one removed (archived), one denied but not removed (it may be sent for review again).
    expect(count((o) => o.offer_status__c === 'Inactive')).toBe(1);
    expect(count((o) => o.offer_status__c === 'Active' && o.approval_status__c === 'Denied')).toBe(1);
    expect(
      await rows(`SELECT program, status FROM partner_programs WHERE account__c = 'acc-partner'`),
    ).toEqual([{ program: 'savings_club', status: 'Approved' }]);
  });

  it('newpartner: Awaiting Approval, Savings Club, no offers, no description or logo', async () => {
    expect(
      await rows(
        `SELECT approval_status__c, partner_description__c, company_logo__c FROM accounts WHERE sfid = 'acc-newpartner'`,
      ),
    ).toEqual([
      { approval_status__c: 'Awaiting Approval', partner_description__c: null, company_logo__c: null },
    ]);
    expect(
      await rows(`SELECT 1 FROM savings_club_offers WHERE partner_account__c = 'acc-newpartner'`),
    ).toEqual([]);
  });

  it('temp-partner: Approved, Sea Care, only a temporary partner id', async () => {
    expect(
      await rows(
        `SELECT partner_account_id, temp_partner_account_id FROM users WHERE email = 'temp-partner@example.com'`,
      ),
    ).toEqual([{ partner_account_id: null, temp_partner_account_id: 'acc-temp-partner' }]);
    expect(
      await rows(`SELECT program, status FROM partner_programs WHERE account__c = 'acc-temp-partner'`),
    ).toEqual([{ program: 'sea_care', status: 'Approved' }]);
  });
});

describe('codes, places, prices, media', () => {
  it('has every promotion and activation code with its rule', async () => {
    const codes = await rows<Record<string, unknown>>(
      `SELECT name, type, valid_on_business_type__c AS business, valid_on_membership__c AS types, value_discount_in_dollars::float8 AS dollars,
         value_discount_in_percentage::float8 AS percent, value_time_in_days AS days, usage_rules__c AS rules, related_product__c AS product,
         (end_date__c - current_date) AS ends FROM promotion_codes ORDER BY name`,
    );
    const byName = Object.fromEntries(codes.map((c) => [c.name, c]));
    expect(Object.keys(byName).sort()).toEqual([
      'ARB25',
      'GOLDKIT',
      'LAKEKIT',
      'OLDPROMO',
      'RENEW15',
      'SAVE20',
      'TAKE10',
      'TRIAL30',
    ]);
    expect(byName.SAVE20).toMatchObject({ type: 'promo', dollars: 20, business: 'New' });
    expect(byName.TAKE10).toMatchObject({ type: 'promo', percent: 10, business: 'New;Renewal' });
    expect(byName.RENEW15).toMatchObject({ type: 'promo', dollars: 15, business: 'Renewal' });
    expect(byName.ARB25).toMatchObject({ type: 'promo', dollars: 25, rules: 'ARB Required' });
    expect(byName.TRIAL30).toMatchObject({
      type: 'promo',
      days: 30,
      product: 'Trial Membership',
      rules: 'ARB Required',
    });
    expect(byName.OLDPROMO).toMatchObject({ ends: -1 });
    expect(byName.LAKEKIT).toMatchObject({ type: 'activation', types: 'Lake Card', business: 'New' });
    expect(byName.GOLDKIT).toMatchObject({ type: 'activation', types: 'Gold Card', business: 'New;Renewal' });
  });

  it('has every docs/sandbox.md place with street address, coordinates and a local operator', async () => {
    const places = await rows<{
      city: string;
      state: string;
      country: string;
      street: string;
      captain: string;
      phone: string;
      email: string;
      facebook: string;
    }>(
      `SELECT p.city, p.state, p.country, p.street, a.captain_name__c AS captain, a.x24_hour_phone__c AS phone, a.email, a.facebook_url__c AS facebook
       FROM places p JOIN aors a ON a.sfid = p.aor__c`,
    );
    const where = places.map((p) => `${p.city} ${p.state}`);
    for (const expected of [
      'Sag Harbor NY',
      'Montauk NY',
      'Lake George NY',
      'Lake Havasu City AZ',
      'Buford GA',
      'Marina del Rey CA',
      'Annapolis MD',
      'Key West FL',
      'Miami FL',
      'Anchorage AK',
      'Honolulu HI',
      'San Juan PR',
      'Charlotte Amalie VI',
      'Toronto ON',
      'Ensenada BC',
    ]) {
      expect(where).toContain(expected);
    }
    expect(places.find((p) => p.city === 'Toronto')?.country).toBe('CA');
    expect(places.find((p) => p.city === 'Ensenada')?.country).toBe('MX');
    for (const p of places)
      expect(p).toMatchObject({
        street: expect.any(String),
        captain: expect.any(String),
        phone: expect.any(String),
        email: expect.stringContaining('@'),
        facebook: expect.stringMatching(/^https:/),
      });
  });

  it('has every price and fee', async () => {
    const prices = Object.fromEntries(
      (
        await rows<{ product_code: string; price: number }>(
          `SELECT product_code, price::float8 AS price FROM products`,
        )
      ).map((p) => [p.product_code, p.price]),
    );
    expect(prices).toMatchObject({
      'Gold Card': 179,
      'Lake Card': 119,
      'Commercial Card': 179,
      'Professional Mariner Card': 365,
      'Lake Fleet Card': 299,
      'Fleet Card': 599,
      'Gold Card 2 Year': 358,
      'Gold Card 3 Year': 537,
      'Gold Card 10 Year': 1790,
      'Lake to Gold Upgrade': 80,
      'Trailer Care Marine': 14,
      'Trailer Care Universal': 29.95,
      'Trial Membership': 0,
      'Referral Credit': 10,
      'Gift Wrap': 3,
      'Shipping Standard': 8,
      'Shipping 2nd Day Air': 16,
      'Shipping Next Day Air': 35,
    });
  });

  it('has 4 videos and 5 posts, 2 of each private, with categories and sandbox-served images', async () => {
    for (const [table, count] of [
      ['videos', 4],
      ['blog_posts', 5],
    ] as const) {
      const media = await rows<{ is_private: boolean; categories: string[]; image_url: string }>(
        `SELECT is_private, categories, image_url FROM ${table}`,
      );
      expect(media).toHaveLength(count);
      expect(media.filter((m) => m.is_private)).toHaveLength(2);
      for (const m of media) {
        expect(m.categories.length).toBeGreaterThan(0);
        const image = await sandbox.app.fetch(new Request(`http://sandbox${m.image_url}`));
        expect(image.status).toBe(200);
        expect(image.headers.get('Content-Type')).toBe('image/svg+xml');
      }
    }
  });
});

describe('every persona with a login signs in with Sandbox!2026', () => {
  it.each([
    'gold',
    'lake',
    'trial',
    'expired',
    'fleet',
    'monthly',
    'sponsored',
    'future',
    'pending',
    'noboat',
    'social',
    'nomember',
    'unregistered',
    'partner',
    'newpartner',
    'temp-partner',
  ])('%s@example.com', async (name) => {
    const { claims } = await signInSession(`${name}@example.com`, sandbox);
    expect(claims.email).toBe(`${name}@example.com`);
  });
});
