// The focus ring (issue 28): every control a keyboard user Tabs to on the portal's pages — public pages, the
// first states of the journeys, the map of the home-port wizard, signed-in pages of both portals — shows a
// ring at least 3:1 against the surface it is drawn on (navy header and footer, white cards, the page).
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserPerTest } from '../support/browser';
import { weakFocusRings } from '../support/focus-ring';
import { openAs } from '../support/sign-in-as';
import { answer, ANSWERS, waitForHeading } from './purchase-steps';

const baseUrl = inject('baseUrl');
const browser = browserPerTest();

async function ringsOn(page: Page, paths: readonly string[]): Promise<string[]> {
  const weak: string[] = [];
  for (const path of paths) {
    await page.goto(`${baseUrl}${path}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    weak.push(...(await weakFocusRings(page, path)));
  }
  return weak;
}

describe('the focus ring is at least 3:1 against its background on every control', () => {
  it('signed out: home, the journeys’ first states and the chart pages', async () => {
    const weak = await ringsOn(browser.page, [
      '/',
      '/members/join',
      '/members/gift',
      '/programs/apply',
      '/flows',
      '/flows/purchase',
    ]);
    expect(weak).toEqual([]);
  });

  it('signed out: the purchase recommendation (radio cards, the step bar)', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/members/join`);
    await waitForHeading(page, 'Membership Advisor');
    await answer(page, ANSWERS['Gold Card']);
    await waitForHeading(page, 'Our Recommendation');
    const weak = await weakFocusRings(page, 'Our Recommendation');
    expect(weak).toEqual([]);
  });

  it('signed in: a member’s dashboard, memberships, account, the boats page’s map, the account menu open', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, 'gold@example.com', '/members');
    const weak = await ringsOn(page, [
      '/members',
      '/members/memberships',
      '/members/account',
      '/members/memberships/mem-gold/boats',
    ]);
    await page.getByRole('button', { name: /account menu/i }).click();
    weak.push(...(await weakFocusRings(page, 'account menu open')));
    expect(weak).toEqual([]);
  });

  it('signed in: a partner’s dashboard and offers', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, 'partner@example.com', '/programs/dashboard');
    const weak = await ringsOn(page, ['/programs/dashboard', '/programs/savings-club-offers']);
    expect(weak).toEqual([]);
  });
});
