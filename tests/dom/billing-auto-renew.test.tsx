// The billing page's auto-renew switch (spec §4, §5, §6; decision 090): enrolment with the card rules and
// the autorenewal agreement, failure through the error catalogue with the form kept, unenrolment with
// 'Yes, Unenroll', the lock near expiry, hidden for monthly and subsidized accounts.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addDays } from '@/machines/membership/membership-status';
import {
  billingFake,
  billingMembership,
  ENROLLED_WITH_CARD,
  TODAY,
  type BillingFakeOptions,
} from './billing-fixtures';
import { renderPortal } from './portal-harness';

const BILLING = '/members/memberships/m-1/billing';
const ENROLMENT = `${BILLING}/auto_renew_enrollment`;

async function open(path: string, membership = billingMembership(), options: BillingFakeOptions = {}) {
  const fake = billingFake(membership, options);
  const rendered = await renderPortal(path, fake.answers, { today: TODAY });
  return { ...fake, ...rendered, user: userEvent.setup() };
}
const where = (portal: { router: { state: { location: { pathname: string } } } }) =>
  portal.router.state.location.pathname;
const autoRenewSwitch = () => screen.findByRole('switch', { name: 'Automatic Renewal' });

async function fillCard(user: ReturnType<typeof userEvent.setup>, number: string, expiry = '1230') {
  await user.clear(screen.getByLabelText(/Card Number/));
  await user.type(screen.getByLabelText(/Card Number/), number);
  await user.clear(screen.getByLabelText(/Expiration Date/));
  await user.type(screen.getByLabelText(/Expiration Date/), expiry);
  await user.clear(screen.getByLabelText(/Security Code/));
  await user.type(screen.getByLabelText(/Security Code/), '123');
}

