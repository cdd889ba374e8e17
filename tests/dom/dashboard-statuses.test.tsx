// Every dashboard status of spec §4 on `/members/memberships` and `/members/memberships/$sfid`, with the
// clock pinned; the empty state, load failure, and the associated-account call on load.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays } from '@/machines/membership/membership-status';
import { dashboardAnswers, expiringIn, membership, TODAY } from './dashboard-fixtures';
import { GRACE, json, renderPortal, signedInAnswers, type Answer } from './portal-harness';

async function dashboard(memberships: unknown[], account: Parameters<typeof dashboardAnswers>[1] = {}) {
  const rendered = await renderPortal('/members/memberships', dashboardAnswers(memberships, account), {
    today: TODAY,
  });
  await screen.findByRole('heading', { level: 1, name: 'My Membership(s)' });
  return rendered;
}

const panel = async (type = 'Gold Card') =>
  (await screen.findByRole('heading', { level: 2, name: type })).closest('article') as HTMLElement;
const links = (element: HTMLElement) =>
  within(element)
    .queryAllByRole('link')
    .map((a) => a.textContent);
const facts = (element: HTMLElement) =>
  Object.fromEntries(
    [...element.querySelectorAll('dl > div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]),
  );

describe('dashboard by status', () => {
  it('Expired: Membership has Expired, Renew Now, lapsed notice, no Enroll Now or upgrades', async () => {
    await dashboard([expiringIn(-10, { membership_status__c: 'Expired' })]);
    const card = await panel();
    expect(within(card).getByText('Membership has Expired')).toBeTruthy();
    expect(card.textContent).toContain('Your coverage has lapsed.');
    expect(links(card)).toEqual([
      'Renew Now',
      'Membership Details',
      'Membership Card',
      'Boats',
      'Billing & Auto-Renew',
    ]);
    expect(within(card).getByRole('link', { name: 'Renew Now' }).getAttribute('href')).toBe(
      '/members/memberships/m-1/renew',
    );
  });

  it.each([
    ['Cancelled', 'Your membership has been Canceled.'],
    ['Inactive', 'Your membership is Inactive.'],
  ])('%s: the status text with a call-us prompt and no renewal or enrolment', async (status, text) => {
    await dashboard([expiringIn(20, { membership_status__c: status })]);
    const card = await panel();
    expect(card.textContent).toContain(text);
    expect(within(card).getByRole('link', { name: '1-800-555-0142' }).getAttribute('href')).toBe(
      'tel:+18005550142',
    );
    expect(card.textContent).not.toContain('Membership expiring');
    expect(links(card)).not.toContain('Renew Now');
    expect(links(card)).not.toContain('Enroll Now');
  });

  it('auto-renew enrolled: the auto-renew date (expiry − 10 days) and Renew Early', async () => {
    await dashboard([membership({ auto_renew__c: true, membership_expiration_date__c: '2026-09-17' })]);
    const card = await panel();
    expect(facts(card)).toMatchObject({ 'Automatic Renewal': 'Enrolled', 'Auto-Renew Date': '09/07/2026' });
    expect(links(card)).toContain('Renew Early');
    expect(links(card)).not.toContain('Enroll Now');
  });

  it('not enrolled: Enroll Now (to enrolment) and Renew', async () => {
    await dashboard([membership()]);
    const card = await panel();
    expect(facts(card)).toMatchObject({
      'Automatic Renewal': 'Not Enrolled',
      'Expiration Date': '06/01/2026',
    });
    expect(facts(card)['Auto-Renew Date']).toBeUndefined();
    expect(within(card).getByRole('link', { name: 'Enroll Now' }).getAttribute('href')).toBe(
      '/members/memberships/m-1/billing/auto_renew_enrollment',
    );
    expect(links(card)).toContain('Renew');
    expect(links(card)).toContain('Add Trailer Care');
  });

  it('Trial: no Enroll Now', async () => {
    await dashboard([expiringIn(5, { membership_type__c: 'Trial Membership' })]);
    const card = await panel('Trial Membership');
    expect(links(card)).not.toContain('Enroll Now');
    expect(links(card)).toContain('Renew Now');
    expect(screen.getByRole('complementary', { name: /^Renewal reminder/ }).textContent).not.toContain(
      'Set Up Auto-Renew',
    );
  });

  it('monthly: Membership Provided by the sponsor; no expiration date, expiry notices, auto-renew or trailer care', async () => {
    await dashboard([expiringIn(5, { auto_renew__c: true, sponsor_name: 'Blue Water Boat Club' })], {
      type: 'Customer - Monthly',
      sponsor: 'Blue Water Boat Club',
    });
    const card = await panel();
    expect(card.textContent).toContain('Membership Provided by Blue Water Boat Club');
    expect(facts(card)['Expiration Date']).toBeUndefined();
    expect(facts(card)['Automatic Renewal']).toBeUndefined();
    expect(facts(card)['Auto-Renew Date']).toBeUndefined();
    expect(card.textContent).not.toMatch(/expiring|expires TODAY|lapsed/);
    expect(screen.queryByRole('complementary', { name: /^Renewal reminder/ })).toBeNull();
    expect(links(card)).toEqual(['Membership Details', 'Membership Card', 'Boats']);
  });

  it('subsidized: the sponsor with the expiration date, still no notices or trailer care upgrade', async () => {
    await dashboard([expiringIn(20, { membership_type__c: 'Lake Card' })], {
      type: 'Customer - Subsidized',
      sponsor: 'Bay Yacht Club',
    });
    const card = await panel('Lake Card');
    expect(card.textContent).toContain('Membership Provided by Bay Yacht Club');
    expect(facts(card)['Expiration Date']).toBe(
      addDays(TODAY, 20).replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2/$3/$1'),
    );
    expect(card.textContent).not.toContain('Membership expiring');
    expect(links(card)).not.toContain('Add Trailer Care');
    expect(links(card)).not.toContain('Enroll Now');
  });

  it('Pending Activation: will activate 24 hours from time of payment, and the processed notice', async () => {
    await dashboard([
      membership({
        membership_status__c: 'Pending Activation',
        membership_effective_date__c: TODAY,
        member_since__c: TODAY,
        membership_expiration_date__c: addDays(TODAY, 365),
      }),
    ]);
    const card = await panel();
    expect(card.textContent).toContain('will activate 24 hours from time of payment');
    expect(card.textContent).toContain('Your new membership has been processed.');
    expect(links(card)).not.toContain('Renew');
  });

  it.each([
    [29, true],
    [30, false],
  ])("new membership effective %i days ago: 'processed' notice %s", async (days, shown) => {
    const effective = addDays(TODAY, -days);
    await dashboard([membership({ membership_effective_date__c: effective, member_since__c: effective })]);
    const card = await panel();
    expect(card.textContent?.includes('has been processed')).toBe(shown);
  });

  it('Lake Card with Trailer Care: upgrade to Gold and to Trailer Care Plus', async () => {
    await dashboard([
      membership({ membership_type__c: 'Lake Card', trailer_care_type__c: 'Trailer Care Marine' }),
    ]);
    const card = await panel('Lake Card');
    expect(facts(card)['Trailer Care']).toBe('Trailer Care');
    expect(within(card).getByRole('link', { name: 'Upgrade to Gold Card' }).getAttribute('href')).toBe(
      '/members/memberships/m-1/upgrades/membership/selection',
    );
    expect(
      within(card).getByRole('link', { name: 'Upgrade to Trailer Care Plus' }).getAttribute('href'),
    ).toBe('/members/memberships/m-1/upgrades/trailer-care/selection');
  });

  it('several memberships: one card each and the pickers for all of them', async () => {
    await dashboard([
      membership({ sfid: 'm-1' }),
      membership({ sfid: 'm-2', membership_type__c: 'Lake Card', membership_number__c: 'LC1' }),
    ]);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    const pickers = screen.getByRole('heading', { name: 'For all your memberships' }).closest('section');
    expect(
      within(pickers as HTMLElement)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/members/select-your-membership/renew-membership',
      '/members/select-your-membership/upgrades/membership',
      '/members/select-your-membership/upgrades/trailer-care',
    ]);
  });
});

describe('loading the dashboard', () => {
  it("no memberships: 'No memberships for this account' and no associated-account call", async () => {
    const { requests } = await dashboard([]);
    expect(await screen.findByText('No memberships for this account')).toBeTruthy();
    expect(requests.some((r) => r.url.includes('associatedaccount'))).toBe(false);
  });

  it('links the login with the e-mail and the first membership number, once, even after refetching', async () => {
    const { requests, portal } = await dashboard([
      membership({ membership_number__c: 'GC100001' }),
      membership({ sfid: 'm-2', membership_number__c: 'LC100101', membership_type__c: 'Lake Card' }),
    ]);
    await waitFor(() => expect(requests.filter((r) => r.url.includes('associatedaccount'))).toHaveLength(1));
    const call = requests.find((r) => r.url.includes('associatedaccount'));
    expect(call?.method).toBe('PATCH');
    expect(await call?.clone().json()).toEqual({ email: GRACE.email, membership_number: 'GC100001' });
    const queryClient = await portal.loadQueryClient();
    await queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    await portal.router.navigate({ to: '/members' });
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Grace Hopper' });
    expect(requests.filter((r) => r.url.includes('associatedaccount'))).toHaveLength(1);
    expect(queryClient.getQueryData(['associated-account', GRACE.email, 'GC100001'])).toMatchObject({
      membership_number__c: 'GC100001',
    });
  });

  it('a failed membership load sends the member to the application route', async () => {
    const failing: Answer = (_request, url) =>
      url.pathname.startsWith('/api/dashboard/')
        ? json(400, { message: 'bad', codes: ['NO_ACCOUNT_FOUND'] })
        : undefined;
    const { portal } = await renderPortal('/members/memberships', [signedInAnswers, failing]);
    await waitFor(() => expect(portal.router.state.location.pathname).toBe('/members/join'));
  });
});

describe('the membership page', () => {
  it('shows the membership with its rules, the captain and links to its sub-pages', async () => {
    const answers = dashboardAnswers([
      membership({ sfid: 'm-9', membership_type__c: 'Lake Card' }),
      membership({
        sfid: 'm-1',
        auto_renew__c: true,
        aor: {
          sfid: 'aor-1',
          name: 'Sea Tow Eastern Long Island',
          captain_name__c: 'Capt. Joe',
          x24_hour_phone__c: '631-555-0100',
          email: 'eli@example.com',
        },
      }),
    ]);
    await renderPortal('/members/memberships/m-1', answers, { today: TODAY });
    await screen.findByRole('heading', { level: 1, name: 'Membership Details' });
    expect(screen.getByRole('link', { name: 'Back to Membership Dashboard' }).getAttribute('href')).toBe(
      '/members/memberships',
    );
    const card = await panel();
    expect(facts(card)).toMatchObject({ 'Auto-Renew Date': '05/22/2026' });
    expect(links(card)).toEqual(['Renew Early', 'Add Trailer Care']);
    const manage = screen
      .getByRole('heading', { name: 'Manage this membership' })
      .closest('section') as HTMLElement;
    expect(
      within(manage)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/members/memberships/m-1/billing',
      '/members/memberships/m-1/boats',
      '/members/memberships/m-1/membership_card',
    ]);
    expect(screen.getByRole('heading', { name: 'Sea Tow Eastern Long Island' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '631-555-0100' }).getAttribute('href')).toBe('tel:+16315550100');
    expect(screen.queryByRole('heading', { name: 'Lake Card' })).toBeNull();
  });

  it('a membership of another account is not shown', async () => {
    await renderPortal('/members/memberships/m-404', dashboardAnswers([membership()]), { today: TODAY });
    expect(await screen.findByText('This membership is not on your account.')).toBeTruthy();
  });
});
