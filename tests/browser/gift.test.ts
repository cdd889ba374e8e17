// The gift membership in Chromium against the real server and sandbox (issue 17 "Proof"): a digital gift
// (a field left empty speaks before any submit, issue 13);
// a mailed Next Day Air gift, wrapped, mailed to the gifter with billing copied from the shipping address
// (the total checked on screen and in the sandbox's order); a delivery change clearing the recipient; a
// declined card then an approved one; a declined card then a refused check, Back and Continue opening the
// card form empty; a double-clicked 'Purchase Gift' charging once; a reload keeping
// everything but the card.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserPerTest } from './../support/browser';
import { probeCount } from '../support/sandbox-probe';
import { fillGiftCard, fillGiftContact, GIFT_URL } from './journeys/gift.driver';
import { giftRecipient } from '../paths/gift.events';

const baseUrl = inject('baseUrl');
const probeUrl = inject('sandboxProbeUrl');
const browser = browserPerTest();

const newEmail = (what: string) => `${what}-${randomUUID().slice(0, 8)}@example.com`;
const approved = { cardNumber: '4111111111111111', cardExpirationDate: '12/39', securityCode: '123' };
const declined = { ...approved, cardNumber: '4000000000000002' };

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { name, exact: true }).waitFor({ timeout: 20_000 });
const press = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name, exact: typeof name === 'string' }).click();
const summaryText = (page: Page) => page.getByRole('complementary', { name: 'Order Summary' }).innerText();
const storedText = (page: Page) =>
  page.evaluate(
    () => JSON.stringify({ ...window.localStorage }) + JSON.stringify({ ...window.sessionStorage }),
  );

async function toDelivery(page: Page) {
  await page.goto(`${baseUrl}${GIFT_URL}`);
  await heading(page, 'What membership would you like to gift?');
  // Gold Card is chosen by default.
  expect(await page.getByRole('radio', { name: /Gold Card/ }).isChecked()).toBe(true);
  await press(page, 'Continue');
  await heading(page, 'Delivery');
}

