// Registration and 'Refer a Boater' in Chromium against the built portal and the seeded sandbox
// (docs/sandbox.md): a login without an account is refused gold's membership GC100001 (already registered
// to gold@, decision 192) and registers byphone's GC100012 (expiry today+150d, no login yet), and
// gold@example.com refers a boater.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest } from '../support/browser';
import { isolatedPortal } from '../support/isolated-portal';
import { openAs, signInAtIdp } from '../support/sign-in-as';

// A sandbox seeded as the file starts: the expiration dates typed below count from the seeding day, which
// is then today unless the file itself runs across midnight (the shared one is seeded when the run starts).
const { baseUrl } = await isolatedPortal();
const browser = browserPerTest();

const FAILURE_TEXT =
  'You did not provide a valid membership and/or membership expiration date. You cannot use the Member Portal without a valid membership.';

/** MM/DD/YYYY of the seeding day plus `days` (the seed's dates are relative to its UTC day). */
function maskedDayFromToday(days: number): string {
  const now = new Date();
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(day.getUTCMonth() + 1)}/${pad(day.getUTCDate())}/${day.getUTCFullYear()}`;
}

const numberField = (page: Page) => page.getByLabel('Membership Number');
const dateField = (page: Page) => page.getByLabel('Membership Expiration Date');

describe('registration', () => {
  it("opens 'Registration Failure' for a membership already registered to another login (gold's GC100001)", async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/members`);
    await signInAtIdp(page, 'unregistered@example.com');
    await page.waitForURL(`${baseUrl}/members/registration/existing_member`);
    await numberField(page).fill('GC100001');
    await dateField(page).pressSequentially(maskedDayFromToday(200).replace(/\//g, ''));
    await page.getByRole('button', { name: 'Register', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'Registration Failure' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(FAILURE_TEXT);
    await page.waitForURL(`${baseUrl}/members/registration/error`);
    await dialog.getByRole('button', { name: 'Retry Registration' }).click();
    await page.waitForURL(`${baseUrl}/members/registration/existing_member`);
    expect(await numberField(page).inputValue()).toBe('GC100001');
  });

  it('steers a login without an account to the form; a wrong expiry fails and Retry keeps the form; the right one opens the portal', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/members`);
    await signInAtIdp(page, 'unregistered@example.com');
    await page.waitForURL(`${baseUrl}/members/registration/existing_member`);
    await page.getByRole('heading', { level: 1, name: 'Member Portal Registration' }).waitFor();

    // A required field left empty says so without 'Register'; the message goes while it is corrected.
    const required = page.getByText('Membership Number is required.');
    await numberField(page).focus();
    await numberField(page).press('Tab');
    await required.waitFor();
    expect(await numberField(page).getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText(/^Membership Expiration Date must/).count()).toBe(0);
    await numberField(page).pressSequentially('G');
    await required.waitFor({ state: 'detached' });
    expect(await numberField(page).getAttribute('aria-invalid')).not.toBe('true');

    await numberField(page).fill('GC100012');
    await dateField(page).pressSequentially(maskedDayFromToday(151).replace(/\//g, ''));
    expect(await dateField(page).inputValue()).toBe(maskedDayFromToday(151));
    await page.getByRole('button', { name: 'Register', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'Registration Failure' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(FAILURE_TEXT);
    await page.waitForURL(`${baseUrl}/members/registration/error`);
    await dialog.getByRole('button', { name: 'Retry Registration' }).click();

    await page.waitForURL(`${baseUrl}/members/registration/existing_member`);
    expect(await dialog.count()).toBe(0);
    expect(await numberField(page).inputValue()).toBe('GC100012');
    expect(await dateField(page).inputValue()).toBe(maskedDayFromToday(151));

    await dateField(page).fill(maskedDayFromToday(150));
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.waitForURL(`${baseUrl}/members`);
    await page.getByRole('heading', { level: 1, name: /^Welcome back, / }).waitFor();
    expect(await page.getByRole('table').textContent()).toContain('GC100012');

    // The link holds: a fresh visit to the member area is no longer steered to registration.
    await page.goto(`${baseUrl}/members/referrals`);
    await page.getByRole('heading', { level: 1, name: 'Refer a Boater' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/members/referrals');
  });
});

describe('Refer a Boater', () => {
  it('gold@example.com refers a boater and sees the thanks with an emptied form', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, 'gold@example.com', '/members/referrals');
    await page.getByRole('heading', { level: 1, name: 'Refer a Boater' }).waitFor();

    await page.getByRole('button', { name: 'Refer a Boater' }).click();
    await page.getByText('First Name is required.').waitFor();

    await page.getByLabel('First Name').fill('Rae');
    await page.getByLabel('Last Name').fill('Boater');
    await page.getByLabel('Email').fill('rae.boater@example.com');
    await page.getByRole('button', { name: 'Refer a Boater' }).click();

    const thanks = page.getByRole('status').filter({ hasText: 'Thanks for referring a boater to Sea Tow®!' });
    await thanks.waitFor();
    expect(await page.getByLabel('First Name').inputValue()).toBe('');
    expect(await page.getByLabel('Last Name').inputValue()).toBe('');
    expect(await page.getByLabel('Email').inputValue()).toBe('');
  });
});
