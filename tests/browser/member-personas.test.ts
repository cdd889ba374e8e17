// What each docs/sandbox.md member persona must and must not see on `/members` and `/members/memberships`
// (spec §4 dashboard rules; companion §2.4 teaser), signed in through the sandbox IdP in Chromium.
// Seed dates are relative to the seeding day, and what the dashboard says of them (days to expiry, the
// auto-renew date never in the past) to the day it is shown: the file seeds a sandbox of its own as it
// starts, so both are today unless the file itself runs across midnight, not the whole browser run.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest } from '../support/browser';
import { isolatedPortal } from '../support/isolated-portal';
import { openAs } from '../support/sign-in-as';

const { baseUrl } = await isolatedPortal();
const browser = browserPerTest();

/** Today + `days` as the dashboard shows it (MM/DD/YYYY, the seeding day's calendar). */
function shownDate(days: number): string {
  const d = new Date();
  const day = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + days));
  const iso = day.toISOString().slice(0, 10);
  return `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
}

interface Seen {
  text: string;
  cards: number;
  links: string[];
  levels: string[];
}

async function dashboardOf(page: Page): Promise<Seen> {
  await page.getByRole('heading', { level: 1, name: 'My Membership(s)' }).waitFor();
  await page.locator('.dash-membership').first().waitFor();
  const main = page.getByRole('main');
  return {
    text: (await main.textContent()) ?? '',
    cards: await page.locator('.dash-membership').count(),
    links: (await main.getByRole('link').allTextContents()).map((t) => t.trim()),
    levels: await page
      .locator('.dash-reminder')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-level') ?? '')),
  };
}

async function homeOf(page: Page): Promise<string> {
  await page.goto(`${baseUrl}/members`);
  await page.getByRole('heading', { level: 1, name: /^Welcome back, / }).waitFor();
  const teaser = page.locator('section', {
    has: page.getByRole('heading', { name: 'Sea Tow Savings Club' }),
  });
  await teaser.waitFor();
  await page.getByRole('status', { name: /Loading/ }).waitFor({ state: 'detached' });
  return (await page.getByRole('main').textContent()) ?? '';
}

async function signIn(email: string): Promise<Seen> {
  const { page } = browser;
  if (email === 'social@example.com') {
    // The social persona has no password: it signs in with the IdP's social button.
    await page.goto(`${baseUrl}/members/memberships`);
    await page.waitForURL(/\/api\/idp\/login/);
    await page.getByRole('button', { name: 'Continue with Social' }).click();
    await page.waitForURL(`${baseUrl}/members/memberships`);
  } else {
    await openAs(page, baseUrl, email, '/members/memberships');
  }
  return dashboardOf(page);
}

describe('member personas on the dashboard', () => {
  it('gold: auto-renew date (expiry − 10 days) and Renew Early; offers on /members', async () => {
    const associations: { body: unknown; status: Promise<number | undefined> }[] = [];
    browser.page.on('request', (request) => {
      if (request.url().endsWith('/api/utility/associatedaccount') && request.method() === 'PATCH')
        associations.push({
          body: request.postDataJSON(),
          // A later call's answer may still be on its way when the test's page closes: not an error.
          status: request.response().then(
            (response) => response?.status(),
            () => undefined,
          ),
        });
    });
    const seen = await signIn('gold@example.com');
    await expect.poll(() => associations.length).toBe(1);
    expect(associations[0]?.body).toEqual({ email: 'gold@example.com', membership_number: 'GC100001' });
    expect(await associations[0]?.status).toBe(200);
    expect(seen.text).toContain(`Auto-Renew Date${shownDate(190)}`);
    expect(seen.links).toContain('Renew Early');
    expect(seen.links).not.toContain('Enroll Now');
    expect(seen.levels).toEqual([]);
    const home = await homeOf(browser.page);
    expect(home).toContain('GC100001');
    expect(home).toContain('View all offers');
    expect(home).not.toContain('You are missing out');
  });

  it("lake: 'Membership expiring in 20 days' warn reminder, Enroll Now, both upgrades", async () => {
    const seen = await signIn('lake@example.com');
    expect(seen.text).toContain('Membership expiring in 20 days');
    expect(seen.levels).toEqual(['warn']);
    expect(seen.links).toEqual(
      expect.arrayContaining([
        'Renew Now',
        'Enroll Now',
        'Upgrade to Gold Card',
        'Upgrade to Trailer Care Plus',
      ]),
    );
    expect(seen.text).not.toContain('Renewal reminder');
  });

  it('trial: error reminder and Renew Now, no Enroll Now', async () => {
    const seen = await signIn('trial@example.com');
    expect(seen.text).toContain('Membership expiring in 5 days');
    expect(seen.levels).toEqual(['error']);
    expect(seen.links).toContain('Renew Now');
    expect(seen.links).not.toContain('Enroll Now');
    // Spec §9 'the shown auto-renew date is 10 days before expiry', never in the past: 5 days before
    // expiry the charge is today at the earliest (issue 27).
    expect(seen.text).toContain(`Auto-Renew Date${shownDate(0)}`);
    expect(seen.text).not.toContain(shownDate(-5));
  });

  it("expired: 'Membership has Expired', Renew Now, lapsed-coverage notice; missing out on /members", async () => {
    const seen = await signIn('expired@example.com');
    expect(seen.text).toContain('Membership has Expired');
    expect(seen.text).toContain('Your coverage has lapsed.');
    expect(seen.text).toContain('reactivated within 24 hours');
    expect(seen.links).toContain('Renew Now');
    expect(seen.links).not.toContain('Enroll Now');
    const home = await homeOf(browser.page);
    expect(home).toContain('You are missing out...');
    expect(home).toContain('Renew Today');
  });

  it('fleet: three memberships, the 9-day banner for the Commercial Card, the pickers', async () => {
    const seen = await signIn('fleet@example.com');
    expect(seen.cards).toBe(3);
    expect(seen.text).toContain('Harbor Charters LLC');
    expect(seen.levels.sort()).toEqual(['error', 'info']);
    const banner = browser.page.getByRole('complementary', { name: /^Renewal reminder for Commercial Card/ });
    expect(await banner.textContent()).toContain('expires in 9 days');
    expect(seen.links).toContain('Renew a Membership');
  });

  it("monthly: 'Membership Provided by' the sponsor; no expiry notices, expiration date, auto-renew or trailer care", async () => {
    const seen = await signIn('monthly@example.com');
    expect(seen.text).toContain('Membership Provided by Blue Water Boat Club');
    expect(seen.levels).toEqual([]);
    expect(seen.text).not.toMatch(/Membership expiring|Expiration Date|Automatic Renewal|Auto-Renew/);
    expect(seen.links).not.toContain('Enroll Now');
    expect(seen.links).not.toContain('Add Trailer Care');
    expect(seen.links).not.toContain('Billing & Auto-Renew');
  });

  it("sponsored: 'Bay Yacht Club' with the expiration date, no auto-renew or trailer care upgrade", async () => {
    const seen = await signIn('sponsored@example.com');
    expect(seen.text).toContain('Membership Provided by Bay Yacht Club');
    expect(seen.text).toContain(`Expiration Date${shownDate(60)}`);
    expect(seen.links).not.toContain('Enroll Now');
    expect(seen.links).not.toContain('Add Trailer Care');
  });

  it("future: Future Start notice; Savings Club 'benefits will start on' the effective date", async () => {
    const seen = await signIn('future@example.com');
    expect(seen.text).toContain(`your membership starts on ${shownDate(14)}`);
    const home = await homeOf(browser.page);
    expect(home).toContain(`Your Sea Tow Savings Club benefits will start on ${shownDate(14)}.`);
    expect(home).not.toContain('View all offers');
  });

  it("pending: 'will activate 24 hours from time of payment', the processed notice; offers on /members", async () => {
    const seen = await signIn('pending@example.com');
    expect(seen.text).toContain('will activate 24 hours from time of payment');
    expect(seen.text).toContain('Your new membership has been processed.');
    expect(seen.links).not.toContain('Renew');
    // Companion spec §9: the teaser's statuses are ACTIVE, PENDING_ACTIVATION, FUTURE_START.
    const home = await homeOf(browser.page);
    expect(home).toContain('View all offers');
    expect(home).not.toContain('You are missing out');
    expect(home).not.toContain('Renew Today');
  });

  it('social: Enroll Now and Renew, no reminder; opens its membership page', async () => {
    const seen = await signIn('social@example.com');
    expect(seen.links).toEqual(expect.arrayContaining(['Enroll Now', 'Renew']));
    expect(seen.levels).toEqual([]);
    const { page } = browser;
    await page.getByRole('link', { name: 'Membership Details' }).click();
    await page.getByRole('heading', { level: 1, name: 'Membership Details' }).waitFor();
    expect(page.url()).toBe(`${baseUrl}/members/memberships/mem-social`);
    await page.getByRole('link', { name: 'Back to Membership Dashboard' }).click();
    await page.getByRole('heading', { level: 1, name: 'My Membership(s)' }).waitFor();
  });
});
