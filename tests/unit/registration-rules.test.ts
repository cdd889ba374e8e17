// Spec §5 registration rules: membership number non-empty; expiry masked MM/DD/YYYY, exactly 10
// characters, converted before submit; and the §6 steering of a login without an account id.
import { describe, expect, it } from 'vitest';
import { checkForm, formErrors } from '@/machines/forms/form-schema';
import { REGISTRATION_MESSAGES, verifyInputOf } from '@/machines/registration.machine';
import {
  expirationDateForForm,
  expirationDateToIso,
  maskExpirationDate,
} from '@/machines/registration/expiration-date';
import { registrationSchema } from '@/machines/registration/registration-form';
import {
  navigationMembershipOf,
  registrationReturnOf,
  registrationSteering,
} from '@/src/auth/registration-steering';

const registrationErrors = (membershipNumber: string, expirationDate: string) =>
  formErrors(registrationSchema, { membershipNumber, expirationDate });

describe('registration form schema', () => {
  it('asks for the membership number', () => {
    expect(registrationErrors('', '12/31/2030').membershipNumber).toBe(
      REGISTRATION_MESSAGES.membershipNumberRequired,
    );
    expect(registrationErrors('   ', '12/31/2030').membershipNumber).toBe(
      REGISTRATION_MESSAGES.membershipNumberRequired,
    );
    expect(REGISTRATION_MESSAGES.membershipNumberRequired).toBe('Membership Number is required.');
    expect(registrationErrors('GC100001', '12/31/2030')).toEqual({});
  });

  it('wants the expiry exactly 10 characters, then a real calendar day', () => {
    expect(registrationErrors('GC1', '').expirationDate).toBe(
      'Membership Expiration Date must be 10 characters (MM/DD/YYYY).',
    );
    expect(registrationErrors('GC1', '12/31/203').expirationDate).toBe(
      'Membership Expiration Date must be 10 characters (MM/DD/YYYY).',
    );
    expect(registrationErrors('GC1', '02/30/2030').expirationDate).toBe(
      'Membership Expiration Date must be a valid date (MM/DD/YYYY).',
    );
    expect(registrationErrors('GC1', '13/01/2030').expirationDate).toBe(
      'Membership Expiration Date must be a valid date (MM/DD/YYYY).',
    );
    expect(registrationErrors('GC1', '02/29/2028').expirationDate).toBeUndefined();
    expect(registrationErrors('GC1', '02/29/2030').expirationDate).toBe(
      'Membership Expiration Date must be a valid date (MM/DD/YYYY).',
    );
  });

  it('masks typing as MM/DD/YYYY, digits only, at most 10 characters', () => {
    expect(maskExpirationDate('1')).toBe('1');
    expect(maskExpirationDate('123')).toBe('12/3');
    expect(maskExpirationDate('12312030')).toBe('12/31/2030');
    expect(maskExpirationDate('12/31/2030999')).toBe('12/31/2030');
    expect(maskExpirationDate('ab12-31x2030')).toBe('12/31/2030');
  });

  it('converts the masked date to the YYYY-MM-DD the verify call takes', () => {
    expect(expirationDateToIso('12/31/2030')).toBe('2030-12-31');
    expect(expirationDateToIso('12/31/30')).toBeNull();
    expect(
      checkForm(registrationSchema, { membershipNumber: ' GC1 ', expirationDate: '01/05/2031' }),
    ).toEqual({
      ok: true,
      output: { membershipNumber: 'GC1', expirationDate: '2031-01-05' },
    });
    expect(
      verifyInputOf({
        userId: 'idp|nico',
        membershipNumber: ' GC100001 ',
        expirationDate: '01/05/2031',
        errors: {},
        failureCodes: [],
        accountId: null,
        outcome: null,
      }),
    ).toEqual({ membershipNumber: 'GC100001', membershipExpirationDate: '2031-01-05', userId: 'idp|nico' });
  });

  it('shows a navigation-state date in the form mask whether it came as a record date or masked', () => {
    expect(expirationDateForForm('2030-12-31')).toBe('12/31/2030');
    expect(expirationDateForForm('2030-12-31T00:00:00Z')).toBe('12/31/2030');
    expect(expirationDateForForm('12/31/2030')).toBe('12/31/2030');
  });
});

describe('steering to registration (spec §6)', () => {
  const at = (state: unknown) => ({
    pathname: '/members/account',
    searchStr: '?form_open=true',
    hash: '',
    state,
  });

  it('goes to existing_member with the query string kept and the page to come back to', () => {
    expect(registrationSteering(at({ __TSR_index: 0 }))).toEqual({
      href: '/members/registration/existing_member?form_open=true',
      state: { registrationReturnTo: '/members/account?form_open=true' },
    });
  });

  it('goes to new_member when navigation state holds a membership number and expiration date', () => {
    const steering = registrationSteering(
      at({ membershipNumber: 'GC100001', membershipExpirationDate: '2030-12-31' }),
    );
    expect(steering.href).toBe('/members/registration/new_member?form_open=true');
    expect(navigationMembershipOf(steering.state)).toEqual({
      membershipNumber: 'GC100001',
      expirationDate: '2030-12-31',
    });
  });

  it('needs both: a number alone or a date alone is the existing_member form', () => {
    expect(registrationSteering(at({ membershipNumber: 'GC100001' })).href).toContain('/existing_member');
    expect(registrationSteering(at({ membershipExpirationDate: '2030-12-31' })).href).toContain(
      '/existing_member',
    );
  });

  it('only returns to same-site paths', () => {
    expect(registrationReturnOf({ registrationReturnTo: '/members/referrals' })).toBe('/members/referrals');
    expect(registrationReturnOf({ registrationReturnTo: '//evil.example' })).toBe('/members');
    expect(registrationReturnOf({ registrationReturnTo: 'https://evil.example' })).toBe('/members');
    expect(registrationReturnOf(undefined)).toBe('/members');
    expect(registrationReturnOf({ registrationReturnTo: '/members/registration/existing_member' })).toBe(
      '/members',
    );
  });
});
