// The purchase forms' schemas on their own: each spec message, each conversion to what is saved.
import { describe, expect, it } from 'vitest';
import {
  CLUB_BOAT,
  LAKE_GEORGE_HOME_PORT,
  MY_BOAT,
  VALID_CONTACT,
} from '@/journeys/purchase/purchase.examples';
import { checkForm, formErrors } from '@/machines/forms/form-schema';
import { billingSchema, EMPTY_BILLING } from '@/machines/purchase/billing-form';
import { BOAT_MESSAGES, boatSchema, EMPTY_BOAT } from '@/machines/purchase/boat-form';
import { contactSchema } from '@/machines/purchase/contact-form';
import { discountCodeSchema } from '@/machines/purchase/discount-code-form';

const today = '2026-11-22';
const personal = contactSchema({ business: false, manualAllowed: false });
const business = contactSchema({ business: true, manualAllowed: true });

describe('purchase contact schema (spec §5)', () => {
  it('saves every text trimmed and the mobile phone as ten digits', () => {
    expect(
      checkForm(personal, { ...VALID_CONTACT, firstName: ' Pat ', mobilePhone: '1 (516) 555-1234' }),
    ).toEqual({
      ok: true,
      output: { ...VALID_CONTACT, firstName: 'Pat', mobilePhone: '5165551234' },
    });
  });

  it('asks a business purchase for a business name that is not an e-mail', () => {
    expect(formErrors(personal, VALID_CONTACT)).toEqual({});
    expect(formErrors(business, VALID_CONTACT)).toEqual({ businessName: 'Business Name is required.' });
    expect(formErrors(business, { ...VALID_CONTACT, businessName: 'pat@boat.com' })).toEqual({
      businessName: 'Business Name cannot be in email format.',
    });
  });

  it('on contact-2 takes a street typed by hand, and says so when neither', () => {
    expect(
      formErrors(business, { ...VALID_CONTACT, businessName: 'Pat Co', addressSource: 'manual' }),
    ).toEqual({});
    expect(formErrors(business, { ...VALID_CONTACT, businessName: 'Pat Co', addressSource: null })).toEqual({
      streetAddress:
        'Street Address must be a selection from the provided suggested options, or manually entered by clicking the button below',
    });
  });
});

describe('purchase boat schema (spec §4, §5, §9)', () => {
  const schema = boatSchema(today);

  it('saves an owned boat with numbers, and nulls for the reason and blank details', () => {
    expect(checkForm(schema, { ...MY_BOAT, boatColor: ' ', homePort: LAKE_GEORGE_HOME_PORT })).toEqual({
      ok: true,
      output: {
        boatName: 'Sea Breeze',
        boatMake: 'Grady-White',
        year: 2019,
        length: 24,
        boatColor: null,
        hullType: 'Fiberglass',
        engineType: 'Outboard',
        fuelType: 'Gasoline',
        numberOfEngines: 2,
        registrationNumber: 'NY 1234 AB',
        noBoatReason: null,
        boatClubName: null,
        homePort: LAKE_GEORGE_HOME_PORT,
      },
    });
  });

  it('saves the other-boat form without make, length, year or details', () => {
    const typedBefore = { ...CLUB_BOAT, year: '2019', boatMake: 'Grady', homePort: LAKE_GEORGE_HOME_PORT };
    const check = checkForm(schema, typedBefore);
    expect(check.ok && check.output).toMatchObject({
      boatMake: null,
      year: null,
      length: null,
      noBoatReason: 'Boat Club Member',
      boatClubName: 'Freedom Boat Club',
    });
    const rent = checkForm(schema, { ...typedBefore, noBoatReason: 'Rent/Charter' });
    expect(rent.ok && rent.output.boatClubName).toBeNull();
  });

  it('names every missing field of each variant, the home port included', () => {
    expect(formErrors(schema, EMPTY_BOAT)).toEqual({
      year: BOAT_MESSAGES.yearRequired,
      length: BOAT_MESSAGES.lengthRequired,
      boatMake: BOAT_MESSAGES.makeRequired,
      homePort: BOAT_MESSAGES.homePortRequired,
    });
    expect(formErrors(schema, { ...EMPTY_BOAT, ownership: 'other' })).toEqual({
      noBoatReason: BOAT_MESSAGES.noBoatReasonRequired,
      homePort: BOAT_MESSAGES.homePortRequired,
    });
    expect(formErrors(schema, { ...CLUB_BOAT, boatClubName: ' ', homePort: LAKE_GEORGE_HOME_PORT })).toEqual({
      boatClubName: BOAT_MESSAGES.boatClubNameRequired,
    });
  });

  it('checks year and length in the spec order', () => {
    const own = { ...MY_BOAT, homePort: LAKE_GEORGE_HOME_PORT };
    expect(formErrors(schema, { ...own, year: '19a' }).year).toBe(BOAT_MESSAGES.yearDigits);
    expect(formErrors(schema, { ...own, year: '219' }).year).toBe(BOAT_MESSAGES.yearLength);
    expect(formErrors(schema, { ...own, year: '2028' }).year).toBe(BOAT_MESSAGES.yearTooLate);
    expect(formErrors(schema, { ...own, year: '2027' })).toEqual({});
    expect(formErrors(schema, { ...own, length: '24.5' }).length).toBe(BOAT_MESSAGES.lengthInteger);
    expect(formErrors(schema, { ...own, length: '9' }).length).toBe(BOAT_MESSAGES.lengthRange);
    expect(formErrors(schema, { ...own, length: '100' }).length).toBe(BOAT_MESSAGES.lengthRange);
    expect(formErrors(schema, { ...own, length: '99' })).toEqual({});
  });
});

describe('purchase billing schema (spec §5 Payment)', () => {
  it('asks nothing when billing is the shipping address, each labelled field otherwise', () => {
    expect(formErrors(billingSchema, { ...EMPTY_BILLING, country: '' })).toEqual({});
    expect(formErrors(billingSchema, { ...EMPTY_BILLING, sameAsShipping: false, country: ' ' })).toEqual({
      street: 'Billing Street Address is required.',
      city: 'Billing City is required.',
      state: 'Billing State is required.',
      postalCode: 'Billing Postal Code is required.',
      country: 'Billing Country is required.',
    });
  });
});

describe('discount code schema (spec §5)', () => {
  it('applies the code trimmed and refuses a blank one', () => {
    expect(checkForm(discountCodeSchema, { code: ' SAVE20 ' })).toEqual({
      ok: true,
      output: { code: 'SAVE20' },
    });
    expect(checkForm(discountCodeSchema, { code: '  ' }).ok).toBe(false);
  });
});
