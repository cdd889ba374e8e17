// Issue 27 item 11: the seeded partners, offers and contacts speak the spec's vocabulary — every seeded
// value is one the portal's forms can produce (companion spec §9 "Offer categories: Apparel; Charters,
// Rentals & Travel; …", §5 'Offer form' and 'Partner business profile', §3 "Partner contact roles: Business
// Owner, Employee, Office Manager, Other"). Each record is read into its form, checked by the form's own
// schema, and what the form would save must be exactly what is seeded.
import { describe, expect, it } from 'vitest';
import { PARTNER_CONTACT_ROLES } from '@/machines/account/contact-form';
import { formOutput, formErrors } from '@/machines/forms/form-schema';
import {
  businessProfileFormSchema,
  businessProfileOf,
  type BusinessProfileBody,
} from '@/machines/partner/business-profile-form';
import {
  offerFormSchema,
  offerValuesOf,
  type OfferBody,
  type StoredOffer,
} from '@/machines/partner/offer-form';
import { OFFER_CATEGORIES } from '@/machines/savings-club/offer-categories';
import { PARTNER_CONTACT_SEED, PARTNERS, OFFERS } from '@/sandbox/db/seed/partners';
import { DIRECTORY_ACCOUNTS, DIRECTORY_OFFERS } from '@/sandbox/db/seed/savings-club-directory';

/** The offer fields the form writes (OfferBody's keys). */
const OFFER_FORM_FIELDS: ReadonlyArray<keyof OfferBody> = [
  'primary_category__c',
  'secondary_category__c',
  'type_of_offer__c',
  'dollars_off__c',
  'percent_off__c',
  'type_of_offer_other__c',
  'offer_description__c',
  'online_redemption__c',
  'options_for_online_redemption__c',
  'online_promo_code__c',
  'online_redemption_instructions__c',
  'online_promotional_url__c',
  'in_person_redemption__c',
  'options_for_in_store_redemption__c',
  'in_person_redemption_instructions__c',
];

/** The given (non-null) values of `fields` in a seeded row. */
const given = (row: Record<string, unknown>, fields: readonly string[]) =>
  Object.fromEntries(fields.filter((f) => row[f] != null).map((f) => [f, row[f]]));

/** A seeded offer row: the stored offer's fields and the list's own (status, approval, locality). */
type OfferRow = StoredOffer & Record<string, unknown>;
const offers = [...OFFERS, ...DIRECTORY_OFFERS].map((o) => [o.sfid, o as OfferRow] as const);

describe('seeded offers are ones the offer form produces (companion spec §5, §9)', () => {
  it.each(offers)('%s: its values pass the form and save back unchanged', (_sfid, offer) => {
    const values = offerValuesOf(offer);
    expect(formErrors(offerFormSchema, values)).toEqual({});
    const saved = formOutput(offerFormSchema, values) as OfferBody;
    expect(given(saved as unknown as Record<string, unknown>, OFFER_FORM_FIELDS)).toEqual({
      // What a seeded row leaves out is the table's default: no secondary category, redemption type off.
      online_redemption__c: false,
      in_person_redemption__c: false,
      ...given(offer, OFFER_FORM_FIELDS),
      secondary_category__c: offer.secondary_category__c ?? '',
    });
  });

  it('uses only the categories of §9 and the statuses and localities of §3', () => {
    const categories: readonly string[] = OFFER_CATEGORIES;
    for (const [, offer] of offers) {
      expect(categories).toContain(offer.primary_category__c);
      expect(['Active', 'Inactive']).toContain(offer.offer_status__c);
      expect(['Approved', 'Denied', 'Awaiting Approval']).toContain(offer.approval_status__c);
      expect(['National', 'Local']).toContain(offer.locality_of_offer__c);
    }
  });
});

const PROFILE_FIELDS: ReadonlyArray<keyof BusinessProfileBody> = [
  'name',
  'partner_description__c',
  'phone',
  'public_facing_email_address__c',
  'public_facing_url__c',
  'shippingstreet',
  'shippingcity',
  'shippingstate',
  'shippingpostalcode',
  'shippingcountry',
  'billingstreet',
  'billingcity',
  'billingstate',
  'billingpostalcode',
  'billingcountry',
  'partner_instagram__c',
  'partner_facebook__c',
  'partner_linkedin__c',
  'more_than_one_location__c',
];

const accounts = [
  ...PARTNERS.map((p) => [p.email, p.account as Record<string, unknown>] as const),
  ...DIRECTORY_ACCOUNTS.map((a) => [a.sfid, a as Record<string, unknown>] as const),
];

describe('seeded partner accounts are profiles the business form saves (companion spec §5)', () => {
  it.each(accounts)('%s: every given value is what the form would save', (_who, account) => {
    const values = businessProfileOf(account);
    // newpartner@ leaves its description empty on purpose (docs/sandbox.md: 'Complete your registration').
    const filled = { ...values, description: values.description || 'Filled in by the partner.' };
    expect(formErrors(businessProfileFormSchema, filled)).toEqual({});
    const saved = formOutput(businessProfileFormSchema, filled) as unknown as Record<string, unknown>;
    expect(given(saved, PROFILE_FIELDS)).toMatchObject(given(account, PROFILE_FIELDS));
  });
});

describe('seeded partner contacts (companion spec §3)', () => {
  it('have a partner contact role', () => {
    const roles: readonly string[] = PARTNER_CONTACT_ROLES;
    expect(roles).toContain(PARTNER_CONTACT_SEED.contact_type__c);
    expect(roles).toContain(PARTNER_CONTACT_SEED.partner_contact_role__c);
  });
});
