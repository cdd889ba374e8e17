// How a browser performs the business profile chart's events, for the generated journeys: newpartner@ opens
// the account page's form (`form_open`), empties it (the paths start from an empty profile) and fills it
// field by field; saving goes to the sandbox for real (PATCH /accounts), and a failure is a one-off 400 with
// the catalogue's code.
import type { Page } from 'playwright-core';
import type { BusinessProfileChange } from '@/machines/partner/business-profile-form';
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

async function change(page: Page, c: BusinessProfileChange): Promise<void> {
  if (c.field === 'publicAddress' || c.field === 'mailingAddress') {
    const group = form(page).getByRole('group', { name: GROUPS[c.field] });
    for (const [part, value] of Object.entries(c.value)) {
      const field = group.getByLabel(ADDRESS_LABELS[part] ?? part);
      if (part === 'state' || part === 'country') await field.selectOption(String(value));
      else await field.fill(String(value));
    }
    return;
  }
  const field = form(page).getByLabel(LABELS[c.field] ?? c.field);
  if (typeof c.value === 'boolean') await field.setChecked(c.value);
  else await field.fill(String(c.value));
}

/** The paths start from an empty profile (the mailing address the same as the public one). */
async function emptyForm(page: Page): Promise<void> {
  for (const field of Object.keys(LABELS).filter((f) => f !== 'mailingAddressSameAsPublic'))
    await change(page, { field, value: '' } as BusinessProfileChange);
  await change(page, {
    field: 'publicAddress',
    value: { streetAddress: '', city: '', postalCode: '', country: 'US', state: '' },
  });
  await change(page, { field: 'mailingAddressSameAsPublic', value: true });
}

export const partnerProfileDriver: JourneyDriver = {
  async start(page, baseUrl) {
    await openAs(page, baseUrl, 'newpartner@example.com', FORM_URL);
    await form(page).waitFor();
    await emptyForm(page);
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
      case 'field.change': {
        const { type: _type, ...c } = event;
        return change(page, c as unknown as BusinessProfileChange);
      }
      case 'profile.submit':
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
