// Contract: every Savings Club operation through the typed client — success and each documented failure.
import { beforeEach, describe, expect, it } from 'vitest';
import { errorMessageForCodes } from '@/api/error-catalogue';
import type { paths } from '@/openapi/schema.gen';
import { accountOf, apiClient, claimsOf, countRows, signInSwapped } from '../support/partner-personas';
import { resetSandbox, signInAs } from '../support/sandbox';

type OfferInput = paths['/savingsclub/']['post']['requestBody']['content']['application/json'];

const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

let partnerToken: string;
let partnerId: string;
beforeEach(async () => {
  await resetSandbox();
  partnerToken = await signInAs('partner@example.com');
  partnerId = await accountOf('partner@example.com');
});

const newOffer = (overrides: Partial<OfferInput> = {}): OfferInput => ({
  partner_account__c: partnerId,
  primary_category__c: 'Fuel',
  secondary_category__c: 'Marinas, Dockage & Storage;Safety',
  type_of_offer__c: 'Dollars Off',
  dollars_off__c: 10,
  offer_description__c: '$10 off a fill-up over 50 gallons',
  in_person_redemption__c: true,
  options_for_in_store_redemption__c: 'Present Membership Card',
  ...overrides,
});

const dashboard = (token = partnerToken, accountId = partnerId) =>
  apiClient(token).GET('/savingsclubdashboard/{accountId}', { params: { path: { accountId } } });

describe('GET /savingsclubdashboard/{accountId}', () => {
  it("groups the partner's offers active / awaiting approval / prior (3 / 2 / 2)", async () => {
    const { data, response } = await dashboard();
    expect(response.status).toBe(200);
    const club = data!.programs.savings_club!;
    expect([club.active.length, club.awaiting_approval.length, club.prior.length]).toEqual([3, 2, 2]);
    expect(data!.account.sfid).toBe(partnerId);
    expect(data!.programs.sea_care).toBeNull();
  });

  it('shows Savings Club without offers for a new partner, and Sea Care for the temporary-id partner before and after the swap', async () => {
    const fresh = await dashboard(
      await signInAs('newpartner@example.com'),
      await accountOf('newpartner@example.com'),
    );
    expect(fresh.data!.programs.savings_club).toEqual({ active: [], awaiting_approval: [], prior: [] });
    const temp = await claimsOf('temp-partner@example.com');
    const beforeSwap = await dashboard(
      await signInAs('temp-partner@example.com'),
      temp.temp_partner_account_id!,
    );
    // Companion spec §2.3: "If the swap fails, a default id is used." — the temporary id is the login's own.
    expect(beforeSwap.response.status).toBe(200);
    expect(beforeSwap.data!.programs.sea_care).toEqual({ status: 'Approved' });
    await apiClient(await signInAs('temp-partner@example.com')).POST('/savingsclub/swapmetadata', {
      body: { auth0_id: temp.sub, account_uuid: temp.temp_partner_account_id! },
    });
    const seaCare = await dashboard(
      await signInAs('temp-partner@example.com'),
      await accountOf('temp-partner@example.com'),
    );
    expect(seaCare.data!.programs.sea_care).toEqual({ status: 'Approved' });
    expect(seaCare.data!.programs.savings_club).toBeNull();
  });

  it("answers 403 for another partner's dashboard and 401 without a token", async () => {
    const other = await dashboard(await signInAs('newpartner@example.com'));
    expect(other.response.status).toBe(403);
    expect(other.error?.codes).toContain('FORBIDDEN');
    expect(
      (
        await apiClient().GET('/savingsclubdashboard/{accountId}', {
          params: { path: { accountId: partnerId } },
        })
      ).response.status,
    ).toBe(401);
  });
});