describe('gift membership', () => {
  it('a digital gift: names and e-mail only, confirmed with the e-mail message, and the gift state cleared', async () => {
    const { page } = browser;
    const billingEmail = newEmail('digital');
    await toDelivery(page);
    await page.getByLabel('Digital Packet via Email').check();
    await press(page, 'Continue');
    await heading(page, 'Recipient Information');
    expect(await page.getByRole('textbox', { name: 'Street Address' }).count()).toBe(0);
    // A required field left empty speaks without 'Continue' and clears as it is corrected.
    await page.getByLabel('First Name').focus();
    await page.getByLabel('Last Name').focus();
    await page.getByText('First Name is required.', { exact: true }).waitFor();
    await page.getByLabel('First Name').pressSequentially('R');
    await page.getByText('First Name is required.', { exact: true }).waitFor({ state: 'detached' });
    await fillGiftContact(page, giftRecipient);
    await press(page, 'Continue');
    await heading(page, 'Payment');
    expect(await summaryText(page)).toContain('$179.00');
    await fillGiftContact(page, {
      ...giftRecipient,
      firstName: 'Pat',
      lastName: 'Gifter',
      email: billingEmail,
    });
    await fillGiftCard(page, approved);
    await press(page, /Purchase Gift/);
    await heading(page, 'Your Gift Has Set Sail');
    await expect.poll(() => page.url()).toBe(`${baseUrl}/members/gift/confirm-gift`);
    await page.getByText(/e-mailed within 1 hour/).waitFor();
    expect(await probeCount(probeUrl, 'giftOrdersTotaling', billingEmail, { total: '179' })).toBe(1);
    expect(await storedText(page)).not.toMatch(/Rory|4111|cardNumber|securityCode/);
  });

  it('a mailed Next Day Air gift, wrapped, to the gifter with billing copied: $217 on screen and charged', async () => {
    const { page } = browser;
    const gifterEmail = newEmail('mailed');
    await toDelivery(page);
    await page.getByLabel('Mail to Me').check();
    await page.getByLabel('Next Day Air', { exact: true }).check();
    await page.getByLabel(/Gift wrap/).check();
    expect(await summaryText(page)).toMatch(
      /Next Day Air\s*\$35\.00[\s\S]*Gift Wrap\s*\$3\.00[\s\S]*\$217\.00/,
    );
    await press(page, 'Continue');
    await heading(page, 'Recipient Information');
    // 'Mail to Me': the shipping address is the gifter's own; billing is copied from it.
    await fillGiftContact(page, { ...giftRecipient, email: gifterEmail });
    await press(page, 'Continue');
    await heading(page, 'Payment');
    await page.getByLabel('Billing address is the same as shipping').check();
    expect(await page.getByRole('textbox', { name: 'First Name' }).count()).toBe(0);
    await fillGiftCard(page, approved);
    await expect
      .poll(() => page.getByRole('button', { name: /Purchase Gift/ }).innerText())
      .toContain('$217.00');
    await press(page, /Purchase Gift/);
    await heading(page, 'Your Gift Has Set Sail');
    await page.getByText(/ships the next business day/).waitFor();
    expect(await probeCount(probeUrl, 'giftOrdersTotaling', gifterEmail, { total: '217' })).toBe(1);
  });

  it('changing the delivery method clears the recipient, shipping and wrap', async () => {
    const { page } = browser;
    await toDelivery(page);
    await page.getByLabel('Standard', { exact: true }).check();
    await page.getByLabel(/Gift wrap/).check();
    await press(page, 'Continue');
    await heading(page, 'Recipient Information');
    await fillGiftContact(page, giftRecipient);
    await press(page, 'Continue');
    await heading(page, 'Payment');
    await page.getByRole('button', { name: 'Edit Delivery' }).click();
    await heading(page, 'Delivery');
    await page.getByLabel('Digital Packet via Email').check();
    await page.getByLabel('Mailed Membership Packet (additional shipping and handling)').check();
    expect(await page.getByLabel('Standard', { exact: true }).isChecked()).toBe(false);
    expect(await page.getByLabel(/Gift wrap/).isChecked()).toBe(false);
    expect(await summaryText(page)).not.toContain('Shipping');
    await page.getByLabel('Next Day Air', { exact: true }).check();
    await press(page, 'Continue');
    await heading(page, 'Recipient Information');
    expect(await page.getByRole('textbox', { name: 'First Name' }).inputValue()).toBe('');
    expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe('');
  });

  it('keeps everything but the card over a reload, refuses a declined card, then charges a double click once', async () => {
    const { page } = browser;
    const billingEmail = newEmail('retry');
    await toDelivery(page);
    await page.getByLabel('Digital Packet via Email').check();
    await press(page, 'Continue');
    await heading(page, 'Recipient Information');
    await fillGiftContact(page, giftRecipient);
    await press(page, 'Continue');
    await heading(page, 'Payment');
    await fillGiftContact(page, {
      ...giftRecipient,
      firstName: 'Pat',
      lastName: 'Gifter',
      email: billingEmail,
    });
    await fillGiftCard(page, declined);
    await press(page, /Purchase Gift/);
    await page
      .getByText(/Your card was declined/)
      .first()
      .waitFor();
    expect(await probeCount(probeUrl, 'giftPayments', billingEmail)).toBe(0);

    // A reload: the steps and billing kept, the card form empty, nothing card-like stored.
    await page.reload();
    await heading(page, 'Payment');
    expect(await page.getByRole('list', { name: /steps/ }).innerText()).toContain('Rory Recipient');
    expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(billingEmail);
    expect(await page.getByLabel('Card Number').inputValue()).toBe('');
    expect(await storedText(page)).not.toMatch(/4000000000000002|4111|cardNumber|securityCode/);

    await fillGiftCard(page, approved);
    await page.getByRole('button', { name: /Purchase Gift/ }).dblclick();
    await heading(page, 'Your Gift Has Set Sail');
    expect(await probeCount(probeUrl, 'giftPayments', billingEmail)).toBe(1);
  });

  it('after a refused payment, Back then Continue opens the card form empty (security code never reused)', async () => {
    const { page } = browser;
    await toDelivery(page);
    await page.getByLabel('Digital Packet via Email').check();
    await press(page, 'Continue');
    await heading(page, 'Recipient Information');
    await fillGiftContact(page, giftRecipient);
    await press(page, 'Continue');
    await heading(page, 'Payment');
    await fillGiftContact(page, {
      ...giftRecipient,
      firstName: 'Pat',
      lastName: 'Gifter',
      email: newEmail('back'),
    });
    await fillGiftCard(page, declined);
    await press(page, /Purchase Gift/);
    await page
      .getByText(/Your card was declined/)
      .first()
      .waitFor();
    // Tried again with the billing e-mail left empty: refused by the form's own check.
    await fillGiftCard(page, declined);
    await page.getByRole('textbox', { name: 'Email' }).fill('');
    await press(page, /Purchase Gift/);
    await page.getByText('Email is required.', { exact: true }).first().waitFor();
    await press(page, 'Back');
    await heading(page, 'Recipient Information');
    await press(page, 'Continue');
    await heading(page, 'Payment');
    expect(await page.getByLabel('Card Number').inputValue()).toBe('');
    expect(await page.getByLabel('Expiration Date (MM/YY)').inputValue()).toBe('');
    expect(await page.getByLabel('Security Code').inputValue()).toBe('');
  });

  it('a step is reachable only through the steps before it: a deep link lands on the type choice', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}${GIFT_URL}/steps/payment`);
    await heading(page, 'What membership would you like to gift?');
    // The address follows once the chart has loaded its data (decision 215): it may lag the screen a tick.
    await expect.poll(() => new URL(page.url()).pathname).toBe(GIFT_URL);
  });
});
