// How a browser performs the picker chart's events, for the generated journeys, on the Lake-to-Gold picker
// (`/members/select-your-membership/upgrades/membership`, the path tests' workflow). The plan's load
// answer says who opens it: gold@ (no Lake Card: the dialog), lake@ (one: straight on to its upgrade).
// Two Lake Cards belong to no persona: fleet@'s own answer is given its one Lake Card twice, as the plan's
// memberships; a failure is a one-off 400 (decision 037). Nothing is written: the shared portal is used.
import type { Page } from 'playwright-core';
import { signInAtIdp } from '../../support/sign-in-as';
import type { JourneyDriver, JourneyPlan } from './journey-plan';

const PICKER_URL = '/members/select-your-membership/upgrades/membership';
const DASHBOARD = '**/api/dashboard/*';

interface PlanMembership {
  sfid: string;
  membershipType: string;
  membershipNumber: string;
}

const loadAnswerOf = (plan: JourneyPlan) =>
  plan.steps.find((s) => s.event.type === 'xstate.done.actor.loadMemberships')?.event.output as
    PlanMembership[] | undefined;

/** The persona whose memberships are the plan's (by the applicable Lake Cards). */
function personaOf(plan: JourneyPlan): string {
  const lakeCards = (loadAnswerOf(plan) ?? []).filter((m) => m.membershipType === 'Lake Card').length;
  return lakeCards === 0 ? 'gold@example.com' : lakeCards === 1 ? 'lake@example.com' : 'fleet@example.com';
}

/** fleet@'s dashboard answered with its Lake Card once per membership of the plan. */
async function answerWithPlanMemberships(page: Page, memberships: PlanMembership[]) {
  await page.route(
    DASHBOARD,
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { memberships: Array<Record<string, unknown>> };
      const lake = body.memberships.find((m) => m.membership_type__c === 'Lake Card');
      body.memberships = memberships.map((m) => ({
        ...lake,
        sfid: m.sfid,
        membership_number__c: m.membershipNumber,
      }));
      await route.fulfill({ response, json: body });
    },
    { times: 1 },
  );
}

const failOnce = (page: Page) =>
  page.route(
    DASHBOARD,
    (route) =>
      route.fulfill({ status: 400, json: { message: 'Simulated failure', codes: ['UNKNOWN_ERROR'] } }),
    { times: 1 },
  );

let plan: JourneyPlan | null = null;

export const membershipPickerDriver: JourneyDriver = {
  async start(page, baseUrl, journey) {
    plan = journey;
    const persona = personaOf(journey);
    await page.goto(`${baseUrl}/login?return_to=${encodeURIComponent(PICKER_URL)}`);
    await signInAtIdp(page, persona);
    // The first answer is arranged once signed in (the sign-in pages read the dashboard too).
    if (journey.steps[1]?.event.type === 'xstate.error.actor.loadMemberships') await failOnce(page);
    else if (persona === 'fleet@example.com')
      await answerWithPlanMemberships(page, loadAnswerOf(journey) ?? []);
  },

  async arrange(page, upcoming) {
    for (const step of upcoming)
      if (step.event.type === 'xstate.error.actor.loadMemberships') await failOnce(page);
      else if (
        step.event.type === 'xstate.done.actor.loadMemberships' &&
        personaOf(plan!) === 'fleet@example.com'
      )
        await answerWithPlanMemberships(page, step.event.output as PlanMembership[]);
  },

  async perform(page, step) {
    const event = step.event;
    switch (event.type) {
      case 'picker.retry':
        return page.getByRole('button', { name: 'Try Again' }).click();
      case 'picker.backToMemberCenter':
        return page.getByRole('button', { name: 'Back to Member Center' }).click();
      case 'picker.choose': {
        const chosen = (loadAnswerOf(plan!) ?? []).find((m) => m.sfid === event.sfid);
        return page
          .getByRole('button', { name: new RegExp(`Membership #${chosen?.membershipNumber ?? event.sfid}`) })
          .click();
      }
      default:
        // The load's answer: the sandbox's (or the one arranged above); the next screen is checked.
        if (event.type.startsWith('xstate.')) return;
        throw new Error(`The picker driver cannot perform '${event.type}'`);
    }
  },

  async finished(page) {
    await page.waitForURL((url) => url.pathname !== PICKER_URL && !url.pathname.startsWith('/login'));
  },
};