describe('POST /savingsclub/ (create offer)', () => {
  it('creates the offer Awaiting Approval under the partner', async () => {
    const { data, response } = await apiClient(partnerToken).POST('/savingsclub/', { body: newOffer() });
    expect(response.status).toBe(201);
    expect(data).toMatchObject({
      approval_status__c: 'Awaiting Approval',
      offer_status__c: 'Active',
      partner_account__c: partnerId,
      dollars_off__c: 10,
      locality_of_offer__c: 'Local',
    });
    const club = (await dashboard()).data!.programs.savings_club!;
    expect(club.awaiting_approval.map((o) => o.sfid)).toContain(data!.sfid);
  });

  it.each([
    [
      'a Dollars Off offer without dollars_off__c',
      { dollars_off__c: undefined },
      'body.dollars_off__c',
      'is required',
    ],
    [
      'more than 3 secondary categories',
      { secondary_category__c: 'Dining;Safety;Retail;Apparel' },
      'body.secondary_category__c',
      'You may only select up to 3 additional categories',
    ],
    [
      'no redemption type',
      { in_person_redemption__c: false },
      'body.online_redemption__c',
      'You must select at least one Redemption Type for your offer.',
    ],
    [
      'a promo-code redemption without the code',
      { online_redemption__c: true, options_for_online_redemption__c: 'Promo Code' as const },
      'body.online_promo_code__c',
      'is required',
    ],
    [
      'an in-person Other redemption without instructions',
      { options_for_in_store_redemption__c: 'Other' as const },
      'body.in_person_redemption_instructions__c',
      'is required',
    ],
  ])('rejects %s with a field error and writes nothing', async (_, overrides, field, message) => {
    const offers = await countRows('savings_club_offers');
    const { error, response } = await apiClient(partnerToken).POST('/savingsclub/', {
      body: newOffer(overrides),
    });
    expect(response.status).toBe(400);
    expect(error?.fieldErrors?.[field]).toContain(message);
    expect(await countRows('savings_club_offers')).toBe(offers);
  });

  it('rejects a malformed body (missing primary category, description over 1000) with VALIDATION_FAILED', async () => {
    const body = {
      ...newOffer(),
      primary_category__c: undefined,
      offer_description__c: 'x'.repeat(1001),
    } as unknown as OfferInput;
    const { error, response } = await apiClient(partnerToken).POST('/savingsclub/', { body });
    expect(response.status).toBe(400);
    expect(error?.codes).toEqual(['VALIDATION_FAILED']);
    expect(Object.keys(error?.fieldErrors ?? {})).toEqual(
      expect.arrayContaining(['body.offer_description__c']),
    );
  });

  it("answers 403 for another partner's account and writes nothing", async () => {
    const offers = await countRows('savings_club_offers');
    const { response } = await apiClient(await signInAs('newpartner@example.com')).POST('/savingsclub/', {
      body: newOffer(),
    });
    expect(response.status).toBe(403);
    expect(await countRows('savings_club_offers')).toBe(offers);
  });

  it('answers 409 NOT_IN_SAVINGS_CLUB to a partner in Sea Care only, with its catalogue words (decision 242)', async () => {
    const { token, accountId } = await signInSwapped('temp-partner@example.com');
    const offers = await countRows('savings_club_offers');
    const { error, response } = await apiClient(token).POST('/savingsclub/', {
      body: newOffer({ partner_account__c: accountId }),
    });
    expect(response.status).toBe(409);
    expect(error?.codes).toEqual(['NOT_IN_SAVINGS_CLUB']);
    expect(errorMessageForCodes(error?.codes ?? [], '1-800-555-0142')).toContain(
      'Only Savings Club partners publish offers',
    );
    expect(await countRows('savings_club_offers')).toBe(offers);
  });
});

