// The upgrades (issue 15 Proof) in Chromium against the sandbox personas, on a portal of the file's own
// (isolatedPortal: the upgrades change lake@, gold@ and fleet@'s memberships other files rely on). lake@
// upgrades Lake to Gold (a declined card, then a double click charging 80 once; the Member Center shows the
// Gold Card without a reload), then Trailer Care to Plus (only Plus offered, the no-choice flash); gold@
// adds trailer care (both levels offered); fleet@'s Commercial Card gets the not-available message and its
// Gold Card is sent back to the Lake-to-Gold picker.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TRAILER_CARE_MESSAGES } from '@/machines/upgrades/trailer-care-levels';
import { UPGRADE_MESSAGES } from '@/machines/upgrades/upgrade-offer';
import { TRAILER_CARE_LEGEND } from '@/screens/upgrades/trailer-care-selection-screen';
import { expectAccessible } from '../support/accessibility';
import { browserPerTest } from '../support/browser';
import { isolatedPortal } from '../support/isolated-portal';
import { probeCount } from '../support/sandbox-probe';
import { openAs } from '../support/sign-in-as';

const { baseUrl, probeUrl } = await isolatedPortal();
const browser = browserPerTest();
const upgradeUrl = (sfid: string, which: 'membership' | 'trailer-care') =>
  `/members/memberships/${sfid}/upgrades/${which}/selection`;

async function pay(page: Page, number: string, click: 'click' | 'dblclick' = 'click') {
  await page.getByLabel('Card Number').fill(number);
  await page.getByLabel('Expiration Date (MM/YY)').fill('12/30');
  await page.getByLabel('Security Code').fill('123');
  await page.getByRole('button', { name: 'Confirm Upgrade' })[click]();
}

const levels = (page: Page) =>
  page
    .getByRole('group', { name: TRAILER_CARE_LEGEND })
    .getByRole('radio')
    .evaluateAll((radios) => radios.map((radio) => radio.getAttribute('value')));

describe('upgrades', () => {
  it('lake@: Lake to Gold — a declined card, then a double click charges 80 once; the Member Center shows Gold Card', async () => {
    const { page } = browser;
    const charged = () =>
      probeCount(probeUrl, 'paymentsOfTypeAndAmount', 'lake@example.com', {
        amount: '80',
        type: 'Membership Upgrade',
      });
    expect(await charged()).toBe(0);
    // From the dashboard within the page (no reload): the way back must show the memberships refetched.
    await openAs(page, baseUrl, 'lake@example.com', '/members');
    await page.getByRole('link', { name: 'Lake Card' }).click();
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByRole('link', { name: 'Upgrade to Gold Card' }).click();
    await page.getByRole('heading', { name: 'Lake to Gold Upgrade' }).waitFor();
    await page.getByText(/Gold Card for \$80\.00,/).waitFor();
    await expectAccessible(page, 'the Lake to Gold offer');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Payment' }).waitFor();

    await pay(page, '4000000000000002');
    await page
      .getByRole('alert')
      .filter({ hasText: /declined/i })
      .first()
      .waitFor();
    expect(await charged()).toBe(0);

    await pay(page, '4111111111111111', 'dblclick');
    await page.getByRole('heading', { name: 'Thank you for upgrading your membership' }).waitFor();
    expect(await charged()).toBe(1);
    await expectAccessible(page, 'the upgrade thank-you');
    await page.getByRole('button', { name: 'Return to Member Center' }).click();
    await page.waitForURL((url) => url.pathname === '/members');
    await page.getByRole('link', { name: 'Gold Card' }).waitFor();
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  });

  it('lake@: Trailer Care to Plus — only Plus offered, Continue without a choice flashes, charged the upgrade', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, 'lake@example.com', upgradeUrl('mem-lake', 'trailer-care'));
    await page.getByRole('heading', { name: 'Choose Your Trailer Care' }).waitFor();
    expect(await levels(page)).toEqual(['Trailer Care Plus']);
    await page.getByRole('radio', { name: 'Trailer Care Plus Upgrade' }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    // Spec §4: "... else flash 'Please select a trailer care upgrade option'": a dismissible failure banner.
    const flash = page.getByRole('alert').filter({ hasText: TRAILER_CARE_MESSAGES.chooseOption });
    await flash.waitFor();
    await expectAccessible(page, 'the trailer care flash');
    await flash.getByRole('button', { name: 'Dismiss message' }).click();
    await flash.waitFor({ state: 'detached' });
    await page.getByRole('radio', { name: 'Trailer Care Plus Upgrade' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Payment' }).waitFor();
    await pay(page, '4111111111111111');
    await page.getByRole('heading', { name: 'Thank you for upgrading your membership' }).waitFor();
    expect(
      await probeCount(probeUrl, 'paymentsOfTypeAndAmount', 'lake@example.com', {
        amount: '15.95',
        type: 'Trailer Care Plus Upgrade',
      }),
    ).toBe(1);
    await page.getByRole('button', { name: 'Return to Member Center' }).click();
    await page.waitForURL((url) => url.pathname === '/members');
    await page.getByRole('link', { name: 'Gold Card' }).click();
    await page.getByText('Trailer Care Plus', { exact: true }).waitFor();
  });

  it('gold@: adds trailer care, both levels offered', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, 'gold@example.com', upgradeUrl('mem-gold', 'trailer-care'));
    await page.getByRole('heading', { name: 'Choose Your Trailer Care' }).waitFor();
    expect(await levels(page)).toEqual(['Trailer Care', 'Trailer Care Plus']);
    await page.getByText('Up to $300 per incident', { exact: false }).waitFor();
    await page.getByText('Up to $600 per incident', { exact: false }).waitFor();
    await page.getByRole('radio', { name: 'Trailer Care', exact: true }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await pay(page, '4111111111111111');
    await page.getByRole('heading', { name: 'Thank you for upgrading your membership' }).waitFor();
    expect(
      await probeCount(probeUrl, 'paymentsOfTypeAndAmount', 'gold@example.com', {
        amount: '14',
        type: 'Trailer Care Upgrade',
      }),
    ).toBe(1);
  });

  it('fleet@: the Commercial Card gets the not-available message; the Gold Card goes back to the picker', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, 'fleet@example.com', upgradeUrl('mem-fleet-commercial', 'trailer-care'));
    await page.getByText(TRAILER_CARE_MESSAGES.unavailable).waitFor();
    await expectAccessible(page, 'trailer care not available');
    await page.goto(`${baseUrl}${upgradeUrl('mem-fleet-gold', 'membership')}`);
    await page.getByText(UPGRADE_MESSAGES.notLakeCard).waitFor();
    // fleet@ has one Lake Card: the picker takes the member straight to its upgrade.
    await page.waitForURL((url) => url.pathname.includes('/mem-fleet-lake/upgrades/membership/'));
  });

  it("sponsored@: the subsidized account's Lake Card is refused for the account type, not the card", async () => {
    const { page } = browser;
    await openAs(page, baseUrl, 'sponsored@example.com', upgradeUrl('mem-sponsored', 'trailer-care'));
    await page.getByText(TRAILER_CARE_MESSAGES.unavailableForAccount).waitFor();
    expect(await page.getByText(TRAILER_CARE_MESSAGES.unavailable).count()).toBe(0);
  });
});
