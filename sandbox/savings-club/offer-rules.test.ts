// Cross-field offer rules with the spec's own messages (companion spec §5 "Offer form").
import { describe, expect, it } from 'vitest';
import { offerRuleErrors, REQUIRED } from './offer-rules';
import { OFFER_MESSAGES, type StoredOffer } from '@/machines/partner/offer-form';

const CATEGORIES = ['Fuel', 'Fishing', 'Safety', 'Dining', 'Retail', 'Other'];
const valid: StoredOffer = {
  primary_category__c: 'Fuel',
  secondary_category__c: 'Fishing; Safety',
  type_of_offer__c: 'Percentage Off',
  percent_off__c: 10,
  in_person_redemption__c: true,
  options_for_in_store_redemption__c: 'Present Membership Card',
};

describe('offerRuleErrors', () => {
  it('accepts a consistent offer', () => {
    expect(offerRuleErrors(valid, CATEGORIES)).toEqual({});
  });

  it.each<[string, StoredOffer, string, string]>([
    ['Dollars Off without an amount', { type_of_offer__c: 'Dollars Off' }, 'body.dollars_off__c', REQUIRED],
    ['Other without a description', { type_of_offer__c: 'Other' }, 'body.type_of_offer_other__c', REQUIRED],
    [
      'four secondary categories',
      { secondary_category__c: 'Fishing;Safety;Dining;Retail' },
      'body.secondary_category__c',
      OFFER_MESSAGES.tooManyCategories,
    ],
    [
      'the primary repeated',
      { secondary_category__c: 'Fuel' },
      'body.secondary_category__c',
      'must not repeat the primary category',
    ],
    [
      'an unknown category',
      { secondary_category__c: 'Boats' },
      'body.secondary_category__c',
      "'Boats' is not a category",
    ],
    [
      'no redemption type',
      { in_person_redemption__c: false },
      'body.online_redemption__c',
      OFFER_MESSAGES.redemptionType,
    ],
    [
      'online without an option',
      { online_redemption__c: true },
      'body.options_for_online_redemption__c',
      REQUIRED,
    ],
    [
      'a promotional URL option without the URL',
      { online_redemption__c: true, options_for_online_redemption__c: 'Promotional URL' },
      'body.online_promotional_url__c',
      REQUIRED,
    ],
    [
      'in person Other without instructions',
      { options_for_in_store_redemption__c: 'Other' },
      'body.in_person_redemption_instructions__c',
      REQUIRED,
    ],
  ])('reports %s', (_, change, field, message) => {
    expect(offerRuleErrors({ ...valid, ...change }, CATEGORIES)[field]).toContain(message);
  });
});
