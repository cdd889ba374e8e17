// The membership card page and its print view (spec §2, §4, §5, §8; decision 093): the preview, Add to
// Wallet only with a pass link and status Active or Future Start, 'View & Print' in a new tab, the order
// status, and 'Request a new card in the mail' through the card-reprint chart.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { billingFake, billingMembership, TODAY, type BillingFakeOptions } from './billing-fixtures';
import { renderPortal } from './portal-harness';

const CARD = '/members/memberships/m-1/membership_card';
const AOR = {
  sfid: 'aor-1',
  name: 'Sea Tow Lake George',
  description: '24-hour on-water assistance around Lake George, NY.',
  captain_name__c: 'Capt. Lee',
  email: 'lg@example.com',
  x24_hour_phone__c: '518-555-0103',
  region_name__c: 'Northeast',
  sales_tax_rate__c: 0,
  latitude: 43.4,
  longitude: -73.7,
  status__c: 'Active',
};
const SHIPPED = {
  id: 'ful-1',
  name: 'Renewing Membership Card Package',
  status: 'Shipped',
  title: 'Gold Card',
  fulfillment_code__c: 'R',
  card_reason__c: null,
  order_date__c: '2026-01-05',
  processed_date__c: '2026-01-07',
  shipped_date__c: '2026-01-10',
  most_recent_date: '2026-01-10',
  membership__c: 'm-1',
};

async function open(over: Record<string, unknown> = {}, options: BillingFakeOptions = {}, path = CARD) {
  const fake = billingFake(billingMembership({ aor: AOR, ...over }), { orders: [SHIPPED], ...options });
  const rendered = await renderPortal(path, fake.answers, { today: TODAY });
  return { ...fake, ...rendered, user: userEvent.setup() };
}
const fulfilmentCalls = (requests: Request[]) =>
  requests.filter((r) => new URL(r.url).pathname === '/api/utility/fulfillment/m-1').length;

afterEach(() => vi.restoreAllMocks());

