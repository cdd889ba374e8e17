// Spec §5 referral form rules and how a refused referral is worded (§8 catalogue).
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { FORM_ERRORS_TEXT, referralFailureText } from '@/journeys/referral/referral.actors';
import { checkForm, formErrors } from '@/machines/forms/form-schema';
import { REFERRAL_MESSAGES } from '@/machines/referral.machine';
import { referralSchema, type ReferralFields } from '@/machines/referral/referral-form';

const referralErrors = (fields: ReferralFields) => formErrors(referralSchema, fields);

const PHONE = '1-800-555-0142';

describe('referral form schema', () => {
  it('requires first and last name', () => {
    expect(referralErrors({ firstName: ' ', lastName: '', email: 'rae@example.com' })).toEqual({
      firstName: REFERRAL_MESSAGES.firstNameRequired,
      lastName: REFERRAL_MESSAGES.lastNameRequired,
    });
    expect(REFERRAL_MESSAGES.firstNameRequired).toBe('First Name is required.');
    expect(REFERRAL_MESSAGES.lastNameRequired).toBe('Last Name is required.');
  });

  it('requires a valid e-mail', () => {
    const email = (value: string) =>
      referralErrors({ firstName: 'Rae', lastName: 'Boater', email: value }).email;
    expect(email('')).toBe('Email is required.');
    expect(email('rae@')).toBe('Email must be a valid email address.');
    expect(email('rae@example')).toBe(REFERRAL_MESSAGES.emailInvalid);
    expect(email('rae boater@example.com')).toBe(REFERRAL_MESSAGES.emailInvalid);
    expect(email(' rae@example.com ')).toBeUndefined();
  });

  it('sends every field trimmed', () => {
    expect(
      checkForm(referralSchema, { firstName: ' Rae ', lastName: 'Boater ', email: ' rae@example.com ' }),
    ).toEqual({
      ok: true,
      output: { firstName: 'Rae', lastName: 'Boater', email: 'rae@example.com' },
    });
  });

  it('has the spec thanks verbatim', () => {
    expect(REFERRAL_MESSAGES.thanks).toBe('Thanks for referring a boater to Sea Tow®!');
  });
});

describe('a refused referral', () => {
  it('is worded through the catalogue, codes appended', () => {
    const text = referralFailureText(new ApiError(400, { message: 'x', codes: ['NO_ACCOUNT_FOUND'] }), PHONE);
    expect(text).toContain('Looks like something went wrong. DO NOT ATTEMPT TO SUBMIT THE FORM AGAIN.');
    expect(text).toContain(PHONE);
    expect(text.endsWith('[NO_ACCOUNT_FOUND]')).toBe(true);
  });

  it('gets the form-errors sentence when the server only refused the fields', () => {
    expect(
      referralFailureText(new ApiError(400, { message: 'x', codes: ['VALIDATION_FAILED'] }), PHONE),
    ).toBe(FORM_ERRORS_TEXT);
  });

  it('gets the unknown-error text for anything that is not an answer', () => {
    expect(referralFailureText(new Error('socket hang up'), PHONE)).toContain(
      'Something unexpected went wrong',
    );
  });
});
