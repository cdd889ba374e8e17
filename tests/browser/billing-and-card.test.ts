// Billing and membership card in a real Chromium against the built portal and the sandbox (docs/sandbox.md
// personas): lake enrols in automatic renewal with the approved test card and leaves it again; gold sees
// the card preview and its wallet pass links, requests a new card and opens the print view in a new tab;
// fleet follows the within-10-days banner into an enrolment.
import { describe, expect, inject, it } from 'vitest';
import { browserPerTest } from '../support/browser';
import { openAs } from '../support/sign-in-as';

const baseUrl = inject('baseUrl');
const browser = browserPerTest();

describe('billing and auto-renew', () => {
  it('lake@example.com enrols with 4111111111111111, sees it enrolled, then unenrols with Yes, Unenroll', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, 'lake@example.com', '/members/memberships/mem-lake/billing');
    await page.getByRole('heading', { level: 1, name: 'Billing' }).waitFor();
    const toggle = page.getByRole('switch', { name: 'Automatic Renewal' });
    // The sandbox is shared by the browser files of a run: a journey may have left lake enrolled.
    if ((await toggle.getAttribute('aria-checked')) === 'true') {
      await toggle.click();
      await page.getByRole('button', { name: 'Yes, Unenroll' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
    expect(await toggle.getAttribute('aria-checked')).toBe('false');

    await toggle.click();
    await page.getByRole('heading', { level: 1, name: 'Automatic Renewal Enrollment' }).waitFor();
    await expect
      .poll(() => new URL(page.url()).pathname)
      .toBe('/members/memberships/mem-lake/billing/auto_renew_enrollment');
    // Pressed straight from an empty field, 'Enroll' still checks every field: leaving the field for the
    // button puts no message above the button between press and release (the press would be lost).
    await page.getByLabel('Card Number').focus();
    await page.getByLabel('Security Code').focus();
    await page.getByRole('button', { name: 'Enroll in Automatic Renewal' }).click();
    await page.getByText('Expiration Date is required.', { exact: true }).waitFor({ timeout: 5_000 });
    await page.getByText('Security Code is required.', { exact: true }).waitFor();
    await page.getByLabel('Card Number').fill('4111111111111111');
    await page.getByLabel('Expiration Date').fill('12/30');
    await page.getByLabel('Security Code').fill('123');
    await page.getByRole('button', { name: 'Enroll in Automatic Renewal' }).click();
    await page.getByText('You must accept the terms of the autorenewal agreement').waitFor();
    await page.getByLabel('I accept the terms of the autorenewal agreement').check();
    await page.getByRole('button', { name: 'Enroll in Automatic Renewal' }).click();

    await page.getByText('You are now enrolled in automatic renewal.').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Billing' }).waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/members/memberships/mem-lake/billing');
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await page.getByText('ending in 1111').waitFor();

    // The enrolment survives a reload: it comes from the sandbox, not from the page.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Billing' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Automatic Renewal' }).getAttribute('aria-checked')).toBe(
      'true',
    );

    await page.getByRole('switch', { name: 'Automatic Renewal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unenroll from Automatic Renewal?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Yes, Unenroll' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('You are no longer enrolled in automatic renewal.').waitFor();
    expect(await page.getByRole('switch', { name: 'Automatic Renewal' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    await page.getByText('No card is stored.').waitFor();
  });

  // Spec §4: "A banner suggests renewing and setting up auto-renew when within 10 days of expiry": the offer
  // leads to an enrolment that completes (decision 090 locks only once expired).
  it("fleet@example.com follows the 9-day banner's 'Set Up Auto-Renew' and enrols", async () => {
    const { page } = browser;
    await openAs(page, baseUrl, 'fleet@example.com', '/members/memberships');
    const banner = page.getByRole('complementary', { name: /^Renewal reminder for Commercial Card/ });
    await banner.getByRole('link', { name: 'Set Up Auto-Renew' }).click();
    await page.getByRole('heading', { level: 1, name: 'Automatic Renewal Enrollment' }).waitFor();
    await expect
      .poll(() => new URL(page.url()).pathname)
      .toBe('/members/memberships/mem-fleet-commercial/billing/auto_renew_enrollment');
    await page.getByLabel('Card Number').fill('4111111111111111');
    await page.getByLabel('Expiration Date').fill('12/30');
    await page.getByLabel('Security Code').fill('123');
    await page.getByLabel('I accept the terms of the autorenewal agreement').check();
    await page.getByRole('button', { name: 'Enroll in Automatic Renewal' }).click();
    await page.getByText('You are now enrolled in automatic renewal.').waitFor();
    const toggle = page.getByRole('switch', { name: 'Automatic Renewal' });
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    expect(await page.getByText(/can no longer be changed/).count()).toBe(0);
    // Leave the persona as seeded for the files after this one.
    await toggle.click();
    await page.getByRole('button', { name: 'Yes, Unenroll' }).click();
    await page.getByText('You are no longer enrolled in automatic renewal.').waitFor();
  });
});

describe('membership card', () => {
  it('gold@example.com sees the card preview and requests a new card in the mail', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, 'gold@example.com', '/members/memberships/mem-gold/membership_card');
    await page.getByRole('heading', { level: 1, name: 'My Membership Card' }).waitFor();
    const preview = page.getByRole('figure', { name: 'Membership card preview' });
    const text = (await preview.textContent()) ?? '';
    expect(text).toContain('GC100001');
    expect(text).toContain('1-800-555-0142');
    expect(text).toContain('Emergency: Call the Coast Guard (VHF 16 or 911)');
    // Spec §2: Add to Wallet with 'Apple or Google pass links, only if a pass link exists and status is
    // Active or Future Start' — gold@'s Active membership has both (docs/sandbox.md).
    const wallet = page.getByRole('link', { name: /^Add to (Apple|Google) Wallet$/ });
    expect(await wallet.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      'https://wallet.example.com/apple/GC100001.pkpass',
      'https://wallet.example.com/google/GC100001',
    ]);
    const latestOrder = page.getByRole('definition').filter({ hasText: /Card Package$/ });
    await latestOrder.waitFor();

    const form = page.getByRole('form', { name: 'Request a new card in the mail' });
    await form.getByLabel('Reason for a new card').selectOption('Damaged');
    await form.getByRole('button', { name: 'Request New Card' }).click();
    await page.getByText('Your new card request was successful').waitFor();
    expect(await form.getByLabel('Reason for a new card').inputValue()).toBe('');
    // The refetched order status shows the new order (journeys of the same run may have ordered before).
    const orders = page.getByLabel('Latest card order');
    await orders.getByText('Damaged', { exact: true }).waitFor();
    expect(await orders.textContent()).toContain('Replacement Card Package');
    expect(await orders.textContent()).toContain('Ordered');
  });

  it("opens 'View & Print' in a new tab; printing leaves only the card", async () => {
    const { page, context } = browser;
    await openAs(page, baseUrl, 'gold@example.com', '/members/memberships/mem-gold/membership_card');
    const [printTab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: /View & Print/ }).click(),
    ]);
    await printTab.waitForURL(/\/members\/membership_card_view_print\?membership_id=mem-gold$/);
    await printTab.getByRole('button', { name: 'Print Page' }).waitFor();
    expect(await printTab.getByRole('figure', { name: 'Membership card preview' }).textContent()).toContain(
      'GC100001',
    );
    await printTab.emulateMedia({ media: 'print' });
    expect(await printTab.getByRole('button', { name: 'Print Page' }).isVisible()).toBe(false);
    expect(await printTab.locator('.site-header').isVisible()).toBe(false);
    expect(await printTab.getByRole('figure', { name: 'Membership card preview' }).isVisible()).toBe(true);
  });
});
