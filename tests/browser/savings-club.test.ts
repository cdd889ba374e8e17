// The member Savings Club in Chromium against the real server and sandbox directory (issue 17 "Proof"):
// signed-out visitors sign in and come back to their search; search by term, category and postal code with
// distances; paging; Clear; no results; an offer's detail and its back link keeping the search; the query
// string is the search (reload and Back give the same list).
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserPerTest } from '../support/browser';
import { openAs } from '../support/sign-in-as';

const baseUrl = inject('baseUrl');
const browser = browserPerTest();
const PATH = '/members/savings_club';

const showing = (page: Page) => page.getByRole('heading', { level: 2, name: /^Showing \d+ Offers?/ });
async function showingText(page: Page, expected?: RegExp): Promise<string> {
  if (expected) await page.getByRole('heading', { level: 2, name: expected }).waitFor({ timeout: 20_000 });
  else await showing(page).waitFor({ timeout: 20_000 });
  return (await showing(page).textContent()) ?? '';
}
const offerCount = (page: Page) => page.locator('.sc-grid > li').count();
/** The results of the search on screen: while newer ones load, the previous stay shown, marked busy. */
const settledResults = (page: Page) => page.locator('.sc-grid:not([aria-busy])');
const total = (text: string) => Number(/Showing (\d+)/.exec(text)?.[1]);
/** Client-side navigations change the URL without a load event: poll the query parameter. */
// The router writes a numeric-looking string as JSON (zip="11963"), so it reads back as a string.
const param = (page: Page, name: string) =>
  new URL(page.url()).searchParams.get(name)?.replace(/^"(.*)"$/, '$1') ?? null;
const untilParam = (page: Page, name: string, value: string | null) =>
  expect.poll(() => param(page, name), { timeout: 20_000 }).toBe(value);