describe('PATCH /savingsclub/ and POST /savingsclub/requestapproval/', () => {
  const activeOffer = async () => (await dashboard()).data!.programs.savings_club!.active[0]!;

  it('an edit sends the offer back to Awaiting Approval', async () => {
    const offer = await activeOffer();
    const { data, response } = await apiClient(partnerToken).PATCH('/savingsclub/', {
      body: { sfid: offer.sfid, offer_description__c: 'Now 15% off' },
    });
    expect(response.status).toBe(200);
    expect(data).toMatchObject({
      sfid: offer.sfid,
      offer_description__c: 'Now 15% off',
      approval_status__c: 'Awaiting Approval',
    });
  });

  it('a removal sets offer_status__c Inactive, moves it to prior, and an archived offer cannot be edited', async () => {
    const offer = await activeOffer();
    const removed = await apiClient(partnerToken).PATCH('/savingsclub/', {
      body: { sfid: offer.sfid, offer_status__c: 'Inactive' },
    });
    expect(removed.data?.offer_status__c).toBe('Inactive');
    expect((await dashboard()).data!.programs.savings_club!.prior.map((o) => o.sfid)).toContain(offer.sfid);
    const edit = await apiClient(partnerToken).PATCH('/savingsclub/', {
      body: { sfid: offer.sfid, offer_description__c: 'again' },
    });
    expect(edit.response.status).toBe(409);
    expect(edit.error?.codes).toEqual(['OFFER_ARCHIVED']);
  });

  it('request approval puts the offer Awaiting Approval', async () => {
    const offer = await activeOffer();
    const { data, response } = await apiClient(partnerToken).POST('/savingsclub/requestapproval/', {
      body: { sfid: offer.sfid },
    });
    expect(response.status).toBe(200);
    expect(data?.approval_status__c).toBe('Awaiting Approval');
  });

  it("answers 404 for an unknown offer and 403 for another partner's offer, changing nothing", async () => {
    const offer = await activeOffer();
    expect(
      (
        await apiClient(partnerToken).PATCH('/savingsclub/', {
          body: { sfid: 'no-such-offer', offer_status__c: 'Inactive' },
        })
      ).response.status,
    ).toBe(404);
    expect(
      (
        await apiClient(partnerToken).POST('/savingsclub/requestapproval/', {
          body: { sfid: 'no-such-offer' },
        })
      ).response.status,
    ).toBe(404);
    const intruder = apiClient(await signInAs('newpartner@example.com'));
    expect(
      (await intruder.PATCH('/savingsclub/', { body: { sfid: offer.sfid, offer_status__c: 'Inactive' } }))
        .response.status,
    ).toBe(403);
    expect(
      (await intruder.POST('/savingsclub/requestapproval/', { body: { sfid: offer.sfid } })).response.status,
    ).toBe(403);
    expect((await activeOffer()).sfid).toBe(offer.sfid);
  });
});

describe('member browsing', () => {
  it('detail answers account, offer and the other active offers of the business; 404 for one awaiting approval', async () => {
    const club = (await dashboard()).data!.programs.savings_club!;
    const { data, response } = await apiClient().GET('/savingsclub/detail/{id}', {
      params: { path: { id: club.active[0]!.sfid } },
    });
    expect(response.status).toBe(200);
    expect(data!.account.sfid).toBe(partnerId);
    expect(data!.offer.sfid).toBe(club.active[0]!.sfid);
    expect(data!.additional_offers.map((o) => o.sfid).sort()).toEqual(
      club.active
        .slice(1)
        .map((o) => o.sfid)
        .sort(),
    );
    const pending = await apiClient().GET('/savingsclub/detail/{id}', {
      params: { path: { id: club.awaiting_approval[0]!.sfid } },
    });
    expect(pending.response.status).toBe(404);
  });

  it('three random national deals are active, approved and national', async () => {
    const { data, response } = await apiClient().GET('/savingsclub/3randomnationaldeals/');
    expect(response.status).toBe(200);
    expect(data!.length).toBe(3);
    for (const offer of data!)
      expect(offer).toMatchObject({
        locality_of_offer__c: 'National',
        offer_status__c: 'Active',
        approval_status__c: 'Approved',
      });
  });

  it('search pages 12 at a time with the total, filters by category and business name', async () => {
    const all = await apiClient().POST('/savingsclub/search', { body: {} });
    expect(all.data!.page_size).toBe(12);
    expect(all.data!.total).toBeGreaterThan(12);
    expect(all.data!.offers).toHaveLength(12);
    const second = await apiClient().POST('/savingsclub/search', { body: { page: 2 } });
    expect(second.data!.offers).toHaveLength(all.data!.total - 12);
    const fuel = await apiClient().POST('/savingsclub/search', { body: { category: 'Fuel' } });
    expect(fuel.data!.offers.length).toBeGreaterThan(0);
    for (const o of fuel.data!.offers)
      expect([o.primary_category__c, ...(o.secondary_category__c ?? '').split(';')]).toContain('Fuel');
    const named = await apiClient().POST('/savingsclub/search', {
      body: { searchTerm: "'; DROP TABLE accounts; --" },
    });
    expect(named.data).toMatchObject({ total: 0, offers: [] });
  });

  it('sorts by distance from a postal code, with distance_from_zip only for local offers', async () => {
    const { data } = await apiClient().POST('/savingsclub/search', {
      body: { sort: 'Distance from Me', postalCode: '11963', country: 'US' },
    });
    const distances = data!.offers.map((o) => o.distance_from_zip).filter((d): d is number => d !== null);
    expect(distances.length).toBeGreaterThan(0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const o of data!.offers)
      if (o.locality_of_offer__c === 'National') expect(o.distance_from_zip).toBeNull();
  });

  it('rejects an unknown sort with field errors', async () => {
    const { error, response } = await apiClient().POST('/savingsclub/search', {
      body: { sort: 'Cheapest' as 'Featured' },
    });
    expect(response.status).toBe(400);
    expect(error?.fieldErrors?.['body.sort']).toBeDefined();
  });
});

