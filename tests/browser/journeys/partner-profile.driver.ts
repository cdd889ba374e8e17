// How a browser performs the business profile chart's events, for the generated journeys: newpartner@ opens
// the account page's form (`form_open`), empties it (the paths start from an empty profile) and fills in
// the values an event carries; saving goes to the sandbox for real (PATCH /accounts), and a failure is a one-off 400 with
// the catalogue's code.
import type { Page } from 'playwright-core';
import type { AddressValues } from '@/machines/forms/address-form';
import type { BusinessProfileValues } from '@/machines/partner/business-profile-form';
import { EMPTY_PROFILE } from '@/tests/fixtures/partner-profile-fixtures';
import { openAs } from '../../support/sign-in-as';
import type { JourneyDriver, JourneyStep } from './journey-plan';

const FORM_URL = '/programs/account?form_open=true';
const ENDPOINT = '**/api/accounts';

const LABELS: Record<string, RegExp> = {
  businessName: /^Business Name/,
  description: /^Business Description/,
  phone: /^Business Phone/,
  publicEmail: /^Public E-mail/,
  websiteUrl: /^Website URL/,
  instagram: /^Instagram URL/,
  facebook: /^Facebook URL/,
  linkedIn: /^LinkedIn URL/,
  mailingAddressSameAsPublic: /^Mailing address is the same/,
};
const ADDRESS_LABELS: Record<string, RegExp> = {
  streetAddress: /^Street Address/,
  city: /^City/,
  state: /^State/,
  postalCode: /^Postal Code/,
  country: /^Country/,
};
const GROUPS = { publicAddress: 'Public Address', mailingAddress: 'Mailing Address' } as const;

const form = (page: Page) => page.getByRole('form', { name: 'Edit Business Information' });

const TEXTS = [
  'businessName',
  'description',
  'phone',
  'publicEmail',
  'websiteUrl',
  'instagram',
  'facebook',
  'linkedIn',
] as const;

async function fillAddress(page: Page, group: keyof typeof GROUPS, address: AddressValues): Promise<void> {
  const fields = form(page).getByRole('group', { name: GROUPS[group] });
  // The country first: a new country clears the state.
  for (const part of ['country', 'streetAddress', 'city', 'state', 'postalCode'] as const) {
    const field = fields.getByLabel(ADDRESS_LABELS[part] ?? part);
    if (part === 'state' || part === 'country') await field.selectOption(address[part]);
    else await field.fill(address[part]);
  }
}

/** Types the profile into the form as a partner would. */
async function fill(page: Page, values: BusinessProfileValues): Promise<void> {
  for (const name of TEXTS)
    await form(page)
      .getByLabel(LABELS[name] ?? name)
      .fill(values[name]);
  await fillAddress(page, 'publicAddress', values.publicAddress);
  await form(page)
    .getByLabel(LABELS.mailingAddressSameAsPublic ?? '')
    .setChecked(values.mailingAddressSameAsPublic);
  if (!values.mailingAddressSameAsPublic) await fillAddress(page, 'mailingAddress', values.mailingAddress);
}

export const partnerProfileDriver: JourneyDriver = {
  async start(page, baseUrl) {
    await openAs(page, baseUrl, 'newpartner@example.com', FORM_URL);
    await form(page).waitFor();
    // The paths start from an empty profile.
    await fill(page, EMPTY_PROFILE);
  },

  async arrange(page, upcoming: JourneyStep[]) {
    if (!upcoming.some((s) => s.event.type === 'xstate.error.actor.saveProfile')) return;
    const body = { message: 'Simulated failure', codes: ['VALIDATION_FAILED'] };
    await page.route(
      ENDPOINT,
      (route) =>
        route.request().method() === 'PATCH' ? route.fulfill({ status: 400, json: body }) : route.continue(),
      { times: 1 },
    );
  },

  async perform(page, step) {
    const event = step.event as { type: string } & Record<string, unknown>;
    switch (event.type) {
      case 'profile.submit':
        await fill(page, event.values as BusinessProfileValues);
        return form(page).getByRole('button', { name: 'Save Business Information' }).click();
      case 'xstate.done.actor.saveProfile':
        return page.getByText('Your business information was saved.').waitFor();
      case 'xstate.error.actor.saveProfile':
        return form(page).getByRole('alert').first().waitFor();
      default:
        throw new Error(`The partner-profile driver cannot perform '${event.type}'`);
    }
  },

  async finished(page) {
    await form(page).waitFor({ state: 'detached' });
  },
};
