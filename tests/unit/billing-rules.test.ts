// The auto-renew lock (decision 090) at its edges, and the billing address update that sends only the
// fields that changed (member spec §4, decision 091).
import { describe, expect, it } from 'vitest';
import { autoRenewAvailability, autoRenewLocked } from '@/machines/billing/auto-renew-lock';
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
import { autoRenewDate, membershipView } from '@/machines/membership/membership-status';

const addressErrors = (values: AddressValues) => formErrors(addressSchema, values);

const TODAY = '2026-06-01';
const open = {
  accountType: 'Customer - Retail',
  membershipType: 'Lake Card',
  status: 'Active',
  today: TODAY,
};

describe('auto-renew lock (decision 090)', () => {
  // Spec §4: "A banner suggests renewing and setting up auto-renew when within 10 days of expiry." The lock
  // ("locked near expiry (rule not shown)") leaves every day the banner shows open: it closes once expired.
  it.each([
    ['2026-06-12', 11, false],
    ['2026-06-11', 10, false],
    ['2026-06-10', 9, false],
    ['2026-06-01', 0, false],
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

  it('the banner and the lock agree: every membership the banner offers auto-renew may enrol', () => {
    for (let days = -3; days <= 12; days += 1) {
      const expiry = new Date(Date.parse(`${TODAY}T00:00:00Z`) + days * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const view = membershipView(
        {
          membership_type__c: 'Lake Card',
          membership_status__c: 'Active',
          membership_expiration_date__c: expiry,
          auto_renew__c: false,
        },
        { account_detail_type__c: 'Customer - Retail' },
        TODAY,
      );
      if (view.renewalBanner) expect(autoRenewAvailability({ ...open, expiry }), `${days} days`).toBe('open');
    }
  });

  // Spec §9: "Auto-renew charges 10 days before the renewal date ... the shown auto-renew date is 10 days
  // before expiry"; a charge not yet made happens today at the earliest, so the date is never in the past.
  it('dates the auto-renew charge 10 days before expiry, across a month end, never before today', () => {
    expect(autoRenewDate('2026-07-05', TODAY)).toBe('2026-06-25');
    expect(autoRenewDate('2026-06-11', TODAY)).toBe('2026-06-01');
    expect(autoRenewDate('2026-06-06', TODAY)).toBe(TODAY);
    expect(autoRenewDate(null, TODAY)).toBe(TODAY);
  });

  it("a trial's auto-renew date is never shown in the past (trial@: 5 days to expiry)", () => {
    const trial = membershipView(
      {
        membership_type__c: 'Trial Membership',
        membership_status__c: 'Active',
        membership_expiration_date__c: '2026-06-06',
        auto_renew__c: true,
      },
      { account_detail_type__c: 'Customer - Retail' },
      TODAY,
    );
    expect(trial.autoRenewDate).toBe(TODAY);
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
