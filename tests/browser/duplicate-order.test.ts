// One order, one charge in Chromium (issue 26 attack 7, decision 194): the answer to a payment is lost on
// the way back (the charge went through; the portal shows 'Network Unavailable'), the boater retries and
// presses the button again — a new attempt with a new Idempotency-Key — and the sandbox refuses the
// second charge of the same order; the page shows the catalogue's DUPLICATE_TRANSACTION_SUBMITTED text and
// the sandbox holds one payment.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserPerTest } from '../support/browser';
import { probeCount } from '../support/sandbox-probe';
import { giftRecipient } from '../paths/gift.events';
import { fillGiftCard, fillGiftContact, GIFT_URL } from './journeys/gift.driver';
import { fillCard, reachPayment, waitForHeading } from './purchase-steps';

const baseUrl = inject('baseUrl');
const probeUrl = inject('sandboxProbeUrl');
const browser = browserPerTest();

const newEmail = (what: string) => `${what}-${randomUUID().slice(0, 8)}@example.com`;
const DUPLICATE = /Your application was submitted more than once/;

/** The next call to `pattern` reaches the sandbox, but its answer never reaches the page. */
const loseAnswerOnce = (page: Page, pattern: string) =>
  page.route(
    pattern,
    async (route) => {
      await route.fetch();
      await route.abort('timedout');
    },
    { times: 1 },
  );

const shown = (page: Page, text: RegExp) => page.getByText(text).first().waitFor({ timeout: 20_000 });

/** The lost answer's page, and back to the payment step with 'Retry Request'. */
async function retryAfterLostAnswer(page: Page) {
  await waitForHeading(page, 'Network Unavailable', 20_000);
  await page.getByRole('button', { name: 'Retry Request' }).click();
  await waitForHeading(page, 'Payment', 20_000);
}

describe('a payment retried after its answer was lost', () => {
  it('a new membership: the second Confirm Membership is refused as submitted more than once', async () => {
    const { page } = browser;
    const email = newEmail('lost');
    await reachPayment(page, baseUrl, email);
    await loseAnswerOnce(page, '**/api/authorizenet/checkout');
    await fillCard(page, '4111111111111111');
    await page.getByRole('button', { name: 'Confirm Membership' }).click();
    await retryAfterLostAnswer(page);
    expect(await probeCount(probeUrl, 'payments', email)).toBe(1);

    await fillCard(page, '4111111111111111');
    await page.getByRole('button', { name: 'Confirm Membership' }).click();
    await shown(page, DUPLICATE);
    expect(await probeCount(probeUrl, 'payments', email)).toBe(1);
  });

  it('a gift: the second Purchase Gift is refused as submitted more than once', async () => {
    const { page } = browser;
    const email = newEmail('lost-gift');
    await page.goto(`${baseUrl}${GIFT_URL}`);
    await waitForHeading(page, 'What membership would you like to gift?');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await waitForHeading(page, 'Delivery');
    await page.getByLabel('Digital Packet via Email').check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await waitForHeading(page, 'Recipient Information');
    await fillGiftContact(page, giftRecipient);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await waitForHeading(page, 'Payment');
    await fillGiftContact(page, { ...giftRecipient, firstName: 'Pat', lastName: 'Gifter', email });
    await loseAnswerOnce(page, '**/api/kitsandgifts');
    const approved = { cardNumber: '4111111111111111', cardExpirationDate: '12/39', securityCode: '123' };
    await fillGiftCard(page, approved);
    await page.getByRole('button', { name: /Purchase Gift/ }).click();
    await retryAfterLostAnswer(page);
    expect(await probeCount(probeUrl, 'giftPayments', email)).toBe(1);

    await fillGiftCard(page, approved);
    await page.getByRole('button', { name: /Purchase Gift/ }).click();
    await shown(page, DUPLICATE);
    expect(await probeCount(probeUrl, 'giftPayments', email)).toBe(1);
  });
});
