// Companion spec rules the other unit suites did not yet check (docs/spec-coverage.md, decision 245),
// each against the pure rule module it lives in, quoting its spec line.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { testApiClient } from '@/tests/support/api-client';
import { savingsClubSearchQueryOptions, type SavingsClubCriteria } from '@/api/queries/savings-club';
import { DEFAULT_GIFT_TYPE, GIFT_TYPES } from '@/machines/gift/gift-types';
import { EMPTY_APPLICATION, PROGRAMS } from '@/machines/partner/application-form';
import { IN_PERSON_OPTIONS, OFFER_TYPES, ONLINE_OPTIONS } from '@/machines/partner/offer-form';
import { MEMBERSHIP_TYPES } from '@/machines/purchase/membership-types';
import { OFFER_CATEGORIES } from '@/machines/savings-club/offer-categories';
import {
  ALL_CATEGORIES,
  FIRST_CATEGORIES,
  readSavingsClubSearch,
} from '@/machines/savings-club/search-criteria';

describe('spec 001 §2.4, §9 Savings Club categories', () => {
  it('the first five categories: "fuel, fishing, equipment and supplies, marinas/dockage and storage, and safety"', () => {
    expect(FIRST_CATEGORIES).toEqual([
      'Fuel',
      'Fishing',
      'Equipment & Supplies',
      'Marinas, Dockage & Storage',
      'Safety',
    ]);
    for (const category of FIRST_CATEGORIES) expect(OFFER_CATEGORIES).toContain(category);
  });

  it('offer categories of §9; "The default category is All and the default sort is Featured"', () => {
    expect(OFFER_CATEGORIES).toEqual([
      'Apparel',
      'Charters, Rentals & Travel',
      'Dining',
      'Education',
      'Electronics & Navigation',
      'Entertainment',
      'Fishing',
      'Fuel',
      'Equipment & Supplies',
      'Marinas, Dockage & Storage',
      'Retail',
      'Safety',
      'Services & Repair',
      'Other',
    ]);
    expect(readSavingsClubSearch({})).toMatchObject({ category: ALL_CATEGORIES, sort: 'Featured' });
    expect(ALL_CATEGORIES).toBe('All');
  });
});

describe('spec 001 §2.5, §9 gift types', () => {
  it('only recreational use types are giftable: "Only recreational use types are giftable; the default is Gold Card"', () => {
    expect(GIFT_TYPES).toEqual(MEMBERSHIP_TYPES.Recreational);
    expect(DEFAULT_GIFT_TYPE).toBe('Gold Card');
  });
});

describe('spec 001 §5, §9 partner forms', () => {
  it('application defaults: "same-as-public is true, country United States"; the three programs', () => {
    expect(EMPTY_APPLICATION.mailingAddressSameAsPublic).toBe(true);
    expect(EMPTY_APPLICATION.publicAddress.country).toBe('US');
    expect(EMPTY_APPLICATION.mailingAddress.country).toBe('US');
    expect(PROGRAMS.map((program) => program.label)).toEqual(['Savings Club', 'Sea Care', 'Membership Kits']);
  });

  it('redemption options: "Online options: Promo Code, Promotional URL, Rebate, Other. In-person options: Present Membership Card, Rebate, Other"', () => {
    expect(ONLINE_OPTIONS).toEqual(['Promo Code', 'Promotional URL', 'Rebate', 'Other']);
    expect(IN_PERSON_OPTIONS).toEqual(['Present Membership Card', 'Rebate', 'Other']);
    expect(OFFER_TYPES).toEqual(['Dollars Off', 'Percentage Off', 'Other']);
  });
});

describe('spec 001 §4 Savings Club search', () => {
  function searchingApi(answer: { total: number; offers: unknown[] }) {
    const searched: unknown[] = [];
    const api = testApiClient({
      fetch: async (request) => {
        searched.push(await request.json());
        return new Response(JSON.stringify(answer), {
          headers: { 'Content-Type': 'application/json' },
        });
      },
    });
    return { api, searched };
  }
  const criteria: SavingsClubCriteria = { category: 'All', sort: 'Featured', country: 'US', page: 1 };

  it('"Changing the query re-searches only if the criteria differ"', async () => {
    const { api, searched } = searchingApi({ total: 1, offers: [{ sfid: 'a0O000000000001' }] });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client.fetchQuery(savingsClubSearchQueryOptions(api, criteria));
    await client.fetchQuery(savingsClubSearchQueryOptions(api, { ...criteria }));
    expect(searched).toHaveLength(1);
    await client.fetchQuery(savingsClubSearchQueryOptions(api, { ...criteria, category: 'Fuel' }));
    expect(searched).toEqual([
      { category: 'All', sort: 'Featured', page: 1 },
      { category: 'Fuel', sort: 'Featured', page: 1 },
    ]);
  });

  it('"… or there are no results": the same criteria without results are searched again', async () => {
    const { api, searched } = searchingApi({ total: 0, offers: [] });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client.fetchQuery(savingsClubSearchQueryOptions(api, criteria));
    await client.fetchQuery(savingsClubSearchQueryOptions(api, { ...criteria }));
    expect(searched).toEqual([
      { category: 'All', sort: 'Featured', page: 1 },
      { category: 'All', sort: 'Featured', page: 1 },
    ]);
  });
});
