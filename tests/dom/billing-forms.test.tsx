// Billing address and payment method view/edit on the billing page (spec §4, §5; decision 091): the
// address update sends only what changed, the card update goes through the card rules and the processor
// call, 'Missing credit card for membership {id}' when enrolled without a card.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  billingFake,
  billingMembership,
  ENROLLED_WITH_CARD,
  TODAY,
  type BillingFakeOptions,
} from './billing-fixtures';
import { renderPortal } from './portal-harness';

const BILLING = '/members/memberships/m-1/billing';

async function open(membership = billingMembership(), options: BillingFakeOptions = {}) {
  const fake = billingFake(membership, options);
  await renderPortal(BILLING, fake.answers, { today: TODAY });
  await screen.findByRole('heading', { level: 1, name: 'Billing' });
  return { ...fake, user: userEvent.setup() };
}
const section = (name: string) => screen.getByRole('heading', { name }).closest('section') as HTMLElement;

describe('billing address', () => {
  it('shows the address, edits it and sends only the changed fields, then refetches and closes', async () => {
    const { user, writes, dashboardCalls } = await open();
    const card = section('Billing Address');
    expect(card.textContent).toContain('12 Canada St');
    expect(card.textContent).toContain('Lake George, NY 12845');
    expect(card.textContent).toContain('United States');

    await user.click(within(card).getByRole('button', { name: 'Edit billing address' }));
    const city = within(card).getByLabelText(/^City/);
    await user.clear(city);
    await user.type(city, 'Bolton Landing');
    const before = dashboardCalls();
    await user.click(within(card).getByRole('button', { name: 'Save Billing Address' }));
    await screen.findByText('Your billing address was updated.');
    expect(writes).toEqual([
      {
        method: 'PATCH',
        path: '/api/accounts',
        body: { sfid: 'acc-grace', id: 7, billingcity: 'Bolton Landing' },
      },
    ]);
    expect(dashboardCalls()).toBeGreaterThan(before);
    await waitFor(() => expect(section('Billing Address').textContent).toContain('Bolton Landing, NY 12845'));
    expect(within(section('Billing Address')).queryByRole('form')).toBeNull();
  });

  it('makes no call when nothing changed', async () => {
    const { user, writes } = await open();
    const card = section('Billing Address');
    await user.click(within(card).getByRole('button', { name: 'Edit billing address' }));
    await user.click(within(card).getByRole('button', { name: 'Save Billing Address' }));
    await waitFor(() => expect(within(section('Billing Address')).queryByRole('form')).toBeNull());
    expect(writes).toEqual([]);
  });

  it('requires every field; changing the country clears the state and asks for a new one', async () => {
    const { user, writes } = await open();
    const card = section('Billing Address');
    await user.click(within(card).getByRole('button', { name: 'Edit billing address' }));
    await user.clear(within(card).getByLabelText(/^Street Address/));
    await user.selectOptions(within(card).getByLabelText(/^Country/), 'CA');
    expect((within(card).getByLabelText(/^State/) as HTMLSelectElement).value).toBe('');
    await user.click(within(card).getByRole('button', { name: 'Save Billing Address' }));
    expect(within(card).getByText('Street Address is required.')).toBeTruthy();
    expect(within(card).getByText('State is required.')).toBeTruthy();
    expect(writes).toEqual([]);
    // Ontario is offered for Canada; the typed values are kept.
    await user.selectOptions(within(card).getByLabelText(/^State/), 'ON');
    await user.type(within(card).getByLabelText(/^Street Address/), '1 Front St');
    await user.click(within(card).getByRole('button', { name: 'Save Billing Address' }));
    await screen.findByText('Your billing address was updated.');
    expect(writes[0]?.body).toEqual({
      sfid: 'acc-grace',
      id: 7,
      billingstreet: '1 Front St',
      billingstate: 'ON',
      billingcountry: 'CA',
    });
  });
});

describe('payment method', () => {
  it('shows the stored card and replaces it through the processor call', async () => {
    const { user, writes } = await open(billingMembership(ENROLLED_WITH_CARD));
    const card = section('Payment Method');
    expect(card.textContent).toContain('Visa ending in 1111');
    expect(card.textContent).toContain('12/30');
    await user.click(within(card).getByRole('button', { name: 'Edit payment method' }));
    await user.click(within(card).getByRole('button', { name: 'Save Card' }));
    expect(within(card).getByText('Card Number is required.')).toBeTruthy();
    expect(writes).toEqual([]);

    await user.type(within(card).getByLabelText(/Card Number/), '5555555555554444');
    await user.type(within(card).getByLabelText(/Expiration Date/), '0929');
    await user.type(within(card).getByLabelText(/Security Code/), '4321');
    await user.click(within(card).getByRole('button', { name: 'Save Card' }));
    await screen.findByText('Your payment method was updated.');
    expect(writes).toHaveLength(1);
    expect(writes[0]?.path).toBe('/api/authorizenet/cancelexistingmakenew');
    expect(writes[0]?.body.cc_details).toEqual({
      billingaddress: {
        street: '12 Canada St',
        city: 'Lake George',
        state: 'NY',
        postalcode: '12845',
        country: 'US',
      },
      cc_number: '5555555555554444',
      exp_date: '09/29',
      ccv: '4321',
    });
    await waitFor(() => expect(section('Payment Method').textContent).toContain('ending in 4444'));
  });

  it("shows the processor's refusal through the catalogue and keeps the form", async () => {
    const { user } = await open(billingMembership(ENROLLED_WITH_CARD), {
      failWrite: { status: 400, codes: ['INVALID_CREDIT_CARD_NUMBER'] },
    });
    const card = section('Payment Method');
    await user.click(within(card).getByRole('button', { name: 'Edit payment method' }));
    await user.type(within(card).getByLabelText(/Card Number/), '4000000000000127');
    await user.type(within(card).getByLabelText(/Expiration Date/), '1230');
    await user.type(within(card).getByLabelText(/Security Code/), '123');
    await user.click(within(card).getByRole('button', { name: 'Save Card' }));
    const alert = await within(card).findByRole('alert');
    expect(alert.textContent).toContain(
      'The credit card number that was entered is invalid (the card number is incorrect or unknown).',
    );
    expect((within(card).getByLabelText(/Card Number/) as HTMLInputElement).value).toBe('4000000000000127');
  });

  it("says 'Missing credit card for membership {id}' when enrolled without a card", async () => {
    await open(billingMembership({ auto_renew__c: true }));
    expect(within(section('Payment Method')).getByRole('alert').textContent).toBe(
      'Missing credit card for membership GC100001',
    );
    expect(
      within(section('Payment Method')).getByRole('button', { name: 'Edit payment method' }).textContent,
    ).toBe('Add Card');
  });

  it('offers no card edit when not enrolled', async () => {
    await open();
    expect(within(section('Payment Method')).queryByRole('button')).toBeNull();
    expect(section('Payment Method').textContent).toContain('No card is stored.');
  });
});
