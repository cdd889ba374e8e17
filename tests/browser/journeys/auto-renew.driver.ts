// How a browser performs the auto-renew chart's events, for the generated journeys, as lake@example.com
// (Lake Card, 20 days to expiry, not enrolled). Enrolment and unenrolment go to the sandbox for real;
// failures are arranged with one-off route answers (400s, which the page handles itself). Every journey
// starts from 'not enrolled': a journey that ended enrolled is undone at the next start.
import type { Page } from 'playwright-core';
import type { BillingAddress } from '@/machines/billing/billing-address';
import type { CardFields } from '@/machines/forms/card-form';
import { signInAtIdp } from '../../support/sign-in-as';
import type { JourneyDriver, JourneyStep } from './journey-plan';

const BILLING_URL = '/members/memberships/mem-lake/billing';

/** The call each invoke of the chart makes. */
const ENDPOINTS: Record<string, string> = {
  enrolAutoRenewal: '**/api/authorizenet/cancelexistingmakenew',
  unenrolAutoRenewal: '**/api/authorizenet/cancelarbfrommembershipid',
  refreshAfterEnrol: '**/api/dashboard/*',
  refreshAfterUnenrol: '**/api/dashboard/*',
};

/** Types the card and the billing address an 'enrolment.submit' carries (the country before its state). */
async function fillEnrolment(page: Page, card: CardFields, address: BillingAddress) {
  await page.getByLabel('Card Number').fill(card.cardNumber);
  await page.getByLabel('Expiration Date').fill(card.cardExpirationDate);
  await page.getByLabel('Security Code').fill(card.securityCode);
  await page.getByLabel(/^Street Address/).fill(address.streetAddress);
  await page.getByLabel(/^City/).fill(address.city);
  await page.getByLabel(/^Country/).selectOption(address.country);
  if (address.state) await page.getByLabel(/^State/).selectOption(address.state);
  await page.getByLabel(/^Postal Code/).fill(address.postalCode);
}

const actorOf = (type: string) => /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(type)?.[1] ?? '';
const toggle = (page: Page) => page.getByRole('switch', { name: 'Automatic Renewal' });

async function failOnce(page: Page, actor: string) {
  const pattern = ENDPOINTS[actor];
  if (!pattern) throw new Error(`No endpoint known for actor '${actor}'`);
  await page.route(
    pattern,
    (route) =>
      route.fulfill({ status: 400, json: { message: 'Simulated failure', codes: ['PAYMENT_DECLINED'] } }),
    { times: 1 },
  );
}

export const autoRenewDriver: JourneyDriver = {
  faultCalls: ENDPOINTS,

  async start(page, baseUrl) {
    await page.goto(`${baseUrl}${BILLING_URL}`);
    await signInAtIdp(page, 'lake@example.com');
    await page.waitForURL(`${baseUrl}${BILLING_URL}`);
    await toggle(page).waitFor();
    if ((await toggle(page).getAttribute('aria-checked')) === 'true') {
      await toggle(page).click();
      await page.getByRole('button', { name: 'Yes, Unenroll' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.reload();
      await toggle(page).waitFor();
    }
  },

  async arrange(page, upcoming: JourneyStep[]) {
    for (const step of upcoming)
      if (step.event.type.startsWith('xstate.error.actor.')) await failOnce(page, actorOf(step.event.type));
  },

  async perform(page, step) {
    const event = step.event;
    switch (event.type) {
      case 'switch.turnOn':
      case 'switch.turnOff':
        return toggle(page).click();
      case 'agreement.toggle':
        return page
          .getByLabel('I accept the terms of the autorenewal agreement')
          .setChecked(Boolean(event.accepted));
      case 'enrolment.submit':
        await fillEnrolment(page, event.card as CardFields, event.address as BillingAddress);
        return page.getByRole('button', { name: 'Enroll in Automatic Renewal' }).click();
      case 'enrolment.cancel':
        return page.getByRole('button', { name: 'Cancel', exact: true }).click();
      case 'unenrol.confirm':
        return page.getByRole('button', { name: 'Yes, Unenroll' }).click();
      case 'unenrol.cancel':
        return page.getByRole('dialog').getByRole('button', { name: 'Cancel', exact: true }).click();
      case 'xstate.done.actor.enrolAutoRenewal':
      case 'xstate.done.actor.refreshAfterEnrol':
        return page.getByText('You are now enrolled in automatic renewal.').waitFor();
      case 'xstate.done.actor.unenrolAutoRenewal':
      case 'xstate.done.actor.refreshAfterUnenrol':
        return page.getByText('You are no longer enrolled in automatic renewal.').waitFor();
      case 'xstate.error.actor.enrolAutoRenewal':
      case 'xstate.error.actor.unenrolAutoRenewal':
        return page.getByRole('alert').first().waitFor();
      case 'xstate.error.actor.refreshAfterEnrol':
        return page.getByText('You are now enrolled in automatic renewal.').waitFor();
      case 'xstate.error.actor.refreshAfterUnenrol':
        return page.getByText('You are no longer enrolled in automatic renewal.').waitFor();
      default:
        throw new Error(`The auto-renew driver cannot perform '${event.type}'`);
    }
  },

  async finished() {
    throw new Error('The auto-renew chart has no final state: every step stays on a declared screen.');
  },
};
