// `/members`: the welcome, the summary and the Savings Club teaser of companion spec §2.4.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardAnswers, expiringIn, membership, TODAY } from './dashboard-fixtures';
import { json, renderPortal, type Answer } from './portal-harness';

const OFFER = {
  sfid: 'offer-1',
  id: 1,
  partner_account__c: 'acc-partner',
  company_name__c: 'Harborside Marine Supply',
  company_logo__c: '/api/media/logos/harborside-marine-supply.svg',
  primary_category__c: 'Fuel',
  type_of_offer__c: 'Percentage Off',
  percent_off__c: 15,
  offer_description__c: '15% off chartplotters and VHF radios',
  offer_status__c: 'Active',
  approval_status__c: 'Approved',
  featured__c: true,
  locality_of_offer__c: 'National',
};

const OFFERS = [
  OFFER,
  { ...OFFER, sfid: 'offer-2', id: 2, company_name__c: 'Bluewater Fuel Dock', percent_off__c: 10 },
  { ...OFFER, sfid: 'offer-3', id: 3, company_name__c: 'Dockside Tackle', percent_off__c: 20 },
];
const offers: Answer = (_request, url) =>
  url.pathname === '/api/savingsclub/3randomnationaldeals/' ? json(200, OFFERS) : undefined;

async function home(memberships: unknown[], account: Parameters<typeof dashboardAnswers>[1] = {}) {
  const rendered = await renderPortal('/members', [offers, ...dashboardAnswers(memberships, account)], {
    today: TODAY,
  });
  await screen.findByRole('heading', { level: 1, name: 'Welcome back, Grace Hopper' });
  const teaser = screen
    .getByRole('heading', { name: 'Sea Tow Savings Club' })
    .closest('section') as HTMLElement;
  return { ...rendered, teaser };
}

const offerCalls = (requests: Request[]) => requests.filter((r) => r.url.includes('3randomnationaldeals'));

describe('Savings Club teaser', () => {
  it('an active membership: the three national deals in a carousel, a dot and a link for each', async () => {
    const { teaser, requests } = await home([
      membership(),
      expiringIn(-5, { sfid: 'm-2', membership_status__c: 'Expired' }),
    ]);
    await within(teaser).findByText('Harborside Marine Supply');
    expect(teaser.textContent).toContain('15% off');
    expect(
      within(teaser)
        .getByRole('link', { name: /^See offer\s*from Harborside Marine Supply$/ })
        .getAttribute('href'),
    ).toBe('/members/savings_club/offers?offer_id=offer-1');
    const carousel = within(teaser).getByRole('region', { name: 'Savings Club offers' });
    expect(within(carousel).getAllByRole('group', { hidden: true })).toHaveLength(3);
    expect(within(carousel).getAllByRole('button', { name: /^Show slide \d of 3/ })).toHaveLength(3);
    expect(within(teaser).getByRole('link', { name: 'View all offers' }).getAttribute('href')).toBe(
      '/members/savings_club',
    );
    expect(offerCalls(requests)).toHaveLength(1);
  });

  it('no active but a Future Start membership: benefits start on the earliest effective date', async () => {
    const { teaser, requests } = await home([
      membership({ membership_status__c: 'Future Start', membership_effective_date__c: '2026-04-02' }),
      membership({
        sfid: 'm-2',
        membership_status__c: 'Future Start',
        membership_effective_date__c: '2026-03-15',
      }),
    ]);
    expect(teaser.textContent).toContain('Your Sea Tow Savings Club benefits will start on 03/15/2026.');
    expect(offerCalls(requests)).toHaveLength(0);
  });

  it("otherwise: 'You are missing out...' with Renew Today", async () => {
    const { teaser, requests } = await home([expiringIn(-5, { membership_status__c: 'Expired' })]);
    expect(teaser.textContent).toContain('You are missing out...');
    expect(within(teaser).getByRole('link', { name: 'Renew Today' }).getAttribute('href')).toBe(
      '/members/select-your-membership/renew-membership',
    );
    expect(offerCalls(requests)).toHaveLength(0);
  });
});

describe('/members summary', () => {
  it('lists each membership and the within-10-days banner', async () => {
    await home([expiringIn(3)]);
    expect(screen.getByRole('row', { name: /GC100001/ }).textContent).toContain('Active');
    expect(
      screen.getByRole('complementary', { name: /^Renewal reminder for Gold Card/ }).textContent,
    ).toContain('expires in 3 days');
  });

  it('shows each membership reminder under the summary', async () => {
    await home([expiringIn(20, { membership_type__c: 'Lake Card', membership_number__c: 'LC100002' })]);
    const reminder = document.querySelector<HTMLElement>('.dash-reminder');
    expect(reminder?.dataset.level).toBe('warn');
    expect(reminder?.textContent).toContain('Lake Card LC100002: Membership expiring in 20 days');
  });

  it('a monthly account: no Expires column and no reminder', async () => {
    await home([expiringIn(20)], { type: 'Customer - Monthly', sponsor: 'Blue Water Boat Club' });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Membership',
      'Number',
      'Status',
    ]);
    expect(document.querySelector('.dash-reminder')).toBeNull();
  });

  it('calls the associated-account update on the dashboard root', async () => {
    const { requests } = await home([membership()]);
    await waitFor(() => expect(requests.filter((r) => r.url.includes('associatedaccount'))).toHaveLength(1));
  });
});
