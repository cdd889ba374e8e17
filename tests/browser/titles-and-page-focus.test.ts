// Titles from the chart and focus on page change (issue 28, WCAG 2.4.2 / 2.4.3): every step of a journey
// titles the document after itself and the journey; a page change titles it after the new page and takes
// focus to the page's `h1` (never left on <body>).
// The tab's icon is the portal's own.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserPerTest } from '../support/browser';
import { openAs } from '../support/sign-in-as';
import { answer, ANSWERS, contactFor, fillContact, submitContact, waitForHeading } from './purchase-steps';

const baseUrl = inject('baseUrl');
const browser = browserPerTest();

/** The focused element as `tag "text"`, `body` when focus was dropped. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return !el || el === document.body ? 'body' : `${el.tagName.toLowerCase()} "${el.textContent?.trim()}"`;
  });

describe('titles and focus follow the journey and the page', () => {
  it('each join step titles the document “step · Become a Member · Boat Assist”, all different', async () => {
    const { page } = browser;
    const titles: string[] = [];
    const expectStep = async (heading: string) => {
      await waitForHeading(page, heading);
      await expect.poll(() => page.title()).toBe(`${heading} · Become a Member · Boat Assist`);
      titles.push(await page.title());
    };
    await page.goto(`${baseUrl}/members/join`);
    await expectStep('Membership Advisor');
    await answer(page, ANSWERS['Gold Card']);
    await expectStep('Our Recommendation');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expectStep('Contact Info');
    await fillContact(page, contactFor(`titles-${Date.now()}@example.com`));
    await submitContact(page);
    await expectStep('Primary Boat Information');
    await page.getByRole('button', { name: /^(Set|Change) Home Port$/ }).click();
    await waitForHeading(page, 'Set Home Port Location');
    // A child flow's step names itself, its flow and the journey it runs in.
    await expect
      .poll(() => page.title())
      .toBe('Set Home Port Location · Home port wizard · Become a Member · Boat Assist');
    titles.push(await page.title());
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('a page change titles the document after the new page and focuses its h1', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, 'gold@example.com', '/members');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const home = await page.title();
    expect(home).toMatch(/ · Boat Assist$/);
    await page.locator('main a[href="/members/memberships"]').first().click();
    await page.waitForURL(`${baseUrl}/members/memberships`);
    await expect.poll(() => focused(page)).toBe('h1 "My Membership(s)"');
    await expect.poll(() => page.title()).toMatch(/^My Membership\(s\) · Boat Assist$/);
    expect(home).not.toMatch(/^My Membership/);
  });

  it('a partner’s page change from the offers to Create New Offer and back focuses each h1', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, 'partner@example.com', '/programs/savings-club-offers');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByRole('link', { name: 'Create New Offer' }).first().click();
    await page.waitForURL(/\/programs\/savings-club-offers\/new/);
    await expect.poll(() => focused(page)).toMatch(/^h1 /);
    const offerTitle = await page.title();
    await page.goBack();
    await expect.poll(() => focused(page)).toMatch(/^h1 /);
    expect(await page.title()).not.toBe(offerTitle);
  });

  it('aria-current="page" marks only links to the page itself, never to a parent page', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, 'gold@example.com', '/members/memberships/mem-gold');
    const wrong: string[] = [];
    for (const path of ['/members/memberships/mem-gold', '/members/savings_club', '/members/account']) {
      if (new URL(page.url()).pathname !== path) await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.getByRole('button', { name: /account menu/i }).click();
      const current = await page
        .locator('a[aria-current="page"]')
        .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      wrong.push(...current.filter((href) => href !== path).map((href) => `${href} on ${path}`));
    }
    expect(wrong).toEqual([]);
  });

  it('the tab shows the portal’s own icon, an SVG from its own origin, on a journey’s page and on the others', async () => {
    const { page } = browser;
    for (const path of ['/members/join', '/login']) {
      await page.goto(`${baseUrl}${path}`);
      const href = await page.locator('link[rel="icon"]').getAttribute('href');
      expect(href, path).toMatch(/^\/assets\/favicon-[\w-]+\.svg$/);
      const icon = await page.request.get(`${baseUrl}${href}`);
      expect(icon.status()).toBe(200);
      expect(icon.headers()['content-type']).toMatch(/^image\/svg\+xml/);
      expect(await icon.text()).toContain('<svg');
    }
  });
});
