// How a browser performs the offer chart's events, for the generated journeys: newpartner@ opens the create
// page and fills in the values an event carries; saving goes to the
// sandbox for real, and a failure is a one-off 400 with the catalogue's code.
import type { Page } from 'playwright-core';
import { secondaryCategoriesFor, type OfferValues } from '@/machines/partner/offer-form';
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

const form = (page: Page) => page.getByRole('form', { name: 'Create New Offer' });

/** Types the offer into the form as a partner would: choices first, each field only once it is shown. */
async function fill(page: Page, values: OfferValues): Promise<void> {
  const field = (name: string) => form(page).getByLabel(LABELS[name] ?? name);
  await field('primaryCategory').selectOption(values.primaryCategory);
  const group = form(page).getByRole('group', { name: /Additional Categories/ });
  for (const category of secondaryCategoriesFor(values.primaryCategory))
    await group
      .getByLabel(category, { exact: true })
      .setChecked(values.secondaryCategories.includes(category));
  if (values.offerType) await form(page).getByRole('radio', { name: values.offerType, exact: true }).check();
  const typed = {
    'Dollars Off': 'dollarsOff',
    'Percentage Off': 'percentageOff',
    Other: 'otherTypeDescription',
  };
  if (values.offerType) {
    const name = typed[values.offerType] as 'dollarsOff' | 'percentageOff' | 'otherTypeDescription';
    await field(name).fill(values[name]);
  }
  await field('description').fill(values.description);
  await field('online').setChecked(values.online);
  if (values.online) {
    await field('onlineRedemptionOption').selectOption(values.onlineRedemptionOption);
    if (values.onlineRedemptionOption === 'Promo Code') await field('promoCode').fill(values.promoCode);
    if (values.onlineRedemptionOption === 'Other')
      await field('onlineRedemptionInstructions').fill(values.onlineRedemptionInstructions);
    await field('websiteUrl').fill(values.websiteUrl);
  }
  await field('inPerson').setChecked(values.inPerson);
  if (values.inPerson) {
    await field('inPersonRedemptionOption').selectOption(values.inPersonRedemptionOption);
    if (values.inPersonRedemptionOption === 'Other')
      await field('inPersonRedemptionInstructions').fill(values.inPersonRedemptionInstructions);
  }
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
      case 'offer.submit':
        await fill(page, event.values as OfferValues);
        return form(page).getByRole('button', { name: 'Create Offer' }).click();
      case 'xstate.done.actor.saveOffer':
        return page.getByRole('heading', { name: 'Offer Created!', exact: true }).waitFor();
      case 'xstate.error.actor.saveOffer':
        // Spec §7: the save's failure is a flash message.
        return page.locator('.flash-banner').getByRole('alert').first().waitFor();
      default:
        throw new Error(`The partner-offer driver cannot perform '${event.type}'`);
    }
  },

  async finished(page) {
    await page.waitForURL((url) => url.pathname === '/programs/savings-club-offers/confirm');
  },
};
