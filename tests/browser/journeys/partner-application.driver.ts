// How a browser performs the programs application's events, for the generated journeys: a visitor fills
// /programs/apply with a submit's values, field by field, and sends it to the sandbox for real. Which auth0_status comes back is
// arranged by what is sent (the sandbox decides it): a user name with a login (partner@example.com), a
// new one, or no Savings Club at all; a failure is a one-off 400 with the catalogue's code.
import type { Page, Request } from 'playwright-core';
import { PROGRAMS, type PartnerApplicationValues } from '@/machines/partner/application-form';
import type { ApplicationResult } from '@/machines/partner-application.machine';
import type { JourneyDriver, JourneyStep } from './journey-plan';

const APPLY_URL = '/programs/apply';
const ENDPOINT = '**/api/programs/application';

const LABELS: Record<string, string> = {
  savingsClub: 'Savings Club',
  seaCare: 'Sea Care',
  membershipKits: 'Membership Kits',
  businessName: 'Business Name',
  description: 'Business Description',
  phone: 'Business Phone',
  publicEmail: 'Public E-mail',
  websiteUrl: 'Website URL',
  multipleLocation: 'This business has more than one location',
  mailingAddressSameAsPublic: 'Mailing address is the same as the public address',
  firstName: 'First Name',
  lastName: 'Last Name',
  contactEmail: 'Contact E-mail',
  contactPhone: 'Contact Phone',
  userName: 'User Name (E-mail)',
  termsAgreement: 'I agree to the Savings Club terms',
};
const ADDRESS_LABELS: Record<string, string> = {
  streetAddress: 'Street Address',
  city: 'City',
  state: 'State',
  postalCode: 'Postal Code',
  country: 'Country',
};
const DESTINATION: Record<ApplicationResult['auth0_status'], string> = {
  AUTH0_ACCOUNT_FOUND: 'Application Submitted!',
  AUTH0_ACCOUNT_NOT_FOUND: 'Create Your Programs Login',
  NO_AUTH0_CHECK_PERFORMED: 'Thank you for applying!',
};

const form = (page: Page) => page.getByRole('form', { name: 'Programs Participant Application' });

/** The body the sandbox needs to answer with this status (the form always applies with Savings Club). */
function bodyFor(request: Request, status: ApplicationResult['auth0_status']): string {
  const body = request.postDataJSON() as Record<string, unknown>;
  if (status === 'AUTH0_ACCOUNT_FOUND') body.auth0_email = 'partner@example.com';
  if (status === 'AUTH0_ACCOUNT_NOT_FOUND') body.auth0_email = `applicant+${crypto.randomUUID()}@example.com`;
  if (status === 'NO_AUTH0_CHECK_PERFORMED') {
    body.savingsClub = false;
    body.seaCare = true;
    delete body.auth0_email;
  }
  return JSON.stringify(body);
}

async function fillAddress(
  page: Page,
  field: 'publicAddress' | 'mailingAddress',
  values: PartnerApplicationValues,
) {
  const group = form(page).getByRole('group', {
    name: field === 'publicAddress' ? 'Public Address' : 'Mailing Address',
  });
  const address = values[field];
  // The country first: a new country clears the state.
  for (const part of ['country', 'streetAddress', 'city', 'state', 'postalCode'] as const) {
    const input = group.getByLabel(ADDRESS_LABELS[part] ?? part, { exact: false }).first();
    if (part === 'state' || part === 'country') await input.selectOption(address[part]);
    else await input.fill(address[part]);
  }
}

/** Types the submit's values into the form: the choices first, as they decide which fields are shown. */
async function fill(page: Page, values: PartnerApplicationValues) {
  const box = (name: keyof PartnerApplicationValues) =>
    form(page)
      .getByLabel(LABELS[name] ?? name)
      .first();
  for (const { field } of PROGRAMS) await box(field).setChecked(values[field]);
  for (const name of ['businessName', 'description', 'phone', 'publicEmail', 'websiteUrl'] as const)
    await box(name).fill(values[name]);
  await box('multipleLocation').setChecked(values.multipleLocation);
  await fillAddress(page, 'publicAddress', values);
  await box('mailingAddressSameAsPublic').setChecked(values.mailingAddressSameAsPublic);
  if (!values.mailingAddressSameAsPublic) await fillAddress(page, 'mailingAddress', values);
  for (const name of ['firstName', 'lastName', 'contactEmail', 'contactPhone'] as const)
    await box(name).fill(values[name]);
  if (values.savingsClub) await box('userName').fill(values.userName);
  await box('termsAgreement').setChecked(values.termsAgreement);
}

export const partnerApplicationDriver: JourneyDriver = {
  faultCalls: { submitApplication: ENDPOINT },

  async start(page, baseUrl) {
    await page.goto(`${baseUrl}${APPLY_URL}`);
    await form(page).waitFor();
  },

  async arrange(page, upcoming: JourneyStep[]) {
    const answer = upcoming.find((s) => s.event.type.includes('.actor.submitApplication'));
    if (!answer) return;
    if (answer.event.type.startsWith('xstate.error.')) {
      const body = { message: 'Simulated failure', codes: ['VALIDATION_FAILED'] };
      await page.route(ENDPOINT, (route) => route.fulfill({ status: 400, json: body }), { times: 1 });
      return;
    }
    const status = (answer.event as unknown as { output: ApplicationResult }).output.auth0_status;
    await page.route(ENDPOINT, (route) => route.continue({ postData: bodyFor(route.request(), status) }), {
      times: 1,
    });
  },

  async perform(page, step) {
    const event = step.event as { type: string } & Record<string, unknown>;
    switch (event.type) {
      case 'application.submit':
        await fill(page, event.values as PartnerApplicationValues);
        return form(page).getByRole('button', { name: 'Submit Application' }).click();
      case 'xstate.done.actor.submitApplication': {
        const status = (event.output as ApplicationResult).auth0_status;
        return page.getByRole('heading', { name: DESTINATION[status], exact: true }).waitFor();
      }
      case 'xstate.error.actor.submitApplication':
        return form(page).getByRole('alert').first().waitFor();
      default:
        throw new Error(`The partner-application driver cannot perform '${event.type}'`);
    }
  },

  async finished(page) {
    await page.waitForURL((url) => url.pathname !== APPLY_URL);
  },
};
