// The signed-in programs portal in a real Chromium against the built portal and the sandbox: the entry
// gate for each partner persona (permanent id, temporary id swapped) and for a member login it refuses,
// the dashboard's panels and counts, the offer tabs with removal and a new review of a denied offer, and
// the Sea Care and Membership Kits applications (companion spec §2.3, §4, §7); the public application and
// login-creation forms' field state (issue 13: a message once a field is left, cleared as it is corrected,
// the typing kept over a reload, passwords never); a login created only with the application's link token.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { REQUEST_TOKEN, REQUEST_TOKEN_HEADER } from '@/sandbox/http/request-token';
import { browserPerTest } from '../support/browser';
import { isolatedPortal } from '../support/isolated-portal';
import { openAs, signInAtIdp } from '../support/sign-in-as';

// A portal of its own: the file swaps temp-partner@'s id (once per database: the accessibility scans sign
// it in first on the shared portal), removes and re-submits partner@'s offers and applies for programs.
const { baseUrl } = await isolatedPortal();
const browser = browserPerTest();

async function dashboardAs(page: Page, email: string) {
  await openAs(page, baseUrl, email, '/programs/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Programs Dashboard' }).waitFor();
}

/** A dashboard card by its title (cards are sections headed by an h2). */
const card = (page: Page, title: string) =>
  page.locator('section.card', { has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

const countsOf = async (page: Page) =>
  (await page.locator('.programs-counts').innerText()).replace(/\s+/g, ' ').trim();

describe('programs portal: entry gate and dashboard', () => {
  it('shows partner@example.com its Savings Club counts, no registration notice and both additional programs', async () => {
    const { page } = browser;
    await dashboardAs(page, 'partner@example.com');
    expect(await countsOf(page)).toBe('Active 3 Awaiting Approval 2 Prior 2');
    expect(await page.getByText('Complete your registration').count()).toBe(0);
    const additional = card(page, 'Additional Programs');
    expect(await additional.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Sea Care',
      'Membership Kits',
    ]);
    const aside = page.getByRole('complementary', { name: 'Account Information' });
    expect(await aside.getByText('Harborside Marine Supply').isVisible()).toBe(true);
    expect(await aside.getByRole('status').count()).toBe(0);
    // The program menu and an unknown programs path lead back here.
    await page
      .getByRole('navigation', { name: 'Programs' })
      .getByRole('link', { name: 'Dashboard' })
      .waitFor();
    await page.goto(`${baseUrl}/programs/no-such-page`);
    await page.waitForURL(`${baseUrl}/programs/dashboard`);
  });

  it('tells newpartner@example.com what its registration lacks and that offers may start while awaiting approval', async () => {
    const { page } = browser;
    await dashboardAs(page, 'newpartner@example.com');
    const panel = page.locator('details.programs-panel');
    expect(await panel.locator('summary').innerText()).toMatch(/^Complete your registration\s*1$/);
    expect(await panel.innerText()).toContain(
      'We need some more information about your company. Click on the link on the right to complete this task.',
    );
    expect(await panel.innerText()).toContain('Missing: Business description, Company logo');
    expect(await panel.getByRole('link').getAttribute('href')).toBe('/programs/account?form_open=true');
    expect(await countsOf(page)).toBe('Active 0 Awaiting Approval 0 Prior 0');
    const aside = page.getByRole('complementary', { name: 'Account Information' });
    // Spec §4: "Any status other than 'Approved' shows a warning banner."
    const banner = aside.getByRole('status');
    expect(await banner.innerText()).toContain('Awaiting Approval');
    expect(await banner.getAttribute('class')).toContain('alert--warning');
    expect(await aside.innerText()).toContain(
      'You can begin to create offers as your account is awaiting approval.',
    );
  });

  it('uses the temporary id as the default when the swap fails: no server error page for the swap', async () => {
    const { page } = browser;
    await page.route('**/api/savingsclub/swapmetadata', (route) =>
      route.fulfill({ status: 500, json: { message: 'Identity provider unavailable', codes: [] } }),
    );
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/savingsclubdashboard/')) asked.push(new URL(r.url()).pathname);
    });
    await page.goto(`${baseUrl}/programs/dashboard`);
    await signInAtIdp(page, 'temp-partner@example.com');
    // Spec §2.3 "If the swap fails, a default id is used": the dashboard of the temporary id, no error page.
    await page.getByRole('heading', { level: 1, name: 'Programs Dashboard' }).waitFor();
    await card(page, 'Your Programs').getByRole('heading', { level: 3, name: 'Sea Care' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Unauthorized Request' }).count()).toBe(0);
    expect(asked).toEqual(['/api/savingsclubdashboard/acc-temp-partner']);
  });

  it('swaps temp-partner@example.com’s temporary id, shows its Sea Care program and takes its Membership Kits application', async () => {
    const { page } = browser;
    const swaps: number[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/api/savingsclub/swapmetadata')) swaps.push(r.status());
    });
    await dashboardAs(page, 'temp-partner@example.com');
    expect(swaps).toEqual([200]);
    const yours = card(page, 'Your Programs');
    expect(await yours.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Sea Care']);
    const additional = card(page, 'Additional Programs');
    expect(await additional.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Membership Kits',
    ]);

    // Applying for Membership Kits is a task; then its thank-you page, and no program is left to add.
    await additional.getByRole('link', { name: 'Learn More' }).click();
    await page.getByRole('heading', { level: 1, name: 'Apply for Membership Kits' }).waitFor();
    await page.getByRole('button', { name: 'Apply for Membership Kits' }).click();
    await page.waitForURL(`${baseUrl}/programs/membership-kit/thank-you`);
    await page.getByRole('heading', { level: 1, name: 'Thank you for applying!' }).waitFor();
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await yours.getByRole('heading', { level: 3, name: 'Membership Kits' }).waitFor();
    expect(await card(page, 'Additional Programs').count()).toBe(0);
  });

  it('refuses a member login: Not a Registered Programs Participant, with its three ways out', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, 'gold@example.com', '/programs/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Not a Registered Programs Participant' }).waitFor();
    expect(await page.getByRole('link', { name: 'Retry Login' }).getAttribute('href')).toBe(
      '/programs/logout',
    );
    expect(await page.getByRole('link', { name: 'Return to Sea Tow' }).isVisible()).toBe(true);
    expect(
      await page.getByRole('link', { name: 'Programs participant application' }).getAttribute('href'),
    ).toBe('/programs/apply');
  });

  it('lists partner@example.com’s offers by tab and removes an active one into the prior tab', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, 'partner@example.com', '/programs/savings-club-offers');
    const tab = (name: RegExp) => page.getByRole('tab', { name });
    const cards = page.getByRole('tabpanel').getByRole('article');
    await tab(/^Active \(3\)$/).waitFor();
    expect(await cards.count()).toBe(3);
    expect(await cards.getByRole('button', { name: 'Remove' }).count()).toBe(3);
    await tab(/^Awaiting Approval/).click();
    expect(await cards.count()).toBe(2);
    expect(await cards.getByRole('button', { name: 'Remove' }).count()).toBe(0);

    await tab(/^Active/).click();
    const removed = (await cards.first().getAttribute('aria-label')) ?? '';
    await cards.first().getByRole('button', { name: 'Remove' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove this offer?' });
    await dialog.getByRole('button', { name: 'Remove Offer' }).click();
    await dialog.waitFor({ state: 'detached' });
    await tab(/^Active \(2\)$/).waitFor();
    await tab(/^Prior \(3\)$/).click();
    const names = () => cards.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(await names()).toContain(removed);

    // The chosen tab is in the link, so a reload keeps it.
    await page.waitForURL(/[?&]tab=prior/);
    await page.reload();
    await tab(/^Prior \(3\)$/).waitFor();
    expect(await tab(/^Prior/).getAttribute('aria-selected')).toBe('true');
    // Removed offers are archived; the denied one can be sent for review again.
    expect(await cards.filter({ hasText: 'Status: Removed' }).count()).toBe(2);
    expect(await cards.getByRole('button', { name: 'Request Approval' }).count()).toBe(1);
    const denied = cards.filter({ hasText: 'Status: Denied' });
    const deniedName = (await denied.getAttribute('aria-label')) ?? '';
    await denied.getByRole('button', { name: 'Request Approval' }).click();
    await page.getByText(`${deniedName} was sent for review.`).waitFor();
    await tab(/^Prior \(2\)$/).waitFor();
    // The tabs follow the arrow keys.
    await tab(/^Prior/).focus();
    await page.keyboard.press('ArrowLeft');
    await tab(/^Awaiting Approval \(3\)$/)
      .and(page.locator('[aria-selected="true"]'))
      .waitFor();
    expect(await names()).toContain(deniedName);
  });

  it('shows newpartner@example.com the empty state of each tab', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, 'newpartner@example.com', '/programs/savings-club-offers');
    const panel = page.getByRole('tabpanel');
    await panel.getByText('No Active Deals').waitFor();
    await page.getByRole('tab', { name: /^Awaiting Approval/ }).click();
    await panel.getByText('No Deals Awaiting Approval').waitFor();
    await page.getByRole('tab', { name: /^Prior/ }).click();
    await panel.getByText('No Prior Deals').waitFor();
  });

  it('lets newpartner@example.com apply for Sea Care from the dashboard, then lists it among its programs', async () => {
    const { page } = browser;
    await dashboardAs(page, 'newpartner@example.com');
    await card(page, 'Additional Programs')
      .locator('section.card', { has: page.getByRole('heading', { name: 'Sea Care' }) })
      .getByRole('link', { name: 'Learn More' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Apply for Sea Care' }).waitFor();
    await page.getByLabel(/Anything we should know/).fill('We sell 40 boats a year.');
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/tasks'));
    await page.getByRole('button', { name: 'Apply for Sea Care' }).click();
    // Spec §3: the application from an existing account carries the contact's e-mail, names and phone.
    expect(((await sent).postDataJSON() as { contact: unknown }).contact).toEqual({
      email: 'newpartner@example.com',
      firstName: 'Nina',
      lastName: 'Newport',
      phone: '(401) 555-0151',
    });
    await page.waitForURL(`${baseUrl}/programs/sea-care/thank-you`);
    await page.getByRole('heading', { level: 1, name: 'Thank you for applying!' }).waitFor();
    // Spec §2.2: the thank-you page has its back-to-website link.
    expect(await page.getByRole('link', { name: 'Back to Website' }).getAttribute('href')).toMatch(
      /^https?:\/\//,
    );
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.getByRole('heading', { level: 1, name: 'Programs Dashboard' }).waitFor();
    const yours = card(page, 'Your Programs');
    await yours.getByRole('heading', { level: 3, name: 'Sea Care' }).waitFor();
    expect(await yours.innerText()).toContain('Status: Requested');
    expect(
      await card(page, 'Additional Programs').getByRole('heading', { level: 3 }).allTextContents(),
    ).toEqual(['Membership Kits']);
  });
});

