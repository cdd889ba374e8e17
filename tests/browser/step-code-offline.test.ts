// A step whose code cannot come over the network (decision 294), in Chromium: with every script that is not
// on the join's first screen refused, the next steps' screens cannot load. A step shown then says so in
// place — the spec's network notice, focused, under the portal's header — and 'Retry Request' with the
// network back shows the step. A prefetch that failed while the boater read a step is not their problem:
// with the network back, the step loads as it shows, without the notice.
import type { BrowserContext } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserPerTest } from '../support/browser';
import { answer, ANSWERS, PURCHASE_URL, waitForHeading } from './purchase-steps';

const baseUrl = inject('baseUrl');
const browser = browserPerTest();
const NOTICE = 'The network is unavailable. Please retry your request again.';

/** Refuses every script the join's first screen does not list, until the answer's `restore()`. */
async function refuseLaterScripts(
  context: BrowserContext,
): Promise<{ refused: () => number; restore: () => void }> {
  const html = await (await fetch(`${baseUrl}${PURCHASE_URL}`)).text();
  const firstScreen = new Set([...html.matchAll(/\/assets\/[^"']+\.js/g)].map((match) => match[0]));
  let offline = true;
  let refused = 0;
  await context.route('**/assets/**', (route) => {
    const path = new URL(route.request().url()).pathname;
    if (!offline || !path.endsWith('.js') || firstScreen.has(path)) return route.continue();
    refused += 1;
    return route.abort('internetdisconnected');
  });
  return { refused: () => refused, restore: () => (offline = false) };
}

describe('a step whose code cannot come over the network', () => {
  it('shows the network notice in its place, focused; Retry Request shows the step once the network is back', async () => {
    const { page, context } = browser;
    const network = await refuseLaterScripts(context);
    await page.goto(`${baseUrl}${PURCHASE_URL}`);
    await answer(page, ANSWERS['Gold Card']);
    const notice = page.getByRole('alert').filter({ hasText: NOTICE });
    await notice.waitFor();
    expect(network.refused()).toBeGreaterThan(0);
    expect(await notice.evaluate((element) => element === document.activeElement)).toBe(true);
    // The page stays: its header and the join's URL, not the unexpected-error page.
    expect(await page.getByRole('link', { name: 'Contact Us' }).isVisible()).toBe(true);
    expect(await page.getByText('Unexpected Error').count()).toBe(0);
    network.restore();
    await page.getByRole('button', { name: 'Retry Request' }).click();
    await waitForHeading(page, 'Our Recommendation');
    expect(await notice.count()).toBe(0);
  });

  it('loads a step as it shows when only the prefetch failed while the boater read', async () => {
    const { page, context } = browser;
    const network = await refuseLaterScripts(context);
    await page.goto(`${baseUrl}${PURCHASE_URL}`);
    await page.getByRole('radio', { name: 'No', exact: true }).check();
    await expect.poll(() => network.refused(), { timeout: 10_000 }).toBeGreaterThan(0);
    network.restore();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await answer(page, ['Salt water']);
    await waitForHeading(page, 'Our Recommendation');
    expect(await page.getByRole('alert').filter({ hasText: NOTICE }).count()).toBe(0);
  });
});
