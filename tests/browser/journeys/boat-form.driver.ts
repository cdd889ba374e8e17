// How a browser performs the boat-form chart's events, for the generated journeys, as lake@example.com
// (Lake Card, the boat 'Loon' at Lake George NY), so the Lake Card dialog shows for a Florida home port.
// Its saves add and rewrite lake@'s boats, so the journeys run on a portal of their own (isolatedPortal),
// whatever portal the suite was given. A journey that edits a boat of the other-boat form first adds one
// through the API. Saves go to the sandbox for real; a failed save is arranged with a one-off route
// answer. The home-port wizard is walked in the page (address search, first suggestion, 'Continue').
import type { Page } from 'playwright-core';
import { BOAT_FORM_MESSAGES } from '@/machines/boat-form.machine';
import type { HomePort } from '@/machines/home-port.machine';
import { BOAT_OWNERSHIP, type BoatFields } from '@/machines/purchase/boat-form';
import { GOLD_OFFER_HEADING } from '@/screens/upgrades/upgrade-headings';
import { isolatedPortal } from '../../support/isolated-portal';
import { signInAtIdp } from '../../support/sign-in-as';
import { addBoatAsMember } from './boat-seeding';
import type { JourneyDriver, JourneyPlan, JourneyStep } from './journey-plan';

const portal = await isolatedPortal();
const MEMBERSHIP = 'mem-lake';
const BOATS_URL = `/members/memberships/${MEMBERSHIP}/boats`;
const UPGRADE_URL = `/members/memberships/${MEMBERSHIP}/upgrades/membership`;
const CLUB = 'Journey Club Boat';

const isOtherBoatEdit = (step: JourneyStep) =>
  step.event.type === 'boat.edit' &&
  (step.event.boat as { ownership?: string } | undefined)?.ownership === 'other';

const card = (page: Page, title: string) =>
  page.locator('section.card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function fill(page: Page, boat: BoatFields) {
  if (boat.ownership === 'other') {
    await page.getByLabel(/^Reason/).selectOption(boat.noBoatReason);
    if (boat.noBoatReason === '') await page.getByLabel(/^Reason/).blur();
    if (boat.boatClubName) await page.getByLabel(/Boat Club Name/).fill(boat.boatClubName);
    return;
  }
  await page.getByLabel(/^Boat Name/).fill(boat.boatName);
  await page.getByLabel(/^Year/).fill(boat.year);
  await page.getByLabel(/^Length/).fill(boat.length);
  await page.getByLabel(/^Boat Make/).fill(boat.boatMake);
  const details = page.locator('details.purchase-boat-details');
  if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open)))
    await details.locator('summary').click();
  await page.getByLabel('Boat Color').fill(boat.boatColor);
  await page.getByLabel('Hull Type').selectOption(boat.hullType);
  await page.getByLabel('Engine Type').selectOption(boat.engineType);
}

/** The wizard's home port: a Florida one (Key West) when the plan's has that state, else Sag Harbor NY. */
async function setHomePort(page: Page, planned: HomePort) {
  await page.getByRole('radio', { name: 'Marina', exact: true }).check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('combobox').fill(planned.state === 'FL' ? 'Key West' : 'Sag Harbor');
  await page.getByRole('option').first().click();
  await page.getByLabel('Chosen place').waitFor();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const name = page.getByRole('textbox', { name: /Home Port Name/ });
  if ((await name.inputValue()) === '') await name.fill('Sag Harbor Yacht Yard');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

export const boatFormDriver: JourneyDriver = {
  async start(page, _baseUrl, plan: JourneyPlan) {
    const { baseUrl } = portal;
    await page.goto(`${baseUrl}${BOATS_URL}`);
    await signInAtIdp(page, 'lake@example.com');
    await page.waitForURL(`${baseUrl}${BOATS_URL}`);
    if (plan.steps.some(isOtherBoatEdit)) {
      await addBoatAsMember(page, MEMBERSHIP, {
        name__c: CLUB,
        no_boat_reason__c: 'Boat Club Member',
        name_of_boat_club__c: 'Freedom Boat Club',
      });
      await page.reload();
    }
  },

  async arrange(page, upcoming: JourneyStep[]) {
    if (upcoming.some((s) => s.event.type === 'xstate.error.actor.saveBoat')) {
      const body = { message: 'Simulated failure', codes: ['UNKNOWN_ERROR'] };
      await page.route('**/api/boats', (route) => route.fulfill({ status: 400, json: body }), { times: 1 });
    }
  },

  async perform(page, step) {
    const event = step.event;
    switch (event.type) {
      case 'boat.add':
        return page.getByRole('button', { name: 'Add a New Boat' }).first().click();
      case 'boat.addOther':
        return page.getByRole('button', { name: 'Add Other' }).first().click();
      case 'boat.edit': {
        if (!isOtherBoatEdit(step))
          return card(page, 'Primary Boat').getByRole('button', { name: 'Edit Boat' }).click();
        const row = page
          .getByRole('listitem')
          .filter({ has: page.getByRole('button', { name: CLUB }) })
          .last();
        await row.getByRole('button', { name: CLUB }).click();
        return row.getByRole('button', { name: 'Edit Boat' }).click();
      }
      case 'boat.ownership':
        return page
          .getByRole('radio', { name: BOAT_OWNERSHIP[event.value as keyof typeof BOAT_OWNERSHIP] })
          .check();
      case 'boat.homePort':
        return page.getByRole('button', { name: /^(Set|Change) Home Port$/ }).click();
      case 'homePort.leave':
        return page.getByRole('button', { name: 'Back to the boat form' }).click();
      case 'xstate.done.actor.homePort':
        return setHomePort(page, event.output as HomePort);
      case 'boat.submit':
        await fill(page, event.boat as BoatFields);
        return page.getByRole('button', { name: 'Save Boat' }).click();
      case 'lakeCard.upgrade':
        return page.getByRole('button', { name: 'Upgrade and Continue' }).click();
      case 'lakeCard.changeHomePort':
        return page.getByRole('alertdialog').getByRole('button', { name: 'Change Home Port' }).click();
      case 'form.cancel':
        return page.getByRole('button', { name: 'Cancel', exact: true }).click();
      case 'xstate.done.actor.saveBoat':
        return page.getByText(BOAT_FORM_MESSAGES.saved).first().waitFor();
      case 'xstate.error.actor.saveBoat':
        return page.getByRole('alert').first().waitFor();
      default:
        throw new Error(`The boat-form driver cannot perform '${event.type}'`);
    }
  },

  // The one way the chart ends: 'Upgrade and Continue' opens this membership's Lake-to-Gold upgrade.
  async finished(page) {
    await page.waitForURL((url) => url.pathname === UPGRADE_URL);
    await page.getByRole('heading', { name: GOLD_OFFER_HEADING }).waitFor();
  },

  unreachable(plan) {
    return plan.steps.some((s) => s.event.type === 'xstate.error.actor.homePort')
      ? 'The home-port wizard never fails as a whole: its own failures keep the member on its step.'
      : null;
  },
};
