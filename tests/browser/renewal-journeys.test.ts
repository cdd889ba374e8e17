// The renewal (issue 14 Proof) in Chromium against the sandbox personas: lake@ goes straight in from the
// picker, sees the Gold Card price when ticking 'Upgrade to Gold Card', is refused a new-members' code,
// is declined once, then double-clicks the final button and pays exactly once; expired@ renews an expired
// membership with a renewal code; trial@ is sent to the Membership Advisor; noboat@ asking for the terms lands on the boats, and
// leaving the renewal drops its cart; gold@'s unknown referrer is told on the terms step, not an error page.
// The file runs on a portal of its own (isolatedPortal): the renewals it pays change no persona other files
// rely on.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest } from '../support/browser';
import { isolatedPortal } from '../support/isolated-portal';
import { probeCount } from '../support/sandbox-probe';
import { openAs, signInAtIdp } from '../support/sign-in-as';

const { baseUrl, probeUrl } = await isolatedPortal();
const browser = browserPerTest();
const PICKER = '/members/select-your-membership/renew-membership';

async function startFromPicker(page: Page, email: string) {
  await page.goto(`${baseUrl}${PICKER}`);
  await signInAtIdp(page, email);
  await page.waitForURL(/\/renew\//);
}

const cartTotal = (page: Page) => page.locator('.purchase__aside').getByText(/^\$\d/).first().textContent();

/** Contact and boat as on file, the terms agreed (auto-renewal turned off), on to the payment step. */
async function throughToPayment(page: Page) {
  await page.getByRole('heading', { name: 'Contact Info' }).waitFor();
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await page.getByRole('heading', { name: 'Primary Boat Information' }).waitFor();
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await page.getByRole('heading', { name: 'Terms & Conditions' }).waitFor();
  await page.getByRole('checkbox', { name: /^Automatic renewal:/ }).uncheck();
  await page.getByRole('dialog', { name: 'Turn Off Automatic Renewal?' }).waitFor();
  await page.getByRole('button', { name: 'Yes, Turn Off' }).click();
  await page.getByRole('checkbox', { name: /^I agree to the Membership Agreement/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Payment' }).waitFor();
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card Number').fill(number);
  await page.getByLabel('Expiration Date (MM/YY)').fill('12/30');
  await page.getByLabel('Security Code').fill('123');
}

describe('renewal', () => {
  it('lake@: straight in, the Gold Card price, a refused code, a declined card, one payment', async () => {
    const { page } = browser;
    const before = await probeCount(probeUrl, 'payments', 'lake@example.com');
    const renewals = () =>
      probeCount(probeUrl, 'paymentsOfType', 'lake@example.com', { type: 'Membership Renewal' });
    const renewalsBefore = await renewals();
    await startFromPicker(page, 'lake@example.com');
    await page.getByRole('heading', { name: 'Contact Info' }).waitFor();
    await expect.poll(() => page.url()).toContain('/members/memberships/mem-lake/renew/contact');
    // Spec §5: "Phone mask (xxx) xxx-xxxx" — the number on file (631-555-0199) shows masked.
    expect(await page.getByLabel('Mobile Phone').inputValue()).toBe('(631) 555-0199');
    await page.getByRole('button', { name: 'Change Membership Selections' }).click();
    await page.getByRole('heading', { name: 'Membership Selections' }).waitFor();
    const upgrade = page.getByRole('checkbox', { name: /^Upgrade to Gold Card/ });
    // Spec §4 'The cart resets from the membership': Lake Card 119 + its own base Trailer Care 14 (not the
    // Plus default); with 'Upgrade to Gold Card' 179 + 14.
    expect(await cartTotal(page)).toBe('$133.00');
    expect(await page.getByRole('radio', { name: 'Trailer Care', exact: true }).isChecked()).toBe(true);
    await upgrade.check();
    await page.waitForFunction(() =>
      document.querySelector('.purchase__aside')?.textContent?.includes('$193.00'),
    );
    await upgrade.uncheck();
    await page.waitForFunction(() =>
      document.querySelector('.purchase__aside')?.textContent?.includes('$133.00'),
    );
    await page.getByRole('button', { name: 'Continue' }).click();
    await throughToPayment(page);

    await page.getByRole('textbox', { name: 'Discount Code' }).fill('SAVE20');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('This promotion code is only for new members.').waitFor();

    await fillCard(page, '4000000000000002');
    await page.getByRole('button', { name: 'Confirm Membership' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /declined/i })
      .first()
      .waitFor();
    expect(await probeCount(probeUrl, 'payments', 'lake@example.com')).toBe(before);

    await fillCard(page, '4111111111111111');
    await page.getByRole('button', { name: 'Confirm Membership' }).dblclick();
    await page.getByRole('heading', { name: 'Thank you for renewing your membership' }).waitFor();
    await page.getByText('Keep your current membership card: no new card will be sent.').waitFor();
    expect(await probeCount(probeUrl, 'payments', 'lake@example.com')).toBe(before + 1);
    // Spec §4: the one payment is of the type 'Membership Renewal'.
    expect(await renewals()).toBe(renewalsBefore + 1);
    await page.getByRole('button', { name: 'Return to Member Center' }).click();
    await page.waitForURL((url) => url.pathname === '/members');
  });

  it('expired@: renews an expired membership', async () => {
    const { page } = browser;
    const before = await probeCount(probeUrl, 'payments', 'expired@example.com');
    await startFromPicker(page, 'expired@example.com');
    await throughToPayment(page);
    // Spec §4 'Expired status gives expired' business type: a renewal code serves an expired member renewing
    // (decision 212); the checkout charges with it.
    await page.getByRole('textbox', { name: 'Discount Code' }).fill('RENEW15');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.locator('.purchase__aside').getByText('Discount (RENEW15)').waitFor();
    expect(await page.getByText('This promotion code is only for new members.').count()).toBe(0);
    await fillCard(page, '4111111111111111');
    await page.getByRole('button', { name: 'Confirm Membership' }).click();
    await page.getByRole('heading', { name: 'Thank you for renewing your membership' }).waitFor();
    expect(await probeCount(probeUrl, 'payments', 'expired@example.com')).toBe(before + 1);
  });

  it('trial@: a Trial holder is sent to the Membership Advisor', async () => {
    const { page } = browser;
    await startFromPicker(page, 'trial@example.com');
    await page.getByRole('heading', { name: 'Membership Advisor' }).waitFor();
    await expect.poll(() => page.url()).toContain('/renew/renewal_questionnaire');
  });

  it('noboat@: asking for the terms without a boat lands on the boats step', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, 'noboat@example.com', '/members');
    await page.goto(`${baseUrl}/members/memberships/mem-noboat/renew`);
    await page.getByRole('heading', { name: 'Contact Info' }).waitFor();
    // A deep link to the terms once the renewal is under way (the run resumes from the tab's storage).
    await page.goto(`${baseUrl}/members/memberships/mem-noboat/renew/terms_and_conditions`);
    await page.getByRole('heading', { name: 'Primary Boat Information' }).waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/members/memberships/mem-noboat/renew/boats');
    const keptRuns = () =>
      page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('flow:renewal')));
    expect(await keptRuns()).toHaveLength(1);
    // Spec §4: the cart clears on leaving the renewal (here for the dashboard, through the account menu).
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('link', { name: 'Membership Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/members/memberships');
    // Dropped as the renewal's frame unmounts, a moment after the new address.
    await expect.poll(keptRuns).toEqual([]);
  });

  it('gold@: an unknown referring member number is said beside the field, the renewal stays on its terms', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, 'gold@example.com', '/members');
    await page.goto(`${baseUrl}/members/memberships/mem-gold/renew`);
    await page.getByRole('heading', { name: 'Contact Info' }).waitFor();
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    await page.getByRole('heading', { name: 'Primary Boat Information' }).waitFor();
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    await page.getByRole('heading', { name: 'Terms & Conditions' }).waitFor();
    await page.getByLabel('Referring member number').fill('ZZ999');
    await page.getByRole('button', { name: 'Look Up' }).click();
    await page.getByText('We could not find a member with that member number.', { exact: false }).waitFor();
    // No error page in its place, a moment later either (the client reports a failure after the call).
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/members/memberships/mem-gold/renew/terms_and_conditions');
    await expect(page.getByLabel('Referring member number').inputValue()).resolves.toBe('ZZ999');
  });
});
