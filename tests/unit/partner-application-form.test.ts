import { describe, expect, it } from 'vitest';
import { checkForm } from '@/machines/forms/form-schema';
import { meetsPasswordRules } from '@/machines/forms/password-rules';
import {
  APPLICATION_MESSAGES,
  applicationSchema,
  changeApplication,
  EMPTY_APPLICATION,
  type PartnerApplicationValues,
} from '@/machines/partner/application-form';
import { LOGIN_MESSAGES, loginSchema } from '@/machines/partner/login-form';
import { applicationNextHref } from '@/journeys/partner-application/application-links';
import { APPLICATION_ADDRESS, APPLICATION_FIELD_VALUES } from '@/tests/fixtures/partner-application-fixtures';

const complete: PartnerApplicationValues = {
  ...EMPTY_APPLICATION,
  ...APPLICATION_FIELD_VALUES,
  phone: '(631) 555-0142',
  contactPhone: '(631) 555-0143',
  savingsClub: true,
  publicAddress: { ...APPLICATION_ADDRESS },
  termsAgreement: true,
};
const check = (values: PartnerApplicationValues) => checkForm(applicationSchema(values), values);

describe('participant application schema (companion spec §5)', () => {
  it('refuses an application without a program, without terms, with a bad website URL', () => {
    const result = check({
      ...complete,
      savingsClub: false,
      termsAgreement: false,
      websiteUrl: 'harbor.com',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        savingsClub: APPLICATION_MESSAGES.noService,
        websiteUrl: APPLICATION_MESSAGES.websiteUrl,
        termsAgreement: APPLICATION_MESSAGES.terms,
      },
    });
    expect(APPLICATION_MESSAGES.noService).toBe('You must select at least one service');
    expect(APPLICATION_MESSAGES.terms).toContain('must be accepted to apply as a participant');
    expect(APPLICATION_MESSAGES.websiteUrl).toContain('is not valid, must contain "https://" or "http://"');
  });

  it('asks for the user name only with Savings Club, and the mailing address only when apart', () => {
    expect(check({ ...complete, userName: '' })).toMatchObject({
      ok: false,
      errors: { userName: expect.any(String) },
    });
    expect(check({ ...complete, savingsClub: false, seaCare: true, userName: '' }).ok).toBe(true);
    const apart = check({ ...complete, mailingAddressSameAsPublic: false });
    expect(apart.ok).toBe(false);
    if (!apart.ok)
      expect(Object.keys(apart.errors)).toEqual([
        'mailingAddress.streetAddress',
        'mailingAddress.city',
        'mailingAddress.state',
        'mailingAddress.postalCode',
      ]);
  });

  it('gives the application body with backend names, services joined and the mailing copy left out', () => {
    const result = check({
      ...complete,
      membershipKits: true,
      websiteUrl: 'https://harborlight.example.com',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.output.account).toMatchObject({
      name: 'Harbor Light Marine',
      phone: '(631) 555-0142',
      public_facing_url__c: 'https://harborlight.example.com',
      shippingstate: 'NY',
      mailingAddressSameAsPublic: true,
      services_requested__c: 'Savings Club;Membership Kits',
    });
    expect(result.output.account).not.toHaveProperty('billingstreet');
    expect(result.output.auth0_email).toBe(APPLICATION_FIELD_VALUES.userName);
  });

  it('masks phones, clears the state with a new country, the mailing address when the same, the user name without Savings Club', () => {
    let values = changeApplication(complete, { field: 'phone', value: '631555' });
    expect(values.phone).toBe('(631) 555');
    values = changeApplication(values, { field: 'publicAddress', value: { country: 'CA' } });
    expect(values.publicAddress).toMatchObject({ country: 'CA', state: '', city: 'Southold' });
    values = changeApplication(values, { field: 'mailingAddressSameAsPublic', value: false });
    values = changeApplication(values, { field: 'mailingAddress', value: { city: 'Greenport' } });
    values = changeApplication(values, { field: 'mailingAddressSameAsPublic', value: true });
    expect(values.mailingAddress.city).toBe('');
    values = changeApplication(values, { field: 'savingsClub', value: false });
    expect(values.userName).toBe('');
  });
});

describe('login creation (companion spec §5)', () => {
  it('needs 8+ characters with 3 of 4 classes and an equal confirmation', () => {
    expect(meetsPasswordRules('Harbor!2026')).toBe(true);
    expect(meetsPasswordRules('harbor2026')).toBe(false);
    expect(meetsPasswordRules('Hb!2')).toBe(false);
    expect(checkForm(loginSchema('harbor'), { password: 'harbor', passwordConfirmation: 'harbour' })).toEqual(
      {
        ok: false,
        errors: {
          password: LOGIN_MESSAGES.passwordRules,
          passwordConfirmation: LOGIN_MESSAGES.confirmationDifferent,
        },
      },
    );
    expect(
      checkForm(loginSchema('Harbor!2026'), { password: 'Harbor!2026', passwordConfirmation: 'Harbor!2026' })
        .ok,
    ).toBe(true);
  });
});

describe('where an application goes (companion spec §4)', () => {
  const result = { account_uuid: '001X', auth0_email: 'a@b.example.com' };
  it('routes by auth0_status', () => {
    expect(
      applicationNextHref({ ...result, auth0_status: 'AUTH0_ACCOUNT_FOUND', outcome: 'existingLogin' }),
    ).toBe('/programs/apply/login?status=AUTH0_ACCOUNT_FOUND');
    expect(
      applicationNextHref({ ...result, auth0_status: 'AUTH0_ACCOUNT_NOT_FOUND', outcome: 'createLogin' }),
    ).toBe(
      '/programs/apply/create-account?account_uuid=001X&status=AUTH0_ACCOUNT_NOT_FOUND&email=a%40b.example.com',
    );
    expect(
      applicationNextHref({ ...result, auth0_status: 'NO_AUTH0_CHECK_PERFORMED', outcome: 'thankYou' }),
    ).toBe('/programs/apply/thank-you');
  });
});
