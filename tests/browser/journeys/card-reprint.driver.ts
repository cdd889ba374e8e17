// How a browser performs the card-reprint chart's events, for the generated journeys, as gold@example.com
// (Gold Card, 200 days to expiry). Requests go to the sandbox for real; failures are arranged with
// one-off route answers (400s, which the page handles itself).
import type { Page } from 'playwright-core';
import { signInAtIdp } from '../../support/sign-in-as';
import type { JourneyDriver, JourneyStep } from './journey-plan';

const CARD_URL = '/members/memberships/mem-gold/membership_card';

const ENDPOINTS: Record<string, string> = {
  requestReprint: '**/api/utility/reprint',
  refreshOrderStatus: '**/api/utility/fulfillment/*',
};

const actorOf = (type: string) => /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(type)?.[1] ?? '';
const form = (page: Page) => page.getByRole('form', { name: 'Request a new card in the mail' });

async function failOnce(page: Page, actor: string) {
  const pattern = ENDPOINTS[actor];
  if (!pattern) throw new Error(`No endpoint known for actor '${actor}'`);
  const body = { message: 'Simulated failure', codes: ['MEMBER_EXPIRING_TOO_SOON'] };
  await page.route(pattern, (route) => route.fulfill({ status: 400, json: body }), { times: 1 });
}

export const cardReprintDriver: JourneyDriver = {
  faultCalls: ENDPOINTS,

  async start(page, baseUrl) {
    await page.goto(`${baseUrl}${CARD_URL}`);
    await signInAtIdp(page, 'gold@example.com');
    await page.waitForURL(`${baseUrl}${CARD_URL}`);
    // The order status has loaded, so a later refetch is the chart's.
    await page
      .getByText('Renewing Membership Card Package')
      .or(page.getByText('Replacement Card Package'))
      .first()
      .waitFor();
  },

  async arrange(page, upcoming: JourneyStep[]) {
    for (const step of upcoming)
      if (step.event.type.startsWith('xstate.error.actor.')) await failOnce(page, actorOf(step.event.type));
  },

  async perform(page, step) {
    const event = step.event;
    switch (event.type) {
      case 'reason.change':
        return void (await form(page)
          .getByLabel(/Reason for a new card/)
          .selectOption(String(event.reason)));
      case 'reprint.submit':
        return form(page).getByRole('button', { name: 'Request New Card' }).click();
      case 'xstate.done.actor.requestReprint':
      case 'xstate.done.actor.refreshOrderStatus':
      case 'xstate.error.actor.refreshOrderStatus':
        return page.getByText('Your new card request was successful').first().waitFor();
      case 'xstate.error.actor.requestReprint':
        return form(page).getByRole('alert').waitFor();
      default:
        throw new Error(`The card-reprint driver cannot perform '${event.type}'`);
    }
  },

  async finished() {
    throw new Error('The card-reprint chart has no final state: the form stays on the card page.');
  },
};
