// axe-core (WCAG 2.1 A/AA) on the signed-in pages of both portals, as each sandbox persona sees them
// (docs: SANDBOX.md): a persona's status changes what its pages show (notices, reminders, teasers, the
// registration panel), so each is scanned as it is. A serious or critical violation fails.
import type { Page } from 'playwright-core';
import { describe, inject, it } from 'vitest';
import { expectAccessible } from '../support/accessibility';
import { browserPerTest } from '../support/browser';
import { openAs } from '../support/sign-in-as';

const baseUrl = inject('baseUrl');
const browser = browserPerTest();

/** Waits for the page's heading and for every loading indicator to be gone, then scans it. */
async function scan(page: Page, who: string, path: string): Promise<void> {
  if (new URL(page.url()).pathname + new URL(page.url()).search !== path)
    await page.goto(`${baseUrl}${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
  await page.locator('.spinner').first().waitFor({ state: 'detached', timeout: 15_000 });
  await expectAccessible(page, `${path} as ${who}`);
}

/** The first membership's own page, as the dashboard links it. */
async function firstMembershipPath(page: Page): Promise<string> {
  await page.goto(`${baseUrl}/members/memberships`);
  const links = page.locator('main a[href^="/members/memberships/"]');
  await links.first().waitFor();
  const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
  const own = hrefs.find((href) => /^\/members\/memberships\/[^/?#]+$/.test(href));
  if (!own) throw new Error(`No membership page linked from the dashboard: ${hrefs.join(', ')}`);
  return own;
}

/** Every signed-in member page, scanned for the persona with the most on it. */
const MEMBER_PAGES = ['/members', '/members/account', '/members/referrals', '/members/savings_club'];

/** Personas whose status changes the dashboard and the membership page. */
const MEMBER_PERSONAS = [
  'lake@example.com',
  'trial@example.com',
  'expired@example.com',
  'fleet@example.com',
  'monthly@example.com',
  'sponsored@example.com',
  'future@example.com',
  'pending@example.com',
  'noboat@example.com',
];

const PARTNER_PAGES = [
  '/programs/dashboard',
  '/programs/account',
  '/programs/savings-club-offers',
  '/programs/savings-club-offers/new',
  '/programs/sea-care/apply',
  '/programs/membership-kit/apply',
];

describe('accessibility of signed-in pages (axe, WCAG 2.1 A/AA)', () => {
  it('gold@: every member page, its membership, billing and card', async () => {
    const { page } = browser;
    const who = 'gold@example.com';
    await openAs(page, baseUrl, who, '/members/memberships');
    await scan(page, who, '/members/memberships');
    for (const path of MEMBER_PAGES) await scan(page, who, path);
    const membership = await firstMembershipPath(page);
    await scan(page, who, membership);
    await scan(page, who, `${membership}/billing`);
    const sfid = membership.split('/').pop() ?? '';
    await scan(page, who, `/members/membership_card_view_print?membership_id=${sfid}`);
  });

  for (const who of MEMBER_PERSONAS) {
    it(`${who}: home, dashboard and membership page`, async () => {
      const { page } = browser;
      await openAs(page, baseUrl, who, '/members');
      await scan(page, who, '/members');
      await scan(page, who, '/members/memberships');
      await scan(page, who, await firstMembershipPath(page));
    });
  }

  for (const who of ['partner@example.com', 'newpartner@example.com', 'temp-partner@example.com']) {
    it(`${who}: every programs page`, async () => {
      const { page } = browser;
      await openAs(page, baseUrl, who, '/programs/dashboard');
      for (const path of PARTNER_PAGES) await scan(page, who, path);
    });
  }
});