describe('member Savings Club', () => {
  it('a signed-out visitor signs in and lands on the shared search; term, Clear and no results', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, 'gold@example.com', `${PATH}?q=Marina`);
    expect(new URL(page.url()).searchParams.get('q')).toBe('Marina');
    const forTerm = await showingText(page, /for "Marina"/);
    expect(total(forTerm)).toBeGreaterThan(0);
    expect(await page.getByRole('textbox', { name: 'Business Name' }).inputValue()).toBe('Marina');
    const names = await page.locator('.sc-offer__company').allTextContents();
    expect(names.every((name) => /marina/i.test(name))).toBe(true);

    await page.getByRole('button', { name: 'Clear' }).click();
    const all = await showingText(page, /^Showing \d+ Offers$/);
    expect(total(all)).toBeGreaterThan(total(forTerm));
    expect(page.url()).not.toContain('q=');
    expect(await page.getByRole('button', { name: 'Clear' }).count()).toBe(0);

    await page.getByRole('textbox', { name: 'Business Name' }).fill('zzz-no-such-business');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await showingText(page, /Showing 0 Offers for "zzz-no-such-business"/);
    await page.getByText('No results').waitFor();
    await page
      .getByText(
        "Sorry. We couldn't find any offers that match your search. Please try searching for another business.",
      )
      .waitFor();

    // §4 "Changing the query re-searches only if the criteria differ or there are no results."
    const searchedAgain = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().includes('/savingsclub/search'),
      { timeout: 20_000 },
    );
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await searchedAgain;
  });

  it('category, paging by 12 and Back/Forward faithful to the query string', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, 'gold@example.com', PATH);
    const all = total(await showingText(page));
    expect(all).toBeGreaterThan(12);
    expect(await offerCount(page)).toBe(12);
    const firstPage = await page.locator('.sc-offer__company').allTextContents();

    await page.getByRole('button', { name: 'Page 2' }).click();
    await untilParam(page, 'page', '2');
    await page.getByRole('button', { name: 'Page 2' }).and(page.locator('[aria-current="page"]')).waitFor();
    await settledResults(page).waitFor();
    await expect.poll(() => offerCount(page)).toBe(Math.min(12, all - 12));
    expect(await page.locator('.sc-offer__company').allTextContents()).not.toEqual(firstPage);

    await page.getByRole('radio', { name: 'Fuel' }).check();
    await untilParam(page, 'category', 'Fuel');
    await page.getByRole('button', { name: 'Clear' }).waitFor();
    await settledResults(page).waitFor();
    const fuel = await showingText(page, /^Showing \d+ Offers?$/);
    expect(param(page, 'page')).toBe('1');
    expect(total(fuel)).toBeLessThan(all);
    expect(await page.getByRole('button', { name: 'Clear' }).isVisible()).toBe(true);

    // Categories beyond the first five are behind 'View All Categories'.
    expect(await page.getByRole('radio', { name: 'Dining' }).count()).toBe(0);
    await page.getByRole('button', { name: 'View All Categories' }).click();
    expect(await page.getByRole('radio', { name: 'Dining' }).count()).toBe(1);

    await page.goBack();
    await untilParam(page, 'page', '2');
    expect(await page.getByRole('radio', { name: 'All' }).isChecked()).toBe(true);
    await page.goForward();
    await untilParam(page, 'category', 'Fuel');
    expect(await page.getByRole('radio', { name: 'Fuel' }).isChecked()).toBe(true);
    await page.reload();
    expect(await showingText(page, /^Showing \d+ Offers?$/)).toBe(fuel);
  });

  it("finds partner@'s seeded offers under the categories of §9 (issue 27 item 11)", async () => {
    const { page } = browser;
    await openAs(page, baseUrl, 'gold@example.com', PATH);
    await showingText(page);
    await page.getByRole('button', { name: 'View All Categories' }).click();
    await page.getByRole('radio', { name: 'Electronics & Navigation' }).check();
    await untilParam(page, 'category', 'Electronics & Navigation');
    const harborside = page
      .locator('.sc-grid > li')
      .filter({ has: page.locator('.sc-offer__company', { hasText: 'Harborside Marine Supply' }) });
    await harborside.filter({ hasText: '15% off chartplotters and VHF radios' }).waitFor();
    await page.getByRole('radio', { name: 'Equipment & Supplies' }).check();
    await untilParam(page, 'category', 'Equipment & Supplies');
    await harborside.filter({ hasText: 'Mail-in rebate on bottom paint' }).waitFor();
  });

  it('deals near a postal code show miles for local in-person offers, nearest first; detail and back keep the search', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, 'gold@example.com', PATH);
    await showingText(page);
    // Spec §5: "Location selector: the postal code is required."
    await page.getByRole('button', { name: 'Find Deals' }).click();
    await page.getByText('Postal Code is required.').waitFor();
    expect(param(page, 'zip')).toBeNull();
    await page.getByRole('textbox', { name: 'Postal Code' }).fill('11963');
    await page.getByRole('button', { name: 'Find Deals' }).click();
    await untilParam(page, 'zip', '11963');
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('Distance from Me');
    // The previous results ('N/A' before a zip) stay on screen until the zip's arrive.
    const distances = settledResults(page).locator('.sc-offer__distance');
    await distances.first().waitFor();
    const miles = (await distances.allTextContents()).map((text) => /([\d.]+) mi$/.exec(text)?.[1]);
    expect(miles.length).toBeGreaterThan(0);
    expect(miles.every((m) => m !== undefined && /^\d+\.\d$/.test(m))).toBe(true);
    const values = miles.map(Number);
    expect(values).toEqual([...values].sort((a, b) => a - b));

    const first = page.locator('.sc-grid > li').first();
    const business = (await first.locator('.sc-offer__company').textContent()) ?? '';
    const searchUrl = page.url();
    await first.getByRole('link', { name: /View Offer/ }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`${PATH}/offers`);
    await page
      .getByRole('complementary', { name: 'Business' })
      .getByRole('heading', { name: business })
      .waitFor();
    expect(param(page, 'zip')).toBe('11963');
    await page.getByRole('link', { name: 'Back to Savings Club' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(PATH);
    expect(param(page, 'zip')).toBe('11963');
    expect(new URL(page.url()).searchParams.get('sort')).toBe(new URL(searchUrl).searchParams.get('sort'));
    await distances.first().waitFor();
  });
});
