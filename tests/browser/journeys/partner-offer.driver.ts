// How a browser performs the offer chart's events, for the generated journeys: newpartner@ opens the create
// page and fills it field by field; saving goes to the sandbox for real, and a failure is a one-off 400
// with the catalogue's code.
import type { Page } from 'playwright-core';
import type { OfferChange } from '@/machines/partner/offer-form';
import { openAs } from '../../support/sign-in-as';
import type { JourneyDriver, JourneyStep } from './journey-plan';

const NEW_URL = '/programs/savings-club-offers/new';
const ENDPOINT = '**/api/savingsclub/';

// A required field's label ends with ' *'.
const LABELS: Record<string, RegExp> = {
  primaryCategory: /^Primary Category( \*)?$/,
  dollarsOff: /^Dollars Off \(\$\)( \*)?$/,
  percentageOff: /^Percentage Off \(%\)( \*)?$/,
  otherTypeDescription: /^Describe the Offer Type/,
  description: /^Offer Description/,
  online: /^Online$/,
  inPerson: /^In-Person$/,
  onlineRedemptionOption: /^Online Redemption Option/,
  promoCode: /^Promo Code( \*)?$/,
  onlineRedemptionInstructions: /^Online Redemption Instructions/,
  websiteUrl: /^Website URL/,
  inPersonRedemptionOption: /^In-Person Redemption Option/,
  inPersonRedemptionInstructions: /^In-Person Redemption Instructions/,
};
const SELECTS = new Set(['primaryCategory', 'onlineRedemptionOption', 'inPersonRedemptionOption']);

const form = (page: Page) => page.getByRole('form', { name: 'Create New Offer' });

async function change(page: Page, c: OfferChange): Promise<void> {
  if (c.field === 'secondaryCategory') {
    const group = form(page).getByRole('group', { name: /Additional Categories/ });
    return group.getByLabel(c.value, { exact: true }).setChecked(c.checked);
  }
  if (c.field === 'offerType') return form(page).getByRole('radio', { name: c.value, exact: true }).check();
  const field = form(page).getByLabel(LABELS[c.field] ?? c.field);
  if (typeof c.value === 'boolean') return field.setChecked(c.value);
  if (SELECTS.has(c.field)) await field.selectOption(c.value);
  else await field.fill(c.value);
}

export const partnerOfferDriver: JourneyDriver = {
  faultCalls: { saveOffer: ENDPOINT },

  async start(page, baseUrl) {
    await openAs(page, baseUrl, 'newpartner@example.com', NEW_URL);
    await form(page).waitFor();
  },

  async arrange(page, upcoming: JourneyStep[]) {
    const failure = upcoming.find((s) => s.event.type === 'xstate.error.actor.saveOffer');
    if (!failure) return;
    const body = { message: 'Simulated failure', codes: ['VALIDATION_FAILED'] };
    await page.route(ENDPOINT, (route) => route.fulfill({ status: 400, json: body }), { times: 1 });
  },

  async perform(page, step) {
    const event = step.event as { type: string } & Record<string, unknown>;
    switch (event.type) {
      case 'field.change': {
        const { type: _type, ...c } = event;
        return change(page, c as unknown as OfferChange);
      }
      case 'offer.submit':
        return form(page).getByRole('button', { name: 'Create Offer' }).click();
      case 'xstate.done.actor.saveOffer':
        return page.getByRole('heading', { name: 'Offer Created!', exact: true }).waitFor();
      case 'xstate.error.actor.saveOffer':
        return form(page).getByRole('alert').first().waitFor();
      default:
        throw new Error(`The partner-offer driver cannot perform '${event.type}'`);
    }
  },

  async finished(page) {
    await page.waitForURL((url) => url.pathname === '/programs/savings-club-offers/confirm');
  },
};
