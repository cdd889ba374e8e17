// The membership pickers (spec §2 select-your-membership) in Chromium against the sandbox personas:
// several memberships are listed (fleet@), one goes straight on with the reset-cart flag (lake@), none
// applicable gives the non-closable dialog back to the Member Center (gold@ has no Lake Card).
import { describe, expect, inject, it } from 'vitest';
import { browserPerTest } from '../support/browser';
import { openAs, signInAtIdp } from '../support/sign-in-as';

const baseUrl = inject('baseUrl');
const browser = browserPerTest();

describe('membership pickers', () => {
  it('fleet@: the renewal picker lists all three memberships and opens the chosen one', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, 'fleet@example.com', '/members/select-your-membership/renew-membership');
    await page.getByRole('heading', { level: 1, name: 'Renew' }).waitFor();
    await page.getByText('Please Select the Membership for Membership Renewal:').waitFor();
    const choices = page.locator('.picker__choice');
    await choices.first().waitFor();
    expect(await choices.count()).toBe(3);
    const texts = await choices.allTextContents();
    expect(texts.map((t) => t.split('Membership #')[0])).toEqual([
      'Gold Card',
      'Lake Card',
      'Commercial Card',
    ]);
    for (const text of texts) expect(text).toMatch(/Expires \d{2}\/\d{2}\/\d{4}/);
    // The renewal's own route may redirect on at once: record every URL the app moves to.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seenUrls: string[] }).seenUrls = seen;
      for (const name of ['pushState', 'replaceState'] as const) {
        const original = history[name].bind(history);
        history[name] = (data, unused, url) => {
          if (url) seen.push(String(url));
          original(data, unused, url);
        };
      }
    });
    await choices.nth(1).click();
    await page.waitForFunction(() =>
      (window as unknown as { seenUrls: string[] }).seenUrls.some((u) =>
        u.includes('/members/memberships/mem-fleet-lake/renew?reset_cart=true'),
      ),
    );
  });

  it('fleet@: the Lake-to-Gold picker has one Lake Card and goes straight on', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, 'fleet@example.com', '/members/select-your-membership/upgrades/membership');
    await page.waitForURL(
      (url) =>
        url.pathname === '/members/memberships/mem-fleet-lake/upgrades/membership/selection' &&
        url.searchParams.get('reset_cart') === 'true',
    );
  });

  it('lake@: one membership goes straight on to its renewal with the reset-cart flag', async () => {
    const { page } = browser;
    // The renewal reads the flag on arrival and drops it from the address (decision 115): record every URL.
    const seen: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) seen.push(frame.url());
    });
    await page.goto(`${baseUrl}/members/select-your-membership/renew-membership`);
    await signInAtIdp(page, 'lake@example.com');
    await page.waitForURL((url) => url.pathname === '/members/memberships/mem-lake/renew/contact');
    const arrivals = seen
      .map((u) => new URL(u))
      .filter((u) => u.pathname === '/members/memberships/mem-lake/renew');
    expect(arrivals.map((u) => u.search)).toContain('?reset_cart=true');
    await expect.poll(() => new URL(page.url()).search).toBe('');
  });

  it('gold@: no Lake Card to upgrade gives the non-closable dialog back to the Member Center', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, 'gold@example.com', '/members/select-your-membership/upgrades/membership');
    const dialog = page.getByRole('alertdialog', {
      name: 'No applicable memberships available for Membership Upgrade',
    });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Back to Member Center' }).click();
    await page.waitForURL((url) => url.pathname === '/members');
  });
});
