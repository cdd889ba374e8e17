// How a browser performs the auto-renew chart's events, for the generated journeys, as lake@example.com
// (Lake Card, 20 days to expiry, not enrolled). Enrolment and unenrolment go to the sandbox for real;
// failures are arranged with one-off route answers (400s, which the page handles itself). Every journey
// starts from 'not enrolled': a journey that ended enrolled is undone at the next start.
import type { Page } from 'playwright-core';
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

const CARD_LABELS: Record<string, string> = {
  cardNumber: 'Card Number',
  cardExpirationDate: 'Expiration Date',
  securityCode: 'Security Code',
};
const ADDRESS_LABELS: Record<string, string> = {
  streetAddress: 'Street Address',
  city: 'City',
  state: 'State',
  postalCode: 'Postal Code',
  country: 'Country',
};

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
      case 'card.change':
        return page.getByLabel(CARD_LABELS[String(event.field)] ?? '').fill(String(event.value));
      case 'address.change': {
        const field = page.getByLabel(new RegExp(`^${ADDRESS_LABELS[String(event.field)] ?? ''}`));
        if (event.field === 'country' || event.field === 'state')
          return void (await field.selectOption(String(event.value)));
        return field.fill(String(event.value));
      }
      case 'agreement.toggle':
        return page
          .getByLabel('I accept the terms of the autorenewal agreement')
          .setChecked(Boolean(event.accepted));
      case 'enrolment.submit':
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
