// axe-core (WCAG 2.1 A/AA) on the portal's public pages, the visualizer of every chart and the identity
// provider's sign-in page. A serious or critical violation fails (tests/support/accessibility.ts).
import type { Page } from 'playwright-core';
import { describe, inject, it } from 'vitest';
import { journeyRegistry } from '@/journeys/registry';
import { expectAccessible } from '../support/accessibility';
import { browserPerTest } from '../support/browser';

const baseUrl = inject('baseUrl');
const browser = browserPerTest();

/** Opens a path of the running app (the page is already signed in or not) and waits for its heading. */
async function scanPath(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
  await expectAccessible(page, path);
}

const PUBLIC_PAGES = [
  '/',
  '/members/join',
  '/members/gift',
  '/programs/apply',
  '/flows',
  ...journeyRegistry.map((entry) => `/flows/${entry.about.id}`),
];

describe('accessibility (axe, WCAG 2.1 A/AA)', () => {
  for (const path of PUBLIC_PAGES) {
    it(`signed out: ${path}`, async () => scanPath(browser.page, path));
  }

  it('signed out: the identity provider sign-in page', async () => {
    await browser.page.goto(`${baseUrl}/members`);
    await browser.page.waitForURL(/\/api\/idp\/login/);
    await expectAccessible(browser.page, 'the identity provider sign-in page');
  });
});
