// How a browser performs the renewal chart's events, for the generated journeys: the shared steps as
// application-steps.driver.ts performs them. The plan's start answer says who renews (lake@ a Lake Card with
// a boat, trial@ still on Trial, noboat@ without a boat), always from the membership (`reset_cart=true`),
// and the membership is answered as the plan has it (asPlanned).
// Renewals pay and rewrite the persona's contact and boat, so the journeys run on a portal of their own
// (isolatedPortal), whatever portal the suite was given.
import type { Page, Route } from 'playwright-core';
import { isolatedPortal } from '../../support/isolated-portal';
import { signInAtIdp } from '../../support/sign-in-as';
import { actorOf, applicationDriver } from './application-steps.driver';
import { renewalPersona } from './journey-personas';
import type { JourneyPlan } from './journey-plan';

const portal = await isolatedPortal();

interface Opening {
  persona: string;
  sfid: string;
  /** The membership as the plan's start answer has it. */
  currentType: string;
  hasBoats: boolean;
  /** A renewal promotion on the membership that no longer applies (INACTIVE_PROMO at the start). */
  oldPromotion: boolean;
  fails: boolean;
}

/** Who the plan's start answer says is renewing. */
function openingOf(plan: JourneyPlan): Opening {
  const starts = plan.steps.filter((s) => actorOf(s.event.type) === 'startRenewal');
  const fails = starts[0]?.event.type.startsWith('xstate.error.') ?? false;
  const start = starts.find((s) => s.event.type.startsWith('xstate.done.'));
  const lake: Opening = {
    persona: 'lake@example.com',
    sfid: 'mem-lake',
    currentType: 'Lake Card',
    hasBoats: true,
    oldPromotion: false,
    fails,
  };
  if (!start) return lake;
  const output = start.event.output as {
    facts: { currentType: string; hasBoats: boolean };
    codeErrors: string[];
  };
  const { currentType, hasBoats } = output.facts;
  const planned = {
    ...lake,
    currentType,
    hasBoats,
    oldPromotion: output.codeErrors.includes('INACTIVE_PROMO'),
  };
  const { login, sfid } = renewalPersona(plan);
  return { ...planned, persona: login, sfid };
}

/**
 * The persona's membership on the dashboard's answer as the plan starts it: earlier journeys of this file
 * renewed it (trial@ to a Lake Card, lake@ to a Gold Card) or gave it a boat; a renewal promotion that
 * ended yesterday is put on it where the plan has one.
 */
async function answerAsPlanned(route: Route, opening: Opening) {
  const response = await route.fetch();
  const body = (await response.json()) as { memberships: Array<Record<string, unknown>> };
  for (const m of body.memberships.filter((x) => x.sfid === opening.sfid)) {
    m.membership_type__c = opening.currentType;
    if (!opening.hasBoats) m.boats = [];
    if (opening.oldPromotion) m.renewal_promotion_code__c = 'OLDPROMO';
  }
  await route.fulfill({ response, json: body });
}

async function asPlanned(page: Page, opening: Opening) {
  // A call still under way when the journey ends (its page closed) is let go; any other failure shows as
  // the next screen's check.
  await page.route('**/api/dashboard/*', (route) => answerAsPlanned(route, opening).catch(() => undefined));
}

let persona = '';

export const renewalDriver = applicationDriver({
  async open(page, _sharedPortal, plan, fail) {
    const opening = openingOf(plan);
    persona = opening.persona;
    await asPlanned(page, opening);
    if (opening.fails) await fail('startRenewal', null);
    const renewal = `/members/memberships/${opening.sfid}/renew`;
    await page.goto(`${portal.baseUrl}/login?return_to=${encodeURIComponent(`${renewal}?reset_cart=true`)}`);
    await signInAtIdp(page, opening.persona);
    await page.waitForURL((url) => url.pathname.startsWith(renewal));
  },
  failingCalls: { startRenewal: '**/api/products', saveSelection: '**/api/utility/baseaccount/' },
  answeringCalls: { saveSelection: /\/api\/utility\/baseaccount\/$/ },
  // A member renews with the e-mail on file (it is also the login's).
  emailFor: () => persona,
  codeToRemove: 'TAKE10',
  async perform(page, event) {
    switch (event.type) {
      case 'renewal.upgradeToGold':
        await page.getByRole('checkbox', { name: /^Upgrade to Gold Card/ }).setChecked(Boolean(event.value));
        return true;
      case 'renewal.done':
        await page.getByRole('button', { name: 'Return to Member Center' }).click();
        return true;
      case 'terms.edit': {
        // Before the terms were reached there is no step card to edit: the member asks for the terms' URL.
        const edit = page.getByRole('button', { name: 'Edit Terms & Conditions' });
        if ((await edit.count()) > 0) await edit.click();
        else await page.goto(new URL('terms_and_conditions', page.url().replace(/[^/]*$/, '')).href);
        return true;
      }
      default:
        return false;
    }
  },
  async finished(page) {
    await page.waitForURL((url) => url.pathname === '/members');
  },
});