describe('programs portal: a partner in Sea Care only (decisions 241, 242)', () => {
  it('offers temp-partner@example.com no Create New Offer, says why, and words its repeated Sea Care application', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, 'temp-partner@example.com', '/programs/savings-club-offers');
    await page.getByRole('heading', { level: 1, name: 'Savings Club Offers' }).waitFor();
    await page.getByText('Only Savings Club partners publish offers').waitFor();
    expect(await page.getByRole('link', { name: 'Create New Offer' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    const quickLinks = card(page, 'Quick Links');
    await quickLinks.getByRole('link', { name: 'Account Details & Preferences' }).waitFor();
    expect(await quickLinks.getByRole('link', { name: 'Create a New Offer' }).count()).toBe(0);

    // Applying again for the program it is in: the catalogue's words, not the payment-failure text.
    await page.goto(`${baseUrl}/programs/sea-care/apply`);
    await page.getByRole('button', { name: 'Apply for Sea Care' }).click();
    const flash = page.locator('.flash-banner').getByRole('alert');
    await flash.getByText(/already in this program/).waitFor();
    expect(await flash.innerText()).not.toContain('payment');
  });
});

describe('programs application forms: field state (issue 13, decision 124)', () => {
  const APPLY = 'Programs Participant Application';
  const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('name'));

  it('a required field left empty speaks without a submit and clears as it is corrected; a reload keeps the typing', async () => {
    const { page } = browser;
    const form = page.getByRole('form', { name: APPLY });
    const message = (text: string) => form.getByText(text, { exact: true });
    await page.goto(`${baseUrl}/programs/apply`);
    await form.waitFor();
    await form.getByLabel('Business Name').focus();
    await form.getByLabel('Business Description').focus();
    await message('Business name is required.').waitFor();
    expect(await message('Business description is required.').count()).toBe(0);
    await form.getByLabel('Business Name').pressSequentially('H');
    await message('Business name is required.').waitFor({ state: 'detached' });
    await form.getByLabel('Business Phone').pressSequentially('6315550142');
    expect(await form.getByLabel('Business Phone').inputValue()).toBe('(631) 555-0142');

    await page.reload();
    await form.waitFor();
    expect(await form.getByLabel('Business Name').inputValue()).toBe('H');
    expect(await form.getByLabel('Business Phone').inputValue()).toBe('(631) 555-0142');

    // A submit: the chart's messages, focus on the first invalid field, nothing typed lost.
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await message('You must select at least one service').waitFor();
    await message('First name is required.').waitFor();
    expect(await focusedName(page)).toBe('savingsClub');
    expect(await form.getByLabel('Business Name').inputValue()).toBe('H');
    // Any box answers the programs question; the user name shows with Savings Club only.
    await form.getByLabel('Sea Care').check();
    await message('You must select at least one service').waitFor({ state: 'detached' });
    expect(await form.getByLabel('User Name (E-mail)').count()).toBe(0);
  });

  it('the login form re-checks the confirmation as the password changes and never keeps a password', async () => {
    const { page } = browser;
    const form = page.getByRole('form', { name: 'Create Your Programs Login' });
    const message = (text: string) => form.getByText(text, { exact: true });
    const query = new URLSearchParams({
      account_uuid: 'acc-field-state',
      status: 'AUTH0_ACCOUNT_NOT_FOUND',
      email: 'field.state@example.com',
    });
    await page.goto(`${baseUrl}/programs/apply/create-account?${query.toString()}`);
    await form.waitFor();
    const password = form.getByLabel(/^Password/);
    const confirmation = form.getByLabel(/^Confirm Password/);
    await password.focus();
    await confirmation.focus();
    await message('Password is required.').waitFor();
    await password.pressSequentially('Harbor!2026');
    await message('Password is required.').waitFor({ state: 'detached' });
    await confirmation.pressSequentially('Harbor!2025');
    await password.focus();
    await message('The passwords do not match.').waitFor();
    await password.fill('Harbor!2025');
    await message('The passwords do not match.').waitFor({ state: 'detached' });

    // A refused create-and-link, shown as a flash (spec §7): the chart holds the submitted passwords;
    // storage never does.
    const body = { message: 'Too weak.', codes: ['PASSWORD_COMPLEXITY_ERROR'] };
    await page.route(
      '**/api/savingsclub/createandlinkaccount',
      (route) => route.fulfill({ status: 400, json: body }),
      {
        times: 1,
      },
    );
    await form.getByRole('button', { name: 'Create Login' }).click();
    await page
      .locator('.flash-banner')
      .getByRole('alert')
      .getByText(/does not meet the current complexity requirements/)
      .waitFor();
    expect(await form.getByRole('alert').count()).toBe(0);
    expect(await password.inputValue()).toBe('Harbor!2025');
    const stored = await page.evaluate(() => JSON.stringify({ ...window.sessionStorage }));
    expect(stored).not.toContain('Harbor!2025');
    await page.reload();
    await form.waitFor();
    expect(await password.inputValue()).toBe('');
  });

  it('create-account for an e-mail that already has a login says it "can log in with existing credentials"', async () => {
    const { page } = browser;
    const form = page.getByRole('form', { name: 'Create Your Programs Login' });
    const query = new URLSearchParams({
      account_uuid: 'acc-existing-login',
      status: 'AUTH0_ACCOUNT_NOT_FOUND',
      email: 'partner@example.com',
    });
    await page.goto(`${baseUrl}/programs/apply/create-account?${query.toString()}`);
    const body = { message: 'A login with this e-mail already exists.', codes: ['AUTH0_ACCOUNT_FOUND'] };
    await page.route(
      '**/api/savingsclub/createandlinkaccount',
      (route) => route.fulfill({ status: 409, json: body }),
      { times: 1 },
    );
    await form.getByLabel(/^Password/).fill('Harbor!2026');
    await form.getByLabel(/^Confirm Password/).fill('Harbor!2026');
    await form.getByRole('button', { name: 'Create Login' }).click();
    await page.getByRole('heading', { level: 1, name: 'Application Submitted!' }).waitFor();
    expect(new URL(page.url()).searchParams.get('status')).toBe('AUTH0_ACCOUNT_FOUND');
    const main = (await page.getByRole('main').innerText()).toLowerCase();
    expect(main).toContain('can log in with existing credentials');
    expect(main).not.toContain('payment');
  });
});

