// How a browser performs the gift chart's events, for the generated journeys: a visitor who is not signed
// in, against the sandbox for real (the approved test card charges once per journey); failures are
// arranged with one-off answers of the failing call. 'Return to Website' leaves for the provider's site,
// answered here with a blank page.
import type { Page } from 'playwright-core';
import type { GiftContact } from '@/machines/gift/gift-types';
import { DELIVERY_METHODS, GIFT_WRAP_LABEL, MAIL_TO } from '@/screens/gift/gift-delivery-screen';
import { BILLING_SAME_AS_SHIPPING } from '@/screens/gift/gift-payment-screen';
import { probeCount } from '../../support/sandbox-probe';
import type { JourneyDriver, JourneyPlan } from './journey-plan';

export const GIFT_URL = '/members/gift';
const PROVIDER_SITE = 'https://www.example.com/';

const FAILURES: Record<string, { pattern: string; status: number; codes: string[] }> = {
  loadPrices: { pattern: '**/api/products', status: 400, codes: ['UNKNOWN_ERROR'] },
  sendGift: { pattern: '**/api/kitsandgifts', status: 402, codes: ['PAYMENT_DECLINED'] },
};

/** The billing e-mail of the journey being replayed (its gift payments are counted by it). */
let billingEmail = '';

const billingEmailOf = (plan: JourneyPlan) =>
  String(
    (
      plan.steps.find((s) => s.event.type === 'payment.submit')?.event.billing as
        { email?: string } | undefined
    )?.email ?? '',
  );

const actorOf = (type: string) => /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(type)?.[1] ?? '';

/** The gift's route asks for the price lists while its code loads (decision 293). */
const ASKED_AHEAD = ['loadPrices'];

/** The actor's call fails `calls` times in a row (twice on opening: the call asked ahead and its own). */
async function failNext(page: Page, type: string, calls = 1): Promise<void> {
  const failure = FAILURES[actorOf(type)];
  if (!failure) throw new Error(`No failing call known for '${type}'`);
  const body = { message: 'Simulated failure', codes: failure.codes };
  await page.route(failure.pattern, (route) => route.fulfill({ status: failure.status, json: body }), {
    times: calls,
  });
}

/** Fills the contact fields on screen (a digital recipient has no address fields). */
export async function fillGiftContact(page: Page, contact: GiftContact): Promise<void> {
  const form = page.locator('form.purchase-form');
  const fill = async (label: string, value: string) => {
    const field = form.getByRole('textbox', { name: label, exact: true });
    if ((await field.count()) > 0) await field.fill(value);
  };
  await fill('First Name', contact.firstName);
  await fill('Last Name', contact.lastName);
  await fill('Email', contact.email);
  await fill('Phone', contact.phone);
  await fill('Street Address', contact.address);
  await fill('City', contact.city);
  const country = form.getByRole('combobox', { name: 'Country', exact: true });
  if ((await country.count()) > 0) await country.selectOption(contact.country || '');
  const state = form.getByRole('combobox', { name: 'State', exact: true });
  if ((await state.count()) > 0) await state.selectOption(contact.state || '');
  await fill('Postal Code', contact.postalCode);
}

export async function fillGiftCard(
  page: Page,
  card: { cardNumber: string; cardExpirationDate: string; securityCode: string },
): Promise<void> {
  await page.getByLabel('Card Number').fill(card.cardNumber);
  await page.getByLabel('Expiration Date (MM/YY)').fill(card.cardExpirationDate);
  await page.getByLabel('Security Code').fill(card.securityCode);
}

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });

export const giftDriver: JourneyDriver = {
  faultCalls: Object.fromEntries(
    Object.entries(FAILURES).map(([actor, failure]) => [actor, failure.pattern]),
  ),

  askedAhead: ASKED_AHEAD,

  paymentsCharged: (actor, probeUrl) =>
    actor === 'sendGift' ? probeCount(probeUrl, 'giftPayments', billingEmail) : null,

  async start(page, baseUrl, plan) {
    billingEmail = billingEmailOf(plan);
    // A failure of the first call is arranged before the page asks for it, for both calls that ask it.
    const first = plan.steps[1];
    if (first?.event.type.startsWith('xstate.error.actor.'))
      await failNext(page, first.event.type, ASKED_AHEAD.includes(actorOf(first.event.type)) ? 2 : 1);
    await page.route(`${PROVIDER_SITE}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Provider site</h1>' }),
    );
    await page.goto(`${baseUrl}${GIFT_URL}`);
  },

  async arrange(page, upcoming) {
    for (const step of upcoming)
      if (step.event.type.startsWith('xstate.error.actor.')) await failNext(page, step.event.type);
  },

  async perform(page, step) {
    const event = step.event as Record<string, unknown> & { type: string };
    switch (event.type) {
      case 'xstate.done.actor.loadPrices':
        return page.getByRole('heading', { name: 'What membership would you like to gift?' }).waitFor();
      case 'xstate.error.actor.loadPrices':
        return page.getByRole('button', { name: 'Try Again' }).waitFor();
      case 'load.retry':
        return page.getByRole('button', { name: 'Try Again' }).click();
      case 'type.select':
        return page.getByLabel(String(event.membershipType)).check();
      case 'type.continue':
      case 'delivery.submit':
        return continueButton(page).click();
      case 'delivery.method': {
        const label = DELIVERY_METHODS.find((m) => m.value === event.method)?.label ?? '';
        return page.getByLabel(label, { exact: true }).check();
      }
      case 'delivery.mailTo':
        return page.getByLabel(event.toGifter ? MAIL_TO.gifter : MAIL_TO.recipient).check();
      case 'delivery.shipping':
        return page.getByLabel(String(event.method), { exact: true }).check();
      case 'delivery.wrap':
        return page.getByLabel(GIFT_WRAP_LABEL).setChecked(Boolean(event.wrapped));
      case 'recipient.submit':
        await fillGiftContact(page, event.recipient as GiftContact);
        await page.getByLabel(/Gift Message/).fill(String(event.giftMessage));
        return continueButton(page).click();
      case 'payment.submit': {
        const billing = event.billing as GiftContact & { billingSameAsShipping: boolean };
        const same = page.getByLabel(BILLING_SAME_AS_SHIPPING);
        if ((await same.count()) > 0) await same.setChecked(billing.billingSameAsShipping);
        if (!billing.billingSameAsShipping) await fillGiftContact(page, billing);
        await fillGiftCard(page, event.card as never);
        return page.getByRole('button', { name: /Purchase Gift/ }).click();
      }
      case 'step.back':
        return page.getByRole('button', { name: 'Back', exact: true }).click();
      case 'delivery.edit':
        return page.getByRole('button', { name: 'Edit Delivery' }).click();
      case 'recipient.edit':
        return page.getByRole('button', { name: 'Edit Recipient Information' }).click();
      case 'xstate.done.actor.sendGift':
        return page.getByRole('heading', { name: 'Your Gift Has Set Sail' }).waitFor();
      case 'xstate.error.actor.sendGift':
        return page.getByRole('alert').first().waitFor();
      case 'confirm.return':
        return page.getByRole('button', { name: 'Return to Website' }).click();
      default:
        throw new Error(`The gift driver cannot perform '${event.type}'`);
    }
  },

  async finished(page) {
    await page.waitForURL(PROVIDER_SITE);
  },
};
