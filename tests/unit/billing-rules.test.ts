// The auto-renew lock (decision 090) at its edges, and the billing address update that sends only the
// fields that changed (member spec §4, decision 091).
import { describe, expect, it } from 'vitest';
import { autoRenewAvailability, autoRenewDate, autoRenewLocked } from '@/machines/billing/auto-renew-lock';
import {
  billingAddressOf,
  changedBillingFields,
  type BillingAddress,
} from '@/machines/billing/billing-address';
import {
  ADDRESS_MESSAGES,
  addressSchema,
  changeAddress,
  type AddressValues,
} from '@/machines/forms/address-form';
import { formErrors } from '@/machines/forms/form-schema';

const addressErrors = (values: AddressValues) => formErrors(addressSchema, values);

const TODAY = '2026-06-01';
const open = {
  accountType: 'Customer - Retail',
  membershipType: 'Lake Card',
  status: 'Active',
  today: TODAY,
};

describe('auto-renew lock (decision 090)', () => {
  it.each([
    ['2026-06-12', 11, false],
    ['2026-06-11', 10, true],
    ['2026-06-10', 9, true],
    ['2026-06-01', 0, true],
    ['2026-05-31', -1, true],
  ])('expiry %s (%i days away): locked %s', (expiry, _days, locked) => {
    expect(autoRenewLocked(TODAY, expiry)).toBe(locked);
    expect(autoRenewAvailability({ ...open, expiry })).toBe(locked ? 'locked' : 'open');
  });

  it('never locks a membership without an expiry date', () => {
    expect(autoRenewLocked(TODAY, null)).toBe(false);
  });

  it('hides auto-renew for monthly and subsidized accounts, even when far from expiry (spec §6)', () => {
    for (const accountType of ['Customer - Monthly', 'Customer - Subsidized'])
      expect(autoRenewAvailability({ ...open, accountType, expiry: '2027-01-01' })).toBe('hidden');
    expect(autoRenewAvailability({ ...open, accountType: 'Customer - Business', expiry: '2027-01-01' })).toBe(
      'open',
    );
  });

  it('offers nothing to trial, cancelled and do-not-renew memberships', () => {
    expect(autoRenewAvailability({ ...open, membershipType: 'Trial Membership', expiry: '2027-01-01' })).toBe(
      'unavailable',
    );
    for (const status of ['Cancelled', 'Do Not Renew'])
      expect(autoRenewAvailability({ ...open, status, expiry: '2027-01-01' })).toBe('unavailable');
  });

  it('dates the auto-renew charge 10 days before expiry, across a month end', () => {
    expect(autoRenewDate('2026-07-05')).toBe('2026-06-25');
  });
});

const SAVED: BillingAddress = {
  streetAddress: '12 Canada St',
  city: 'Lake George',
  state: 'NY',
  postalCode: '12845',
  country: 'US',
};

describe('billing address', () => {
  it('reads the account billing fields', () => {
    expect(
      billingAddressOf({
        billingstreet: '12 Canada St',
        billingcity: 'Lake George',
        billingstate: 'NY',
        billingpostalcode: '12845',
        billingcountry: 'US',
      }),
    ).toEqual(SAVED);
    expect(billingAddressOf({ billingstreet: null }).streetAddress).toBe('');
  });

  it('sends only the fields that changed (trimmed), nothing when nothing changed', () => {
    expect(changedBillingFields(SAVED, { ...SAVED })).toEqual({});
    expect(changedBillingFields(SAVED, { ...SAVED, city: ' Bolton Landing ', postalCode: '12814' })).toEqual({
      billingcity: 'Bolton Landing',
      billingpostalcode: '12814',
    });
    expect(changedBillingFields(SAVED, { ...SAVED, streetAddress: '12 Canada St  ' })).toEqual({});
  });

  it('clears the state when the country changes, keeps it otherwise (spec §5)', () => {
    expect(changeAddress(SAVED, { country: 'CA' })).toEqual({ ...SAVED, country: 'CA', state: '' });
    expect(changeAddress(SAVED, { country: 'US' })).toEqual(SAVED);
    expect(changeAddress(SAVED, { city: 'Albany' })).toEqual({ ...SAVED, city: 'Albany' });
  });

  it('requires every field, and a state of the chosen country', () => {
    expect(addressErrors(SAVED)).toEqual({});
    expect(addressErrors({ streetAddress: '', city: ' ', state: '', postalCode: '', country: '' })).toEqual(
      ADDRESS_MESSAGES,
    );
    expect(addressErrors({ ...SAVED, country: 'CA' })).toEqual({
      state: ADDRESS_MESSAGES.state,
    });
    expect(addressErrors({ ...SAVED, country: 'CA', state: 'ON' })).toEqual({});
  });
});