describe('My Membership Card', () => {
  it('previews the card with name, number, local operator, main phone and the Coast Guard line', async () => {
    await open();
    await screen.findByRole('heading', { level: 1, name: 'My Membership Card' });
    const preview = screen.getByRole('figure', { name: 'Membership card preview' });
    expect(preview.textContent).toContain('Grace Hopper');
    expect(preview.textContent).toContain('GC100001');
    expect(preview.textContent).toContain('24-hour on-water assistance around Lake George, NY.');
    expect(within(preview).getByRole('link', { name: '518-555-0103' }).getAttribute('href')).toBe(
      'tel:+15185550103',
    );
    expect(within(preview).getByRole('link', { name: '1-800-555-0142' })).toBeTruthy();
    expect(preview.textContent).toContain('Emergency: Call the Coast Guard (VHF 16 or 911)');
    expect(screen.getByRole('link', { name: 'Back to Membership' }).getAttribute('href')).toBe(
      '/members/memberships/m-1',
    );
  });

  it("opens 'View & Print' in a new tab on the print view of this membership", async () => {
    await open();
    const link = await screen.findByRole('link', { name: /View & Print/ });
    expect(link.getAttribute('href')).toBe('/members/membership_card_view_print?membership_id=m-1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('shows the newest card order with its status and dates', async () => {
    await open();
    const orders = (await screen.findByRole('heading', { name: 'Card Order Status' })).closest(
      'section',
    ) as HTMLElement;
    await waitFor(() => expect(orders.textContent).toContain('Renewing Membership Card Package'));
    expect(orders.textContent).toContain('Shipped');
    expect(orders.textContent).toContain('01/10/2026');
  });

  it.each([
    ['Active', true],
    ['Future Start', true],
    ['Expired', false],
    ['Pending Activation', false],
  ])('Add to Wallet with a pass link and status %s: shown %s', async (status, shown) => {
    await open({
      membership_status__c: status,
      apple_pass__c: 'https://passes.example.com/apple/m-1.pkpass',
      google_pass__c: 'https://passes.example.com/google/m-1',
    });
    await screen.findByRole('heading', { level: 1, name: 'My Membership Card' });
    const apple = screen.queryByRole('link', { name: 'Add to Apple Wallet' });
    expect(Boolean(apple)).toBe(shown);
    expect(Boolean(screen.queryByRole('link', { name: 'Add to Google Wallet' }))).toBe(shown);
    if (apple) expect(apple.getAttribute('href')).toBe('https://passes.example.com/apple/m-1.pkpass');
  });

  it('offers no wallet without a pass link, even when Active', async () => {
    await open({ google_pass__c: 'https://passes.example.com/google/m-1' });
    await screen.findByRole('heading', { level: 1, name: 'My Membership Card' });
    expect(screen.queryByRole('link', { name: 'Add to Apple Wallet' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Add to Google Wallet' })).toBeTruthy();
  });
});

describe('Request a new card in the mail', () => {
  it('requires a reason, then requests, flashes, resets the form and refetches the order status', async () => {
    const { user, writes, requests } = await open();
    const form = await screen.findByRole('form', { name: 'Request a new card in the mail' });
    await user.click(within(form).getByRole('button', { name: 'Request New Card' }));
    expect(within(form).getByText('Please select a reason for your new card request.')).toBeTruthy();
    expect(writes).toEqual([]);

    expect(
      within(form)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a reason...', 'Lost', 'Damaged', 'Not received', 'Duplicate', 'Other']);
    await waitFor(() => expect(fulfilmentCalls(requests)).toBe(1));
    await user.selectOptions(within(form).getByLabelText(/Reason for a new card/), 'Damaged');
    await user.click(within(form).getByRole('button', { name: 'Request New Card' }));
    await screen.findByText('Your new card request was successful');
    expect(writes).toEqual([
      { method: 'POST', path: '/api/utility/reprint', body: { cardReason: 'Damaged', membershipid: 'm-1' } },
    ]);
    await waitFor(() => expect(fulfilmentCalls(requests)).toBe(2));
    expect((within(form).getByLabelText(/Reason for a new card/) as HTMLSelectElement).value).toBe('');
    const orders = screen
      .getByRole('heading', { name: 'Card Order Status' })
      .closest('section') as HTMLElement;
    await waitFor(() => expect(orders.textContent).toContain('Replacement Card Package'));
  });

  it('shows MEMBER_EXPIRING_TOO_SOON with its catalogue text and keeps the reason', async () => {
    const { user, requests } = await open(
      {},
      { failWrite: { status: 400, codes: ['MEMBER_EXPIRING_TOO_SOON'] } },
    );
    const form = await screen.findByRole('form', { name: 'Request a new card in the mail' });
    await waitFor(() => expect(fulfilmentCalls(requests)).toBe(1));
    await user.selectOptions(within(form).getByLabelText(/Reason for a new card/), 'Lost');
    await user.click(within(form).getByRole('button', { name: 'Request New Card' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain(
      'Your membership will expire before your new card request can be fulfilled. Your request will not be processed.',
    );
    expect((within(form).getByLabelText(/Reason for a new card/) as HTMLSelectElement).value).toBe('Lost');
    expect(fulfilmentCalls(requests)).toBe(1);
    expect(screen.queryByText('Your new card request was successful')).toBeNull();
  });
});

describe('print view', () => {
  it("shows the card and 'Print Page' prints", async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = await open({}, {}, '/members/membership_card_view_print?membership_id=m-1');
    const preview = await screen.findByRole('figure', { name: 'Membership card preview' });
    expect(preview.textContent).toContain('GC100001');
    await user.click(screen.getByRole('button', { name: 'Print Page' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says so when the membership is not on the account', async () => {
    await open({}, {}, '/members/membership_card_view_print?membership_id=someone-else');
    await screen.findByText('This membership is not on your account.');
    expect(screen.queryByRole('button', { name: 'Print Page' })).toBeNull();
  });
});