describe("login creation needs the application's link token (issue 26, decision 192)", () => {
  /** A fresh application over HTTP: its account has no login yet, its answer the link token. */
  async function applyOverHttp(page: Page, email: string) {
    const response = await page.request.post(`${baseUrl}/api/programs/application`, {
      headers: { [REQUEST_TOKEN_HEADER]: REQUEST_TOKEN },
      data: {
        account: {
          name: 'Harbor Light Marine',
          partner_description__c: 'Marine supplies and repairs.',
          phone: '(631) 555-0142',
          public_facing_email_address__c: 'hello@harborlight.example.com',
          shippingstreet: '12 Wharf Road',
          shippingcity: 'Southold',
          shippingstate: 'NY',
          shippingpostalcode: '11971',
          shippingcountry: 'US',
        },
        contact: { firstName: 'Dana', lastName: 'Keel', email, phone: '(631) 555-0143' },
        auth0_email: email,
        termsAgreement: true,
        savingsClub: true,
        seaCare: false,
        membershipKits: false,
      },
    });
    return (await response.json()) as { account_uuid: string; link_token: string };
  }

  it('creates the login once; the link token leaves the address, and the used link shows the catalogue words', async () => {
    const { page } = browser;
    const form = page.getByRole('form', { name: 'Create Your Programs Login' });
    const email = `applicant+${crypto.randomUUID()}@example.com`;
    const applied = await applyOverHttp(page, email);
    const link = `${baseUrl}/programs/apply/create-account?${new URLSearchParams({
      account_uuid: applied.account_uuid,
      status: 'AUTH0_ACCOUNT_NOT_FOUND',
      email,
      link_token: applied.link_token,
    }).toString()}`;
    const createLogin = async () => {
      await form.getByLabel(/^Password/).fill('Harbor!2026');
      await form.getByLabel(/^Confirm Password/).fill('Harbor!2026');
      await form.getByRole('button', { name: 'Create Login' }).click();
    };

    await page.goto(link);
    await form.waitFor();
    await page.waitForURL((url) => !url.searchParams.has('link_token'));
    expect(new URL(page.url()).searchParams.get('account_uuid')).toBe(applied.account_uuid);
    await createLogin();
    await page.getByRole('heading', { name: 'Application Submitted!' }).waitFor();

    await page.goto(link);
    await form.waitFor();
    await createLogin();
    await page
      .getByRole('alert')
      .getByText('This account already has a login. Please sign in with it')
      .waitFor();
  });
});