describe('POST /savingsclub/uploadlogotos3 and GET /savingsclub/logos/{file}', () => {
  it('stores a PNG, puts its URL on the account and serves the same bytes', async () => {
    const { data, response } = await apiClient(partnerToken).POST('/savingsclub/uploadlogotos3', {
      body: { accountid: partnerId, base64encodedimage: `data:image/png;base64,${PNG_1PX}` },
    });
    expect(response.status).toBe(200);
    expect(data!.company_logo__c).toMatch(/^\/api\/savingsclub\/logos\/[\w-]+\.png$/);
    expect((await dashboard()).data!.account.company_logo__c).toBe(data!.company_logo__c);
    const file = data!.company_logo__c.split('/').pop()!;
    const served = await apiClient().GET('/savingsclub/logos/{file}', {
      params: { path: { file } },
      parseAs: 'arrayBuffer',
    });
    expect(served.response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(served.data as ArrayBuffer).toString('base64')).toBe(PNG_1PX);
  });

  it("answers 'Logo image size must be less than 500KB' for a large image, and rejects a non-image", async () => {
    const big = Buffer.concat([Buffer.from(PNG_1PX, 'base64'), Buffer.alloc(500 * 1024)]).toString('base64');
    const large = await apiClient(partnerToken).POST('/savingsclub/uploadlogotos3', {
      body: { accountid: partnerId, base64encodedimage: big },
    });
    expect(large.response.status).toBe(400);
    expect(large.error?.message).toBe('Logo image size must be less than 500KB');
    const text = await apiClient(partnerToken).POST('/savingsclub/uploadlogotos3', {
      body: { accountid: partnerId, base64encodedimage: Buffer.from('hello').toString('base64') },
    });
    expect(text.response.status).toBe(400);
    expect(await countRows('partner_logos')).toBe(0);
  });

  it("answers 403 for another partner's account and 404 for an unknown logo", async () => {
    const other = await apiClient(await signInAs('newpartner@example.com')).POST(
      '/savingsclub/uploadlogotos3',
      { body: { accountid: partnerId, base64encodedimage: PNG_1PX } },
    );
    expect(other.response.status).toBe(403);
    expect(await countRows('partner_logos')).toBe(0);
    expect(
      (await apiClient().GET('/savingsclub/logos/{file}', { params: { path: { file: 'missing.png' } } }))
        .response.status,
    ).toBe(404);
  });
});

describe('POST /savingsclub/swapmetadata', () => {
  it('swaps the temporary partner id for the permanent account id', async () => {
    const token = await signInAs('temp-partner@example.com');
    const claims = await claimsOf('temp-partner@example.com');
    const { data, response } = await apiClient(token).POST('/savingsclub/swapmetadata', {
      body: { auth0_id: claims.sub, account_uuid: claims.temp_partner_account_id! },
    });
    expect(response.status).toBe(200);
    expect(data!.account_id).toBe(await accountOf('temp-partner@example.com'));
  });

  it("answers 403 for someone else's ids and 401 without a token", async () => {
    const claims = await claimsOf('temp-partner@example.com');
    const other = await apiClient(partnerToken).POST('/savingsclub/swapmetadata', {
      body: { auth0_id: claims.sub, account_uuid: claims.temp_partner_account_id! },
    });
    expect(other.response.status).toBe(403);
    expect(
      (
        await apiClient().POST('/savingsclub/swapmetadata', {
          body: { auth0_id: claims.sub, account_uuid: 'x' },
        })
      ).response.status,
    ).toBe(401);
  });
});