describe('auto-renew enrolment', () => {
  it('turns the switch on into the enrolment form, checks the rules, enrols, refetches and flashes', async () => {
    const { user, portal, writes, dashboardCalls } = await open(BILLING);
    const toggle = await autoRenewSwitch();
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.click(toggle);
    await screen.findByRole('heading', { level: 1, name: 'Automatic Renewal Enrollment' });
    expect(where(portal)).toBe(ENROLMENT);
    // The billing address starts as the account's.
    expect((screen.getByLabelText(/Street Address/) as HTMLInputElement).value).toBe('12 Canada St');

    await user.click(screen.getByRole('button', { name: 'Enroll in Automatic Renewal' }));
    expect(screen.getByText('Card Number is required.')).toBeTruthy();
    expect(screen.getByText('You must accept the terms of the autorenewal agreement')).toBeTruthy();
    // Focus goes to the first invalid field; a message goes as soon as its field is edited.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Card Number/)));
    await user.type(screen.getByLabelText(/Card Number/), '4');
    expect(screen.queryByText('Card Number is required.')).toBeNull();
    expect(screen.getByText('Security Code is required.')).toBeTruthy();

    // A card that expires before the renewal date (2026-06-01) is refused.
    await fillCard(user, '4111111111111111', '0526');
    await user.click(screen.getByLabelText('I accept the terms of the autorenewal agreement'));
    await user.click(screen.getByRole('button', { name: 'Enroll in Automatic Renewal' }));
    expect(
      screen.getByText(
        'The credit card expiration date must be later than the membership renewal date. Please use a different credit card or unenroll in automatic renewal.',
      ),
    ).toBeTruthy();
    expect(writes).toEqual([]);

    const before = dashboardCalls();
    await fillCard(user, '4111111111111111');
    await user.click(screen.getByRole('button', { name: 'Enroll in Automatic Renewal' }));
    await screen.findByText('You are now enrolled in automatic renewal.');
    expect(where(portal)).toBe(BILLING);
    expect((await autoRenewSwitch()).getAttribute('aria-checked')).toBe('true');
    expect(dashboardCalls()).toBeGreaterThan(before);
    expect(writes).toEqual([
      {
        method: 'POST',
        path: '/api/authorizenet/cancelexistingmakenew',
        body: {
          cc_details: {
            billingaddress: {
              street: '12 Canada St',
              city: 'Lake George',
              state: 'NY',
              postalcode: '12845',
              country: 'US',
            },
            cc_number: '4111111111111111',
            exp_date: '12/30',
            ccv: '123',
            auto_renewal_agreement: true,
          },
          amount: 179,
          arb_start_date: '2026-05-22',
          membershipid: 'm-1',
          account_hc_ext_id: 'ext-acc-grace',
          membership_hc_ext_id: 'ext-m-1',
        },
      },
    ]);
    // The refetched payment method shows the new card.
    expect(screen.getByText('Card ending in 1111')).toBeTruthy();
  });

  it('shows a declined card through the error catalogue and keeps what was typed', async () => {
    const { user } = await open(ENROLMENT, billingMembership(), {
      failWrite: { status: 402, codes: ['PAYMENT_DECLINED'] },
    });
    await screen.findByRole('heading', { level: 1, name: 'Automatic Renewal Enrollment' });
    await fillCard(user, '4000000000000002');
    await user.click(screen.getByLabelText('I accept the terms of the autorenewal agreement'));
    await user.click(screen.getByRole('button', { name: 'Enroll in Automatic Renewal' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your card was declined.');
    expect(alert.textContent).toContain('[PAYMENT_DECLINED]');
    expect((screen.getByLabelText(/Card Number/) as HTMLInputElement).value).toBe('4000000000000002');
    expect((screen.getByLabelText(/Expiration Date/) as HTMLInputElement).value).toBe('12/30');
    expect(
      (screen.getByLabelText('I accept the terms of the autorenewal agreement') as HTMLInputElement).checked,
    ).toBe(true);
    // Nothing of the card reaches storage.
    expect(JSON.stringify({ ...window.sessionStorage, ...window.localStorage })).not.toContain(
      '4000000000000002',
    );
  });

  it('changing the billing country clears the state', async () => {
    const { user } = await open(ENROLMENT);
    await screen.findByRole('heading', { level: 1, name: 'Automatic Renewal Enrollment' });
    const state = screen.getByLabelText(/^State/) as HTMLSelectElement;
    expect(state.value).toBe('NY');
    await user.selectOptions(screen.getByLabelText(/^Country/), 'CA');
    expect((screen.getByLabelText(/^State/) as HTMLSelectElement).value).toBe('');
  });

  it('Cancel returns to the billing page without a call', async () => {
    const { user, portal, writes } = await open(ENROLMENT);
    await screen.findByRole('heading', { level: 1, name: 'Automatic Renewal Enrollment' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('heading', { level: 1, name: 'Billing' });
    expect(where(portal)).toBe(BILLING);
    expect(writes).toEqual([]);
  });
});

describe('auto-renew unenrolment', () => {
  it("turning the switch off asks first; 'Yes, Unenroll' unenrols, refetches and closes", async () => {
    const { user, writes, dashboardCalls } = await open(BILLING, billingMembership(ENROLLED_WITH_CARD));
    const toggle = await autoRenewSwitch();
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await user.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Unenroll from Automatic Renewal?' });
    // Cancel keeps the enrolment.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes).toEqual([]);

    await user.click(await autoRenewSwitch());
    const before = dashboardCalls();
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, Unenroll' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes).toEqual([
      {
        method: 'DELETE',
        path: '/api/authorizenet/cancelarbfrommembershipid',
        body: { membershipid: 'm-1' },
      },
    ]);
    expect(dashboardCalls()).toBeGreaterThan(before);
    expect((await autoRenewSwitch()).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('You are no longer enrolled in automatic renewal.')).toBeTruthy();
  });

  it('Escape closes the confirmation without unenrolling', async () => {
    const { user, writes } = await open(BILLING, billingMembership(ENROLLED_WITH_CARD));
    await user.click(await autoRenewSwitch());
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes).toEqual([]);
  });
});

describe('the switch near expiry and by account type', () => {
  // Decision 090: locked once the expiration date has passed — the dashboard's banner offers auto-renew up to
  // the expiry day (spec §4 'within 10 days of expiry'), so those days stay open.
  it('is locked once expired, and a deep link to enrolment goes back to billing', async () => {
    const { portal } = await open(
      ENROLMENT,
      billingMembership({ membership_expiration_date__c: addDays(TODAY, -1) }),
    );
    const toggle = await autoRenewSwitch();
    expect(toggle.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/can no longer be changed for this membership/)).toBeTruthy();
    await waitFor(() => expect(where(portal)).toBe(BILLING));
  });

  it.each([11, 10, 0])('is open %i days before expiry, and its enrolment opens', async (days) => {
    const { portal } = await open(
      ENROLMENT,
      billingMembership({ membership_expiration_date__c: addDays(TODAY, days) }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Automatic Renewal Enrollment' });
    expect(where(portal)).toBe(ENROLMENT);
    expect(screen.queryByText(/can no longer be changed/)).toBeNull();
  });

  it.each(['Customer - Monthly', 'Customer - Subsidized'])(
    'is hidden for %s accounts',
    async (accountType) => {
      await open(BILLING, billingMembership(), { accountType });
      await screen.findByRole('heading', { level: 1, name: 'Billing' });
      expect(screen.queryByRole('switch')).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Automatic Renewal' })).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Payment Method' })).toBeNull();
      expect(screen.getByRole('heading', { name: 'Billing Address' })).toBeTruthy();
    },
  );

  it('is not offered to a Trial Membership; an enrolled trial shows its renewal date, unchangeable', async () => {
    await open(BILLING, billingMembership({ membership_type__c: 'Trial Membership' }));
    await screen.findByText('Automatic renewal is not available for this membership.');
    expect(screen.queryByRole('switch')).toBeNull();
    cleanup();
    await open(BILLING, billingMembership({ membership_type__c: 'Trial Membership', ...ENROLLED_WITH_CARD }));
    await screen.findByText('Enrolled — renews automatically on 05/22/2026');
    expect(screen.getByText(/cannot be changed online for this membership/)).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
