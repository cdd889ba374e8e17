import { describe, expect, it } from 'vitest';
import { checkForm } from '@/machines/forms/form-schema';
import {
  changeOffer,
  emptyOffer,
  OFFER_MESSAGES,
  offerFormSchema,
  offerValuesOf,
  secondaryCategoriesFor,
  type OfferValues,
} from '@/machines/partner/offer-form';
import { ACCOUNT_WEBSITE, COMPLETE_OFFER } from '@/tests/fixtures/partner-offer-fixtures';

const check = (values: OfferValues) => checkForm(offerFormSchema, values);
const errorsOf = (values: OfferValues) => {
  const checked = check(values);
  return checked.ok ? {} : checked.errors;
};

describe('offer form schema (companion spec §5 Offer form)', () => {
  it('turns a complete offer into the backend body', () => {
    const checked = check({ ...COMPLETE_OFFER, dollarsOff: '$25.50' });
    expect(checked).toEqual({
      ok: true,
      output: {
        primary_category__c: 'Fishing',
        secondary_category__c: 'Retail;Safety',
        type_of_offer__c: 'Dollars Off',
        dollars_off__c: 25.5,
        offer_description__c: '$25 off any rod and reel combo over $150.',
        online_redemption__c: false,
        in_person_redemption__c: true,
        options_for_in_store_redemption__c: 'Present Membership Card',
      },
    });
  });

  it('asks the category, type, description and a redemption type of an empty offer', () => {
    expect(errorsOf(emptyOffer(ACCOUNT_WEBSITE))).toEqual({
      primaryCategory: OFFER_MESSAGES.primaryCategory,
      offerType: OFFER_MESSAGES.offerType,
      description: OFFER_MESSAGES.description,
      online: 'You must select at least one Redemption Type for your offer.',
    });
  });

  it('refuses a fourth secondary category', () => {
    const errors = errorsOf({
      ...COMPLETE_OFFER,
      secondaryCategories: ['Retail', 'Safety', 'Apparel', 'Dining'],
    });
    expect(errors).toEqual({ secondaryCategories: 'You may only select up to 3 additional categories' });
  });

  it('asks the value of each offer type with its own rule', () => {
    expect(errorsOf({ ...COMPLETE_OFFER, dollarsOff: '0' })).toEqual({
      dollarsOff: OFFER_MESSAGES.dollarsOff,
    });
    expect(errorsOf({ ...COMPLETE_OFFER, dollarsOff: '-5' })).toEqual({
      dollarsOff: OFFER_MESSAGES.dollarsOff,
    });
    const percent = { ...COMPLETE_OFFER, offerType: 'Percentage Off' as const, dollarsOff: '' };
    expect(errorsOf({ ...percent, percentageOff: '12.5' })).toEqual({
      percentageOff: OFFER_MESSAGES.percentageOff,
    });
    expect(check({ ...percent, percentageOff: '15%' })).toMatchObject({
      ok: true,
      output: { percent_off__c: 15 },
    });
    const other = { ...COMPLETE_OFFER, offerType: 'Other' as const, dollarsOff: '' };
    expect(errorsOf(other)).toEqual({ otherTypeDescription: OFFER_MESSAGES.otherTypeDescription });
    expect(errorsOf({ ...other, otherTypeDescription: 'x'.repeat(1001) })).toEqual({
      otherTypeDescription: OFFER_MESSAGES.otherTypeTooLong,
    });
  });

  it('asks the online option, then its promo code (32), instructions or website (255)', () => {
    const online = {
      ...COMPLETE_OFFER,
      inPerson: false,
      inPersonRedemptionOption: '' as const,
      online: true,
    };
    expect(errorsOf(online)).toEqual({ onlineRedemptionOption: OFFER_MESSAGES.onlineOption });
    const promo = { ...online, onlineRedemptionOption: 'Promo Code' as const, websiteUrl: '' };
    expect(errorsOf(promo)).toEqual({ promoCode: OFFER_MESSAGES.promoCode });
    expect(errorsOf({ ...promo, promoCode: 'X'.repeat(33) })).toEqual({
      promoCode: OFFER_MESSAGES.promoCodeTooLong,
    });
    expect(check({ ...promo, promoCode: 'SEATOW25' }).ok).toBe(true);
    const url = { ...online, onlineRedemptionOption: 'Promotional URL' as const };
    expect(errorsOf({ ...url, websiteUrl: '' })).toEqual({ websiteUrl: OFFER_MESSAGES.websiteUrlRequired });
    expect(errorsOf({ ...url, websiteUrl: 'harborlight.example.com' })).toEqual({
      websiteUrl: 'Website URL is not valid, must contain "https://" or "http://"',
    });
    expect(errorsOf({ ...url, websiteUrl: `https://example.com/${'a'.repeat(240)}` })).toEqual({
      websiteUrl: OFFER_MESSAGES.websiteUrlTooLong,
    });
    expect(check(url)).toMatchObject({ ok: true, output: { online_promotional_url__c: ACCOUNT_WEBSITE } });
  });

  it("asks only what the values' own choices ask: no type value before a type, no online details offline", () => {
    const chosenNothing = { ...COMPLETE_OFFER, offerType: '' as const, dollarsOff: '' };
    expect(errorsOf(chosenNothing)).toEqual({ offerType: OFFER_MESSAGES.offerType });
    expect(
      errorsOf({ ...COMPLETE_OFFER, online: false, onlineRedemptionOption: '', websiteUrl: 'x' }),
    ).toEqual({});
    expect(errorsOf({ ...COMPLETE_OFFER, online: true, websiteUrl: '' })).toEqual({
      onlineRedemptionOption: OFFER_MESSAGES.onlineOption,
      websiteUrl: OFFER_MESSAGES.websiteUrlRequired,
    });
  });

  it('asks in-person instructions only for the Other option', () => {
    const other = { ...COMPLETE_OFFER, inPersonRedemptionOption: 'Other' as const };
    expect(errorsOf(other)).toEqual({ inPersonRedemptionInstructions: OFFER_MESSAGES.instructions });
  });
});

