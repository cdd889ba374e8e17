// How a browser performs the boat-removal chart's events, for the generated journeys, as gold@example.com
// (Gold Card, several boats). Each journey first adds a boat of its own through the API, so the primary
// boat always has another Active boat to hand over to and there is always an additional boat to remove.
// Calls go to the sandbox for real; failures are arranged with one-off route answers.
import type { Page } from 'playwright-core';
import { BOAT_REMOVAL_MESSAGES } from '@/machines/boat-removal.machine';
import { signInAtIdp } from '../../support/sign-in-as';
import { addBoatAsMember } from './boat-seeding';
import type { JourneyDriver, JourneyStep } from './journey-plan';

const MEMBERSHIP = 'mem-gold';
const BOATS_URL = `/members/memberships/${MEMBERSHIP}/boats`;
const SPARE = 'Journey Spare';

const ENDPOINTS: Record<string, string> = {
  removeBoat: '**/api/boats',
  switchPrimaryBoat: '**/api/boats/deleteoldsetnew/',
  refreshBoats: '**/api/dashboard/*',
};

const actorOf = (type: string) => /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(type)?.[1] ?? '';
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Remove Boat' });
const card = (page: Page, title: string) =>
  page.locator('section.card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function failOnce(page: Page, actor: string) {
  const pattern = ENDPOINTS[actor];
  if (!pattern) throw new Error(`No endpoint known for actor '${actor}'`);
  const body = { message: 'Simulated failure', codes: ['UNKNOWN_ERROR'] };
  await page.route(pattern, (route) => route.fulfill({ status: 400, json: body }), { times: 1 });
}

export const boatRemovalDriver: JourneyDriver = {
  async start(page, baseUrl) {
    await page.goto(`${baseUrl}${BOATS_URL}`);
    await signInAtIdp(page, 'gold@example.com');
    await page.waitForURL(`${baseUrl}${BOATS_URL}`);
    // Earlier journeys left spares of the same name: wait for this one's row, or a click aimed at the last
    // row could land on the one before it while the list is still growing
    const spares = page.getByRole('button', { name: SPARE });
    await page.getByRole('heading', { name: 'Primary Boat', exact: true }).waitFor();
    const before = await spares.count();
    await addBoatAsMember(page, MEMBERSHIP, { name__c: SPARE, year__c: '2021', boat_make__c: 'Whaler' });
    await page.reload();
    await spares.nth(before).waitFor();
  },

  async arrange(page, upcoming: JourneyStep[]) {
    for (const step of upcoming)
      if (step.event.type.startsWith('xstate.error.actor.')) await failOnce(page, actorOf(step.event.type));
  },

  async perform(page, step) {
    const event = step.event;
    switch (event.type) {
      case 'removal.open': {
        const primary = (event.boat as { primary?: boolean }).primary === true;
        if (primary) return card(page, 'Primary Boat').getByRole('button', { name: 'Remove Boat' }).click();
        const row = page
          .getByRole('listitem')
          .filter({ has: page.getByRole('button', { name: SPARE }) })
          .last();
        const toggle = row.getByRole('button', { name: SPARE });
        // the row may already be open (a retry comes back to it as it was left)
        if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
        return row.getByRole('button', { name: 'Remove Boat' }).click();
      }
      case 'removal.reason':
        return void (await dialog(page)
          .getByLabel(/Reason for removal/)
          .selectOption(String(event.reason)));
      case 'removal.newPrimary': {
        const select = dialog(page).getByLabel(/New primary boat/);
        const first = (await select.locator('option').nth(1).textContent()) ?? '';
        return void (await select.selectOption({ label: first }));
      }
      case 'removal.submit':
        return dialog(page).getByRole('button', { name: 'Remove Boat' }).click();
      case 'removal.cancel':
        return dialog(page).getByRole('button', { name: 'Cancel' }).click();
      case 'xstate.done.actor.removeBoat':
      case 'xstate.done.actor.switchPrimaryBoat':
        return page.getByText(BOAT_REMOVAL_MESSAGES.removed).first().waitFor();
      case 'xstate.done.actor.refreshBoats':
      case 'xstate.error.actor.refreshBoats':
        return dialog(page).waitFor({ state: 'detached' });
      case 'xstate.error.actor.removeBoat':
      case 'xstate.error.actor.switchPrimaryBoat':
        return dialog(page).getByRole('alert').waitFor();
      default:
        throw new Error(`The boat-removal driver cannot perform '${event.type}'`);
    }
  },

  async finished() {
    throw new Error('The boat-removal chart has no final state: the dialog closes onto the list.');
  },
};
