// How a browser performs the home-port chart's events, for the generated journeys: the wizard as the boats
// page runs it, from gold's 'Add a New Boat' form ('Set Home Port'). Service answers come from the running
// sandbox; a failure or an answer the sandbox never gives (open water, no city) is arranged with a one-off
// route answer, so every transition of the chart is walked. An answer the plan gives after a later step (the
// name changed while the address is looked up) holds its call until that step is performed.
import type { Page, Route } from 'playwright-core';
import { dragHomePortPin } from '../../support/home-port-pin';
import { isServiceEvent, type JourneyDriver, type JourneyPlan, type JourneyStep } from './journey-plan';

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

/** A failure the catalogue does not name, as the plans' error answers are arranged. */
const SIMULATED_FAILURE = { message: 'Simulated failure', codes: ['VALIDATION_FAILED'] };

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

/** Fails the call, or lets it through to the sandbox, as the plan's answer `step` says. */
async function answerAsPlanned(route: Route, step: JourneyStep) {
  if (step.event.type.startsWith('xstate.error.actor.'))
    return route.fulfill({
      status: 400,
      json: SIMULATED_FAILURE,
    });
  return route.fallback();
}

let plan: JourneyPlan | null = null;
/** The answer held for a step performed while its call is in flight, and what lets it through. */
let held: { answer: JourneyStep; release: () => void } | null = null;

/**
 * Before `step` makes its call: when the plan performs another step while the call is in flight and only
 * then gives its answer, the call waits for that step (else it would be answered before the step).
 */
async function holdAnswerPast(page: Page, step: JourneyStep) {
  const steps = plan?.steps ?? [];
  const i = steps.indexOf(step);
  const during = steps[i + 1];
  const answer = steps[i + 2];
  if (i < 0 || !during || isServiceEvent(during) || !answer || !isServiceEvent(answer)) return;
  const pattern = ENDPOINTS[actorOf(answer.event.type)];
  if (!pattern) return;
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  held = { answer, release };
  await page.route(
    pattern,
    async (route) => {
      await released;
      await answerAsPlanned(route, answer);
    },
    { times: 1 },
  );
}

export const homePortDriver: JourneyDriver = {
  faultCalls: ENDPOINTS,

  // The pin is dragged with the mouse; a keyboard user types the place instead (the search step).
  pointerOnly: ['pin.drag'],

  async start(page, baseUrl, journey) {
    plan = journey;
    held = null;
    await page.goto(`${baseUrl}${FORM_URL}`);
    await signIn(page, 'gold@example.com');
    await page.waitForURL(`${baseUrl}${FORM_URL}`);
    await page.getByRole('button', { name: 'Set Home Port' }).click();
    await page.waitForURL(`${baseUrl}${FLOW_URL}`);
  },

  async arrange(page, upcoming: JourneyStep[]) {
    for (const step of upcoming) {
      const actor = actorOf(step.event.type);
      if (step === held?.answer) continue;
      if (step.event.type.startsWith('xstate.error.actor.')) {
        await answerOnce(page, actor, 400, SIMULATED_FAILURE);
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
        await holdAnswerPast(page, step);
        return dragHomePortPin(page);
      case 'name.change':
        await page.getByRole('textbox', { name: /Home Port Name/ }).fill(String(event.name));
        // A call held for this step (the address looked up meanwhile) gets its answer now.
        return held?.release();
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
