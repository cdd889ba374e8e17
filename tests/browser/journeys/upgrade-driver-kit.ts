// How a browser performs the upgrade charts' events, for their generated journeys (decision 182). Each
// chart's journeys run on a portal of their own (an upgrade changes a persona's membership) and every
// plan opens a membership that is what its start answer says (a Lake Card, one with the base level…):
// the kit keeps what each persona's membership is as the plans change them, and makes a missing kind the
// way a member would (buying the level through the trailer-care upgrade itself). Answers are the
// sandbox's own: the start waits at a gate until its step comes, a refused charge is a declined test card,
// a failed start is a one-off 400 of the price list.
import type { Page, Route } from 'playwright-core';
import { openAs } from '../../support/sign-in-as';
import type { JourneyDriver, JourneyPlan, JourneyStep } from './journey-plan';

export interface PoolMembership {
  sfid: string;
  email: string;
  /** What the membership is now, in the driver's words ('lake', 'base', 'none'…). */
  kind: string;
}

export interface UpgradeDriverOptions {
  which: 'membership' | 'trailer-care';
  /** The driver's own portal (`await isolatedPortal()` at the top of its module). */
  portal: { baseUrl: string };
  pool: PoolMembership[];
  /** The kind of membership a plan's start answer describes. */
  kindOfStart: (output: unknown) => string;
  /** What a membership of `kind` becomes when the plan's payment goes through. */
  kindAfter: (plan: JourneyPlan) => string;
  /** How a missing kind is made as a member would make it, from a membership of kind `from`. */
  makeKind?: {
    from: string;
    make: (page: Page, baseUrl: string, membership: PoolMembership, kind: string) => Promise<void>;
  };
}

const PRICE_LIST = '**/api/products';
const APPROVED = '4111111111111111';
const DECLINED = '4000000000000002';

export async function payWithCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card Number').fill(number);
  await page.getByLabel('Expiration Date (MM/YY)').fill('12/30');
  await page.getByLabel('Security Code').fill('123');
  await page.getByRole('button', { name: 'Confirm Upgrade' }).click();
}

/** Buys a trailer care level for a membership through the trailer-care upgrade's screens. */
export async function buyTrailerCare(
  page: Page,
  baseUrl: string,
  sfid: string,
  level: string,
): Promise<void> {
  await page.goto(`${baseUrl}/members/memberships/${sfid}/upgrades/trailer-care/selection`);
  await page.locator(`input[type=radio][value="${level}"]`).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await payWithCard(page, APPROVED);
  await page.getByRole('button', { name: 'Return to Member Center' }).click();
  await page.waitForURL((url) => url.pathname === '/members');
}

const startAnswer = (plan: JourneyPlan) =>
  plan.steps.find((s) => s.event.type.endsWith('.actor.startUpgrade'));
const succeeds = (plan: JourneyPlan) =>
  plan.steps.some((s) => s.event.type === 'xstate.done.actor.payUpgrade');

export function upgradeDriver(options: UpgradeDriverOptions): JourneyDriver {
  let release: (() => void) | null = null;
  let declineNext = false;

  /** The membership the plan starts from, signed in as its owner. */
  async function membershipFor(page: Page, baseUrl: string, plan: JourneyPlan): Promise<PoolMembership> {
    const answer = startAnswer(plan);
    // A start that fails first retries on any membership: the plan ends before it matters.
    const wanted = answer?.event.type.startsWith('xstate.done.')
      ? options.kindOfStart(answer.event.output)
      : (options.pool[0]?.kind ?? '');
    const found = options.pool.find((m) => m.kind === wanted);
    if (found) {
      await openAs(page, baseUrl, found.email, '/members');
      return found;
    }
    const source = options.makeKind && options.pool.find((m) => m.kind === options.makeKind?.from);
    if (!options.makeKind || !source) throw new Error(`No sandbox membership is left that is '${wanted}'.`);
    await openAs(page, baseUrl, source.email, '/members');
    // Made before the plan opens: a fault armed for the opening's call (decision 113) waits for that call,
    // so the making's own price lists go straight to the portal.
    const making = (route: Route) => route.continue();
    await page.route(PRICE_LIST, making);
    try {
      await options.makeKind.make(page, baseUrl, source, wanted);
    } finally {
      await page.unroute(PRICE_LIST, making);
    }
    source.kind = wanted;
    return source;
  }

  return {
    // The opening's faults (decision 113) hit its price list: the sign-in and the Member Center before it
    // make API calls of their own, none to the price list.
    faultCalls: { startUpgrade: PRICE_LIST },

    async start(page, _sharedBaseUrl, plan) {
      const { baseUrl } = options.portal;
      const membership = await membershipFor(page, baseUrl, plan);
      if (succeeds(plan)) membership.kind = options.kindAfter(plan);
      // The start's answers wait at a gate until the plan's step for them comes (a page left before
      // then has nothing to answer).
      const gate = new Promise<void>((resolve) => (release = resolve));
      await page.route(
        '**/api/dashboard/*',
        async (route) => {
          await gate;
          await route.continue().catch(() => undefined);
        },
        { times: 1 },
      );
      if (startAnswer(plan)?.event.type.startsWith('xstate.error.'))
        await page.route(
          PRICE_LIST,
          (route) =>
            route.fulfill({ status: 400, json: { message: 'Simulated failure', codes: ['UNKNOWN_ERROR'] } }),
          { times: 1 },
        );
      await page.goto(
        `${baseUrl}/members/memberships/${membership.sfid}/upgrades/${options.which}/selection`,
      );
    },

    async arrange(_page, upcoming: JourneyStep[]) {
      declineNext = upcoming.some((s) => s.event.type === 'xstate.error.actor.payUpgrade');
    },

    async perform(page, step) {
      const event = step.event as { type: string; level?: string; card?: { cardNumber: string } };
      switch (event.type) {
        case 'xstate.done.actor.startUpgrade':
        case 'xstate.error.actor.startUpgrade':
          release?.();
          return;
        case 'xstate.done.actor.payUpgrade':
        case 'xstate.error.actor.payUpgrade':
          return;
        case 'start.retry':
          return page.getByRole('button', { name: 'Try Again' }).click();
        case 'upgrade.continue':
        case 'trailerCare.continue':
          return page.getByRole('button', { name: 'Continue', exact: true }).click();
        case 'trailerCare.pick':
          return page.locator(`input[type=radio][value="${event.level}"]`).check();
        case 'payment.submit':
          if (event.card?.cardNumber) return payWithCard(page, declineNext ? DECLINED : APPROVED);
          await page.getByRole('checkbox', { name: /^Billing address is the same/ }).uncheck();
          return page.getByRole('button', { name: 'Confirm Upgrade' }).click();
        case 'step.back':
          return page.getByRole('button', { name: 'Back', exact: true }).click();
        case 'upgrade.done':
          return page.getByRole('button', { name: 'Return to Member Center' }).click();
        case 'upgrade.leave':
          return page.getByRole('button', { name: 'Back to Member Center' }).click();
        case 'flash.dismiss':
          return page.getByRole('button', { name: 'Dismiss message' }).click();
        default:
          throw new Error(`No way to perform '${event.type}' in the browser`);
      }
    },

    async finished(page) {
      // The Member Center, or the Lake-to-Gold picker for a membership that is not a Lake Card.
      await page.waitForURL(
        (url) => !url.pathname.includes('/upgrades/') || url.pathname.includes('/select-your-membership/'),
      );
    },
  };
}
