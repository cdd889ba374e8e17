// How a browser performs the login-creation chart's events, for the generated journeys: a fresh
// application is made over HTTP (so its account has no login yet, and its answer has the link token),
// then the link the application leads to is opened. Creating the login goes to the sandbox for real; a
// failure is a one-off answer with the event's codes.
import type { Page } from 'playwright-core';
import type { LoginValues } from '@/machines/partner/login-form';
import { REQUEST_TOKEN, REQUEST_TOKEN_HEADER } from '@/sandbox/http/request-token';
import type { JourneyDriver, JourneyStep } from './journey-plan';

const ENDPOINT = '**/api/savingsclub/createandlinkaccount';
const form = (page: Page) => page.getByRole('form', { name: 'Create Your Programs Login' });

async function applyOverHttp(
  page: Page,
  baseUrl: string,
  email: string,
): Promise<{ account_uuid: string; link_token: string }> {
  const address = {
    shippingstreet: '12 Wharf Road',
    shippingcity: 'Southold',
    shippingstate: 'NY',
    shippingpostalcode: '11971',
    shippingcountry: 'US',
  };
  const response = await page.request.post(`${baseUrl}/api/programs/application`, {
    headers: { [REQUEST_TOKEN_HEADER]: REQUEST_TOKEN },
    data: {
      account: {
        name: 'Harbor Light Marine',
        partner_description__c: 'Marine supplies and repairs.',
        phone: '(631) 555-0142',
        public_facing_email_address__c: 'hello@harborlight.example.com',
        ...address,
        mailingAddressSameAsPublic: true,
      },
      contact: { firstName: 'Dana', lastName: 'Keel', email, phone: '(631) 555-0143' },
      auth0_email: email,
      termsAgreement: true,
      savingsClub: true,
      seaCare: false,
      membershipKits: false,
    },
  });
  if (!response.ok())
    throw new Error(`The application failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { account_uuid: string; link_token: string };
}

/** The catalogue codes a chart's error event carries. */
const codesOf = (event: object): string[] =>
  ((event as { error?: { codes?: string[] } }).error?.codes ?? []).slice();

export const partnerLoginDriver: JourneyDriver = {
  faultCalls: { createLogin: ENDPOINT },

  async start(page, baseUrl) {
    const email = `applicant+${crypto.randomUUID()}@example.com`;
    const applied = await applyOverHttp(page, baseUrl, email);
    const query = new URLSearchParams({
      account_uuid: applied.account_uuid,
      status: 'AUTH0_ACCOUNT_NOT_FOUND',
      email,
      link_token: applied.link_token,
    });
    await page.goto(`${baseUrl}/programs/apply/create-account?${query.toString()}`);
    await form(page).waitFor();
  },

  async arrange(page, upcoming: JourneyStep[]) {
    const failure = upcoming.find((s) => s.event.type === 'xstate.error.actor.createLogin');
    if (!failure) return;
    const codes = codesOf(failure.event);
    const body = { message: 'Simulated failure', codes };
    const status = codes.includes('AUTH0_ACCOUNT_FOUND') ? 409 : 400;
    await page.route(ENDPOINT, (route) => route.fulfill({ status, json: body }), { times: 1 });
  },

  async perform(page, step) {
    const event = step.event as { type: string } & Record<string, unknown>;
    switch (event.type) {
      case 'login.submit': {
        const values = event.values as LoginValues;
        await form(page)
          .getByLabel(/^Password/)
          .fill(values.password);
        await form(page)
          .getByLabel(/^Confirm Password/)
          .fill(values.passwordConfirmation);
        return form(page).getByRole('button', { name: 'Create Login' }).click();
      }
      case 'xstate.done.actor.createLogin':
        return page.getByRole('heading', { name: 'Application Submitted!' }).waitFor();
      case 'xstate.error.actor.createLogin':
        // An existing login goes on to the login page (spec §4); any other failure is a flash (§7).
        if (codesOf(event).includes('AUTH0_ACCOUNT_FOUND'))
          return page.getByRole('heading', { name: 'Application Submitted!' }).waitFor();
        return page.locator('.flash-banner').getByRole('alert').first().waitFor();
      default:
        throw new Error(`The partner-login driver cannot perform '${event.type}'`);
    }
  },

  async finished(page) {
    await page.waitForURL((url) => url.pathname === '/programs/apply/login');
  },
};
