// How a browser performs the picker chart's events, for the generated journeys, on the Lake-to-Gold picker
// (`/members/select-your-membership/upgrades/membership`, the path tests' workflow). The plan's load
// answer says who opens it: gold@ (no Lake Card: the dialog), lake@ (one: straight on to its upgrade).
// Two Lake Cards belong to no persona: fleet@'s own answer is given its one Lake Card twice, as the plan's
// memberships; a failure is a one-off 400 (decision 037). An answer of one applicable membership waits until
// the picker's first screen was checked (it leaves the picker at once); the others stay on the picker, so a
// fault armed before the start (decision 113) catches the load at once. Nothing is written: the shared portal.
import type { Page, Route } from 'playwright-core';
import { signInAtIdp } from '../../support/sign-in-as';
import { pickerPersona } from './journey-personas';
import type { JourneyDriver, JourneyPlan, JourneyStep } from './journey-plan';

const PICKER_URL = '/members/select-your-membership/upgrades/membership';
const DASHBOARD = '**/api/dashboard/*';

interface PlanMembership {
  sfid: string;
  membershipType: string;
  membershipNumber: string;
}

const loadAnswerOf = (plan: JourneyPlan | null) =>
  plan?.steps.find((s) => s.event.type === 'xstate.done.actor.loadMemberships')?.event.output as
    PlanMembership[] | undefined;

const lakeCardsOf = (plan: JourneyPlan | null) =>
  (loadAnswerOf(plan) ?? []).filter((m) => m.membershipType === 'Lake Card').length;

/** fleet@'s dashboard answered with its Lake Card once per membership of the plan. */
async function answerWithPlanMemberships(route: Route, memberships: PlanMembership[]) {
  const response = await route.fetch();
  const body = (await response.json()) as { memberships: Array<Record<string, unknown>> };
  const lake = body.memberships.find((m) => m.membership_type__c === 'Lake Card');
  body.memberships = memberships.map((m) => ({
    ...lake,
    sfid: m.sfid,
    membership_number__c: m.membershipNumber,
  }));
  await route.fulfill({ response, json: body });
}

let plan: JourneyPlan | null = null;
/** The load answers `arrange` has routed already (a fault case arranges its first before the start). */
let arranged = new WeakSet<JourneyStep>();
/** Lets the first load answer through once the picker's first screen was checked. */
let release: () => void = () => undefined;

/** The next load of the memberships answers as the plan's step says (after `hold`, if given). */
async function answerLoad(page: Page, step: JourneyStep | undefined, hold: Promise<void> | null) {
  const fails = step?.event.type === 'xstate.error.actor.loadMemberships';
  const memberships = (step?.event.output ?? null) as PlanMembership[] | null;
  // One answer at a time: one a fault caught the load before is not left to answer a later one.
  await page.unroute(DASHBOARD);
  await page.route(
    DASHBOARD,
    async (route) => {
      await hold;
      if (fails)
        await route.fulfill({
          status: 400,
          json: { message: 'Simulated failure', codes: ['UNKNOWN_ERROR'] },
        });
      else if (memberships && pickerPersona(plan) === 'fleet@example.com')
        // The picker shows the screen the plan checks while this load is still fetched: a test may end
        // (its context closed) before the sandbox answered, and then the answer is for no one.
        await answerWithPlanMemberships(route, memberships).catch((error: unknown) => {
          if (!/disposed|closed/.test(String(error))) throw error;
        });
      else await route.fallback();
    },
    { times: 1 },
  );
}

export const membershipPickerDriver: JourneyDriver = {
  faultCalls: { loadMemberships: DASHBOARD },

  async start(page, baseUrl, journey) {
    plan = journey;
    // No other call of the sign-in or the picker's page reads the dashboard: the first is the picker's.
    const leavesAtOnce =
      journey.steps[1]?.event.type.startsWith('xstate.done.') && lakeCardsOf(journey) === 1;
    // Routed once: a second route, made after a fault case armed its fault, would answer the load before
    // the fault could (fleet@'s answer fetches from the sandbox, past the fault).
    const load = journey.steps[1];
    if (!load || !arranged.has(load))
      await answerLoad(page, load, leavesAtOnce ? new Promise<void>((r) => (release = r)) : null);
    arranged = new WeakSet();
    await page.goto(`${baseUrl}/login?return_to=${encodeURIComponent(PICKER_URL)}`);
    await signInAtIdp(page, pickerPersona(journey));
  },

  async arrange(page, upcoming) {
    for (const step of upcoming)
      if (/^xstate\.(done|error)\.actor\.loadMemberships$/.test(step.event.type)) {
        await answerLoad(page, step, null);
        arranged.add(step);
      }
  },

  async perform(page, step) {
    const event = step.event;
    switch (event.type) {
      case 'picker.retry':
        return page.getByRole('button', { name: 'Try Again' }).click();
      case 'picker.backToMemberCenter':
        return page.getByRole('button', { name: 'Back to Member Center' }).click();
      case 'picker.choose': {
        const chosen = (loadAnswerOf(plan) ?? []).find((m) => m.sfid === event.sfid);
        return page
          .getByRole('button', { name: new RegExp(`Membership #${chosen?.membershipNumber ?? event.sfid}`) })
          .click();
      }
      default:
        // The load's answer: the sandbox's (or the one arranged above); the next screen is checked.
        if (event.type.startsWith('xstate.')) return release();
        throw new Error(`The picker driver cannot perform '${event.type}'`);
    }
  },

  async finished(page) {
    await page.waitForURL((url) => url.pathname !== PICKER_URL && !url.pathname.startsWith('/login'));
  },
};