describe('offer form dynamics (companion spec §4)', () => {
  const change = (values: OfferValues, c: Parameters<typeof changeOffer>[1]) =>
    changeOffer(values, c, ACCOUNT_WEBSITE);

  it('starts a new offer with the account website', () => {
    expect(emptyOffer(ACCOUNT_WEBSITE).websiteUrl).toBe(ACCOUNT_WEBSITE);
  });

  it('clears the values when the type changes', () => {
    const next = change(
      { ...COMPLETE_OFFER, percentageOff: '5', otherTypeDescription: 'x' },
      {
        field: 'offerType',
        value: 'Percentage Off',
      },
    );
    expect([next.dollarsOff, next.percentageOff, next.otherTypeDescription]).toEqual(['', '', '']);
  });

  it('clears the online details when online is unchecked or its option changes, and brings the website back', () => {
    const online: OfferValues = {
      ...COMPLETE_OFFER,
      online: true,
      onlineRedemptionOption: 'Promo Code',
      promoCode: 'SEATOW25',
      onlineRedemptionInstructions: 'x',
    };
    const option = change(online, { field: 'onlineRedemptionOption', value: 'Other' });
    expect([option.promoCode, option.onlineRedemptionInstructions]).toEqual(['', '']);
    const off = change(online, { field: 'online', value: false });
    expect([off.onlineRedemptionOption, off.promoCode, off.websiteUrl]).toEqual(['', '', '']);
    expect(change(off, { field: 'online', value: true }).websiteUrl).toBe(ACCOUNT_WEBSITE);
  });

  it('clears the in-person option and instructions when in-person is unchecked', () => {
    const next = change(
      { ...COMPLETE_OFFER, inPersonRedemptionInstructions: 'x' },
      { field: 'inPerson', value: false },
    );
    expect([next.inPersonRedemptionOption, next.inPersonRedemptionInstructions]).toEqual(['', '']);
  });

  it('offers secondary categories only for a primary that is set and not Other, excluding it', () => {
    expect(secondaryCategoriesFor('')).toEqual([]);
    expect(secondaryCategoriesFor('Other')).toEqual([]);
    expect(secondaryCategoriesFor('Fishing')).not.toContain('Fishing');
    expect(secondaryCategoriesFor('Fishing')).toHaveLength(13);
    expect(change(COMPLETE_OFFER, { field: 'primaryCategory', value: 'Retail' }).secondaryCategories).toEqual(
      ['Safety'],
    );
    expect(change(COMPLETE_OFFER, { field: 'primaryCategory', value: 'Other' }).secondaryCategories).toEqual(
      [],
    );
  });

  it('reads a stored offer back into the form', () => {
    expect(
      offerValuesOf({
        primary_category__c: 'Fishing',
        secondary_category__c: 'Retail; Safety',
        type_of_offer__c: 'Percentage Off',
        percent_off__c: '15',
        offer_description__c: 'Fifteen off',
        online_redemption__c: true,
        options_for_online_redemption__c: 'Promo Code',
        online_promo_code__c: 'SEATOW15',
        in_person_redemption__c: false,
      }),
    ).toMatchObject({
      secondaryCategories: ['Retail', 'Safety'],
      percentageOff: '15',
      online: true,
      onlineRedemptionOption: 'Promo Code',
      promoCode: 'SEATOW15',
      inPerson: false,
    });
  });
});
