// How a browser performs the home-port chart's events, for the generated journeys: the wizard as the boats
// page runs it, from gold's 'Add a New Boat' form ('Set Home Port'). Service answers come from the running
// sandbox; a failure or an answer the sandbox never gives (open water, no city) is arranged with a one-off
// route answer, so every transition of the chart is walked.
import type { Page } from 'playwright-core';
import { dragHomePortPin } from '../../support/home-port-pin';
import type { JourneyDriver, JourneyStep } from './journey-plan';

const PASSWORD = 'Sandbox!2026';
const FORM_URL = '/members/memberships/mem-gold/boats/new';
const FLOW_URL = '/members/memberships/mem-gold/boats/home_port_type';

/** The API path each invoke of the chart calls. */
const ENDPOINTS: Record<string, string> = {
  searchPlaces: '**/api/google_places?*',
  placeDetails: '**/api/googleplacesdetails/*',
  reverseGeocode: '**/api/geocoding?*',
  lookupOperator: '**/api/utility/latlongaor',
};

const actorOf = (type: string) => /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(type)?.[1] ?? '';

async function signIn(page: Page, email: string) {
  await page.waitForURL(/\/api\/idp\/login/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function answerOnce(page: Page, actor: string, status: number, body: unknown) {
  const pattern = ENDPOINTS[actor];
  if (!pattern) throw new Error(`No endpoint known for actor '${actor}'`);
  await page.route(pattern, (route) => route.fulfill({ status, json: body }), { times: 1 });
}

export const homePortDriver: JourneyDriver = {
  faultCalls: ENDPOINTS,

  // The pin is dragged with the mouse; a keyboard user types the place instead (the search step).
  pointerOnly: ['pin.drag'],

  async start(page, baseUrl) {
    await page.goto(`${baseUrl}${FORM_URL}`);
    await signIn(page, 'gold@example.com');
    await page.waitForURL(`${baseUrl}${FORM_URL}`);
    await page.getByRole('button', { name: 'Set Home Port' }).click();
    await page.waitForURL(`${baseUrl}${FLOW_URL}`);
  },

  async arrange(page, upcoming: JourneyStep[]) {
    for (const step of upcoming) {
      const actor = actorOf(step.event.type);
      if (step.event.type.startsWith('xstate.error.actor.')) {
        await answerOnce(page, actor, 400, { message: 'Simulated failure', codes: ['VALIDATION_FAILED'] });
      } else if (actor === 'reverseGeocode') {
        const output = step.event.output as { city?: string; lat?: number; lng?: number } | undefined;
        if (output && !output.city) {
          // Open water: the sandbox always finds the nearest town, so this answer is arranged.
          await answerOnce(page, actor, 200, {
            results: [
              {
                place_id: 'open-water',
                formatted_address: 'Open water',
                name: '',
                types: ['natural_feature'],
                country: 'US',
                city: null,
                lat: output.lat ?? 0,
                lng: output.lng ?? 0,
              },
            ],
          });
        }
      }
    }
  },

  async perform(page, step) {
    const event = step.event;
    switch (event.type) {
      case 'type.pick':
        return page.getByRole('radio', { name: String(event.homePortType), exact: true }).check();
      case 'type.submit':
      case 'search.submit':
      case 'locate.submit':
        return page.getByRole('button', { name: 'Continue', exact: true }).click();
      case 'search.input': {
        // Typing the text the box already holds (a retry after a failed search) must search again.
        const box = page.getByRole('combobox');
        if ((await box.inputValue()) === String(event.text)) await box.fill('');
        return box.fill(String(event.text));
      }
      case 'place.choose':
        return page.getByRole('option').first().click();
      case 'pin.drag':
        return dragHomePortPin(page);
      case 'name.change':
        return page.getByRole('textbox', { name: /Home Port Name/ }).fill(String(event.name));
      case 'step.back':
        return page.getByRole('button', { name: 'Back', exact: true }).click();
      case 'type.edit':
        return page.getByRole('button', { name: 'Edit Home Port Type' }).click();
      case 'address.edit':
        return page.getByRole('button', { name: 'Edit Address' }).click();
      case 'xstate.done.actor.searchPlaces':
        return page.getByRole('option').first().waitFor();
      case 'xstate.done.actor.placeDetails':
        return page.getByLabel('Chosen place').waitFor();
      case 'xstate.done.actor.reverseGeocode':
        return page.getByText('Finding the address…').waitFor({ state: 'detached' });
      case 'xstate.done.actor.lookupOperator':
        return;
      default:
        if (event.type.startsWith('xstate.error.actor.')) return page.getByRole('alert').first().waitFor();
        if (event.type.startsWith('xstate.after.')) return;
        throw new Error(`The home-port driver cannot perform '${event.type}'`);
    }
  },

  async finished(page) {
    // Back on the boat form with the wizard's home port merged in.
    await page.waitForURL((url) => url.pathname.endsWith('/boats/new'));
    await page.getByRole('button', { name: 'Change Home Port' }).waitFor();
    const facts = await page.locator('.purchase-home-port__facts').innerText();
    if (!/Name\s+\S/.test(facts) || !/Local operator\s+\S/.test(facts))
      throw new Error(`The wizard finished without its data: ${facts}`);
  },
};
