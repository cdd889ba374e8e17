import { describe, expect, it } from 'vitest';
import { checkForm } from '@/machines/forms/form-schema';
import {
  businessProfileFormSchema,
  businessProfileOf,
  EMPTY_MAILING_ADDRESS,
  type BusinessProfileValues,
} from '@/machines/partner/business-profile-form';
import { logoFileProblem } from '@/machines/partner/logo-rules';
import { APPLICATION_ADDRESS } from '@/tests/fixtures/partner-application-fixtures';

const stored = {
  name: 'Newport Canvas Works',
  phone: '4015550100',
  public_facing_email_address__c: 'shop@newportcanvas.example.com',
  shippingstreet: '1 Thames St',
  shippingcity: 'Newport',
  shippingstate: 'RI',
  shippingpostalcode: '02840',
  shippingcountry: 'US',
};
const check = (values: BusinessProfileValues) => checkForm(businessProfileFormSchema, values);

describe('partner business profile (companion spec §5)', () => {
  it('reads the stored account, asks the missing description, and refuses one over 1000 characters', () => {
    const values = businessProfileOf(stored);
    expect(values.phone).toBe('(401) 555-0100');
    expect(values.mailingAddressSameAsPublic).toBe(true);
    expect(check(values)).toEqual({
      ok: false,
      errors: { description: 'Business description is required.' },
    });
    expect(check({ ...values, description: 'x'.repeat(1001) })).toEqual({
      ok: false,
      errors: { description: 'Business description must be at most 1000 characters.' },
    });
  });

  it('prefixes links without a scheme and refuses ones that are not URLs', () => {
    const values = { ...businessProfileOf(stored), description: 'Canvas and upholstery.' };
    const checked = check({ ...values, instagram: 'instagram.com/newportcanvas', facebook: '' });
    expect(checked).toMatchObject({
      ok: true,
      output: { partner_instagram__c: 'http://instagram.com/newportcanvas', partner_facebook__c: '' },
    });
    expect(check({ ...values, linkedIn: 'not a link' })).toEqual({
      ok: false,
      errors: { linkedIn: 'LinkedIn URL is not valid, must contain "https://" or "http://"' },
    });
  });

  it('asks the mailing address only when it is not the same, and sends the public one as mailing otherwise', () => {
    const values = { ...businessProfileOf(stored), description: 'Canvas and upholstery.' };
    expect(check(values)).toMatchObject({ ok: true, output: { billingstreet: '1 Thames St' } });
    const apart = { ...values, mailingAddressSameAsPublic: false, mailingAddress: EMPTY_MAILING_ADDRESS };
    const errors = check(apart);
    expect(errors.ok).toBe(false);
    expect(Object.keys(errors.ok ? {} : errors.errors)).toContain('mailingAddress.streetAddress');
    const filled = { ...apart, mailingAddress: { ...APPLICATION_ADDRESS } };
    expect(check(filled)).toMatchObject({ ok: true, output: { billingcity: 'Southold' } });
  });
});

describe('more than one location (companion spec §3 "Business form fields. … multipleLocation …")', () => {
  it('reads more_than_one_location__c into multipleLocation and saves it back', () => {
    const values = businessProfileOf({ ...stored, more_than_one_location__c: true });
    expect(values.multipleLocation).toBe(true);
    expect(businessProfileOf(stored).multipleLocation).toBe(false);
    const filled = { ...values, description: 'Canvas for boats.' };
    expect(check(filled)).toMatchObject({ ok: true, output: { more_than_one_location__c: true } });
    expect(check({ ...filled, multipleLocation: false })).toMatchObject({
      ok: true,
      output: { more_than_one_location__c: false },
    });
  });
});

describe('partner logo (companion spec §5, §9)', () => {
  it('"The logo must be PNG, JPG, JPEG or SVG and smaller than 500KB. Otherwise the flash error is \'Logo image size must be less than 500KB\'"', () => {
    expect(logoFileProblem({ name: 'logo.png', size: 20_000 })).toBeNull();
    expect(logoFileProblem({ name: 'logo.SVG', size: 20_000 })).toBeNull();
    expect(logoFileProblem({ name: 'logo.jpeg', size: 601 * 1024 })).toBe(
      'Logo image size must be less than 500KB',
    );
    expect(logoFileProblem({ name: 'logo.gif', size: 2_000 })).toBe(
      'Logo image size must be less than 500KB',
    );
  });
});
