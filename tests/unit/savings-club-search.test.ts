// The member Savings Club criteria read from the query string, and the texts and distances of spec §2.4/§9.
import { describe, expect, it } from 'vitest';
import {
  canClearSearch,
  nearMePostalCodeProblem,
  offerDistance,
  pageCount,
  readSavingsClubSearch,
  showingText,
} from '@/machines/savings-club/search-criteria';
import { offerHeadline } from '@/machines/savings-club/offer-headline';

const local = { locality_of_offer__c: 'Local', in_person_redemption__c: true };

describe('Savings Club search criteria', () => {
  it('defaults to All, Featured, US, page 1 on an empty query', () => {
    expect(readSavingsClubSearch({})).toEqual({
      category: 'All',
      q: undefined,
      sort: 'Featured',
      zip: undefined,
      country: 'US',
      page: 1,
    });
  });

  it('keeps usable criteria and turns numbers from the URL into strings and pages', () => {
    expect(
      readSavingsClubSearch({
        category: 'Fuel',
        q: '  Marina ',
        sort: 'Distance from Me',
        zip: 11963,
        country: 'CA',
        page: '3',
      }),
    ).toEqual({
      category: 'Fuel',
      q: 'Marina',
      sort: 'Distance from Me',
      zip: '11963',
      country: 'CA',
      page: 3,
    });
  });

  it('falls back per field on anything unusable instead of failing the page', () => {
    expect(
      readSavingsClubSearch({
        category: 'Cars',
        q: '   ',
        sort: 'Cheapest',
        zip: '<script>',
        country: 'FR',
        page: '-2',
      }),
    ).toEqual({ category: 'All', q: undefined, sort: 'Featured', zip: undefined, country: 'US', page: 1 });
    expect(readSavingsClubSearch({ page: 'two' }).page).toBe(1);
    expect(readSavingsClubSearch({ page: 1.5 }).page).toBe(1);
  });

  it('offers Clear only with a term or a category', () => {
    const none = readSavingsClubSearch({});
    expect(canClearSearch(none)).toBe(false);
    expect(canClearSearch({ ...none, zip: '11963' })).toBe(false);
    expect(canClearSearch({ ...none, q: 'tow' })).toBe(true);
    expect(canClearSearch({ ...none, category: 'Safety' })).toBe(true);
  });

  it("says 'Showing N Offer(s)' with the term", () => {
    expect(showingText(1, undefined)).toBe('Showing 1 Offer');
    expect(showingText(14, 'bay')).toBe('Showing 14 Offers for "bay"');
    expect(showingText(0, undefined)).toBe('Showing 0 Offers');
  });

  it('pages by 12 with at least one page', () => {
    expect([0, 1, 12, 13, 25].map(pageCount)).toEqual([1, 1, 1, 2, 3]);
  });
});

describe('offer distance (spec §9)', () => {
  it('shows miles for the US and km elsewhere, one decimal', () => {
    expect(offerDistance({ ...local, distance_from_zip: 12.34 }, 'US')).toBe('12.3 mi');
    expect(offerDistance({ ...local, distance_from_zip: 10 }, 'CA')).toBe('16.1 km');
  });

  it("shows 'N/A' for a local in-person offer without a distance", () => {
    expect(offerDistance({ ...local, distance_from_zip: null }, 'US')).toBe('N/A');
    expect(offerDistance(local, 'US')).toBe('N/A');
  });

  it('shows nothing for national or online-only offers', () => {
    expect(
      offerDistance({ locality_of_offer__c: 'National', in_person_redemption__c: true }, 'US'),
    ).toBeNull();
    expect(
      offerDistance({ ...local, in_person_redemption__c: false, distance_from_zip: 3 }, 'US'),
    ).toBeNull();
  });
});

describe('offer headline', () => {
  it('names the value by the offer type', () => {
    expect(offerHeadline({ type_of_offer__c: 'Dollars Off', dollars_off__c: 20 })).toBe('$20 off');
    expect(offerHeadline({ type_of_offer__c: 'Percentage Off', percent_off__c: 15 })).toBe('15% off');
    expect(offerHeadline({ type_of_offer__c: 'Other', type_of_offer_other__c: 'Free pump-out' })).toBe(
      'Free pump-out',
    );
    expect(offerHeadline({ type_of_offer__c: 'Rebate' })).toBe('Rebate');
  });
});

describe('location selector (companion spec §5 "Location selector: the postal code is required.")', () => {
  it('refuses Deals Near Me without a postal code, and takes one', () => {
    expect(nearMePostalCodeProblem('')).toBe('Postal Code is required.');
    expect(nearMePostalCodeProblem('   ')).toBe('Postal Code is required.');
    expect(nearMePostalCodeProblem('11963')).toBeNull();
  });
});
