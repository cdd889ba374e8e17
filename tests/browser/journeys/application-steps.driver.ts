// How a browser performs the events of the charts that share the application steps (purchase and renewal,
// decision 141), for their generated journeys: the sandbox answers everything it can for real (e-mail
// check, records, home port, card); a failure, or a looked-up code whose fixture differs from the seed, is
// answered once by a route just before the user action that triggers it (decision 037). Each chart's
// driver says how its flow is opened, which calls its own actors make and how it finishes.
import type { Page } from 'playwright-core';
import { waitForHeading } from '../purchase-steps';
import type { JourneyDriver, JourneyPlan, JourneyStep } from './journey-plan';

type Event = JourneyStep['event'];

/** The API a failing actor of the shared steps calls first. */
const FAILING_CALL: Record<string, string> = {
  checkEmail: '**/api/utility/primarycontactemailexists/*',
  saveApplication: '**/api/utility/baseaccount/',
  saveBoat: '**/api/utility/baseaccount/',
  lookupReferrer: '**/api/utility/referrer/*',
  lookupCode: '**/api/utility/promos/',
  checkout: '**/api/authorizenet/checkout',
};

/** The API call whose answer ends each actor of the shared steps (its last call). */
const ANSWERING_CALL: Record<string, RegExp> = {
  checkEmail: /\/api\/utility\/primarycontactemailexists\//,
  saveApplication: /\/api\/utility\/baseaccount\/$/,
  saveBoat: /\/api\/boats$/,
  lookupReferrer: /\/api\/utility\/referrer\//,
  lookupCode: /\/api\/utility\/(promos|activationcode)\/$/,
  checkout: /\/api\/authorizenet\/checkout$/,
};

/** Paths an actor calls before its answering call. */
const EARLIER_CALLS: Record<string, string[]> = {
  saveBoat: ['/api/utility/baseaccount/'],
  checkout: ['/api/utility/baseaccount/'],
};

/** The user actions that call a service, and the actors whose calls each may make. */
const CALLS_OF_ACTION: Record<string, readonly string[]> = {
  'contact.submit': ['checkEmail', 'saveApplication'],
  'boat.submit': ['saveBoat'],
  'code.apply': ['lookupCode'],
  'referral.lookup': ['lookupReferrer'],
};

export const actorOf = (type: string) => /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(type)?.[1] ?? '';

export interface ApplicationDriverOptions {
  /** Opens the flow as the plan's start answer says (who signs in, which URL); `fail` arranges a failure. */
  open(
    page: Page,
    baseUrl: string,
    plan: JourneyPlan,
    fail: (actor: string, error: unknown) => Promise<void>,
  ): Promise<void>;
  /** The chart's own actors: the call each makes first (to fail it) and the call that answers it. */
  failingCalls?: Record<string, string>;
  /** See `JourneyDriver.askedAhead`. */
  askedAhead?: readonly string[];
  answeringCalls?: Record<string, RegExp>;
  /** The e-mail typed for the plan's contact (a journey's own, so journeys never meet each other's records). */
  emailFor(planEmail: string): string;
  /** A code the chart takes, applied first when the plan removes a code none is applied. */
  codeToRemove: string;
  /** The chart's own events (true when performed). */
  perform?(page: Page, event: Event): Promise<boolean>;
  finished(page: Page): Promise<void>;
  /** Payments the journey has charged so far, for a paying actor (the fault cases, decision 113). */
  paymentsCharged?: JourneyDriver['paymentsCharged'];
}

function codesOf(error: unknown): string[] {
  const codes = (error as { codes?: unknown } | null)?.codes;
  return Array.isArray(codes) && codes.length > 0 ? (codes as string[]) : ['VALIDATION_FAILED'];
}

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A radio by its label, which may carry a price ('Trailer Care $14.00 per year'). */
async function choose(page: Page, label: string) {
  const name = new RegExp(`^${escape(label)}(\\s+\\$[\\d.,]+ per year)?$`);
  await page.getByRole('radio', { name }).check();
}

async function answerAndContinue(page: Page, label: string) {
  await choose(page, label);
  await continueButton(page).click();
}

/** A form field by its label ('City *' when required). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${escape(label)}( \\*)?$`));

async function fillContact(page: Page, contact: Record<string, string | null>, email: string) {
  await page.getByLabel('First Name').fill(contact.firstName ?? '');
  await page.getByLabel('Last Name').fill(contact.lastName ?? '');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mobile Phone').fill((contact.mobilePhone ?? '').replace(/\D/g, ''));
  const street = page.getByRole('combobox', { name: /Street Address/ });
  if ((await street.count()) > 0) {
    // Contact: the street is a chosen suggestion (or left empty for the invalid variant).
    if (contact.addressSource === 'suggestion') {
      await street.fill(contact.city ?? 'Sag Harbor');
      await page.getByRole('listbox', { name: 'Suggested addresses' }).getByRole('option').first().click();
      await page.getByText('Filling in the address…').waitFor({ state: 'detached' });
    } else await street.fill(contact.streetAddress ?? '');
  } else {
    // Contact-2: the address typed by hand.
    await field(page, 'Street Address').fill(contact.streetAddress ?? '');
    await field(page, 'City').fill(contact.city ?? '');
    if (contact.state) await field(page, 'State').selectOption(contact.state);
    await field(page, 'Postal Code').fill(contact.postalCode ?? '');
  }
}

async function fillBoat(page: Page, boat: Record<string, string>) {
  const own = boat.ownership !== 'other';
  await choose(page, own ? 'I own a boat' : 'Other (Boat Club, Rent/Charter)');
  if (own) {
    await page.getByLabel('Boat Name').fill(boat.boatName ?? '');
    await page.getByLabel('Year').fill(boat.year ?? '');
    await page.getByLabel('Length (ft)').fill(boat.length ?? '');
    await page.getByLabel('Boat Make').fill(boat.boatMake ?? '');
  } else {
    if (boat.noBoatReason) await page.getByLabel('Reason').selectOption(boat.noBoatReason);
    if (boat.boatClubName) await page.getByLabel('Boat Club Name').fill(boat.boatClubName);
  }
}

async function fillCard(page: Page, card: Record<string, string>) {
  await page.getByLabel('Card Number').fill(card.cardNumber ?? '');
  await page.getByLabel('Expiration Date (MM/YY)').fill(card.cardExpirationDate ?? '');
  await page.getByLabel('Security Code').fill(card.securityCode ?? '');
}

export function applicationDriver(options: ApplicationDriverOptions): JourneyDriver {
  const failingCall = { ...FAILING_CALL, ...options.failingCalls };
  const answeringCall = { ...ANSWERING_CALL, ...options.answeringCalls };
  /** The service answers expected after the user action about to be performed. */
  let upcomingAnswers: JourneyStep[] = [];
  /** The journey being replayed. */
  let currentPlan: JourneyPlan | null = null;
  /** Answers the next steps wait for (set up before the user action that causes them). */
  let awaited = new Map<string, Promise<unknown>>();
  /** The calls of the action just performed, held until the next action (see holdCallsLeftOnTheWay). */
  let held: { caught: Promise<void>; release: () => void } | null = null;

  /**
   * A plan that acts again, or ends, before the answer of a call it started (Apply, then 'Edit' on the
   * terms) leaves that call on its way: hold it until the next action, or the loopback answer would move
   * the page first.
   */
  async function holdCallsLeftOnTheWay(page: Page, step: JourneyStep) {
    await releaseHeldCalls(page);
    const steps = currentPlan?.steps ?? [];
    const next = steps[steps.indexOf(step) + 1];
    const calls = (CALLS_OF_ACTION[step.event.type] ?? []).flatMap((actor) => answeringCall[actor] ?? []);
    // the plan acts again, or ends, before the call's answer
    if (!steps.includes(step) || next?.event.type.startsWith('xstate.') || calls.length === 0) return;
    let holding = true;
    let caught: () => void = () => undefined;
    held = { caught: new Promise<void>((resolve) => (caught = resolve)), release: () => (holding = false) };
    await page.route(
      (url) => calls.some((call) => call.test(url.pathname)),
      (route) => {
        if (!holding) return route.fallback();
        caught();
        return undefined;
      },
    );
  }

  /**
   * Lets calls through again before the next action. A call may leave the page well after the press that
   * started it (its actor first loads its code): while the page is busy with it (the pressed button
   * `aria-busy`), it is caught first, so its answer cannot come back just before the next press.
   */
  async function releaseHeldCalls(page: Page) {
    if (!held) return;
    const { caught, release } = held;
    held = null;
    if ((await page.locator('[aria-busy="true"]').count()) > 0) {
      // A Node timer, not the page's: the page may close first, and the race's loser must not reject then.
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([caught, new Promise((resolve) => (timer = setTimeout(resolve, 10_000)))]);
      clearTimeout(timer);
    }
    release();
  }

  /** The actor's call fails once (`calls` times when its route asked for it ahead on opening). */
  async function failOnce(page: Page, actor: string, error: unknown, calls = 1) {
    const pattern = failingCall[actor];
    if (!pattern) throw new Error(`No failing call known for actor '${actor}'`);
    const codes = codesOf(error);
    let answered: () => void = () => undefined;
    let left = calls;
    awaited.set(`error:${actor}`, new Promise<void>((resolve) => (answered = resolve)));
    await page.route(
      pattern,
      async (route) => {
        await route.fulfill({ status: 400, json: { message: 'Simulated failure', codes } });
        left -= 1;
        if (left === 0) answered();
      },
      { times: calls },
    );
  }

  /** A service step: its answer (a failure arranged above, or the real call's answer) has arrived. */
  async function answerOf(page: Page, type: string) {
    const actor = actorOf(type);
    const key = type.startsWith('xstate.error.') ? `error:${actor}` : `done:${actor}`;
    const pending = awaited.get(key);
    awaited.delete(key);
    if (pending) await pending;
    // Let the page render the answer before the next action.
    await page.waitForTimeout(50);
  }

  async function performShared(page: Page, event: Event): Promise<void> {
    const value = event.value;
    switch (event.type) {
      case 'start.retry':
        return page.getByRole('button', { name: 'Try Again' }).click();
      case 'flash.dismiss':
        return page.getByRole('button', { name: 'Dismiss message' }).first().click();
      case 'questionnaire.paidUse':
      case 'questionnaire.specialWaters':
        return answerAndContinue(page, value ? 'Yes' : 'No');
      case 'questionnaire.vessels':
        return answerAndContinue(page, value === 'single' ? 'Single vessel' : 'Multiple vessels');
      case 'questionnaire.water':
        return answerAndContinue(
          page,
          value === 'salt' ? 'Salt water' : value === 'fresh' ? 'Fresh water' : 'Both',
        );
      case 'type.pick':
        return choose(page, String(event.membershipType));
      case 'trailerCare.pick':
        return choose(
          page,
          event.trailerCare === 'Do not upgrade' ? 'No Trailer Care' : String(event.trailerCare),
        );
      case 'type.continue':
        return continueButton(page).click();
      case 'cart.changeSelections':
        return page.getByRole('button', { name: 'Change Membership Selections' }).click();
      case 'step.back':
        return page.getByRole('button', { name: 'Back', exact: true }).click();
      case 'contact.submit': {
        const contact = event.contact as Record<string, string | null>;
        await fillContact(page, contact, contact.email ? options.emailFor(contact.email) : '');
        return page.getByRole('button', { name: 'Save & Continue' }).click();
      }
      case 'contact.enterManually': {
        // Back from a failed save the form is as it was left: already the typed address
        const manual = page.getByRole('button', { name: 'Enter Address Manually' });
        const typed = page.getByRole('button', { name: 'Search for My Address' });
        await manual.or(typed).first().waitFor();
        if (await typed.isVisible()) return;
        await manual.click();
        // The street field changes kind with the step (contact-2): fill only the form now shown.
        return typed.waitFor();
      }
      case 'contact.useSuggestions':
        await page.getByRole('button', { name: 'Search for My Address' }).click();
        return page.getByRole('button', { name: 'Enter Address Manually' }).waitFor();
      case 'emailOnFile.cancel':
      case 'terms.cancelOptOut':
        return page.getByRole('dialog').getByRole('button', { name: 'Cancel', exact: true }).click();
      case 'boat.ownership':
        return choose(page, value === 'other' ? 'Other (Boat Club, Rent/Charter)' : 'I own a boat');
      case 'boat.homePort':
        await fillBoat(page, event.boat as Record<string, string>);
        return page.getByRole('button', { name: /^(Set|Change) Home Port$/ }).click();
      case 'boat.submit':
        await fillBoat(page, event.boat as Record<string, string>);
        return page.getByRole('button', { name: 'Save & Continue' }).click();
      case 'lakeCard.upgrade':
        return page.getByRole('button', { name: 'Upgrade and Continue' }).click();
      case 'lakeCard.changeHomePort':
        // Escape is the dialog's keyboard way to its 'Change Home Port' (the boats page's driver presses it).
        return page.getByRole('alertdialog').press('Escape');
      case 'terms.autoRenew':
        return page.getByRole('checkbox', { name: /^Automatic renewal/ }).setChecked(Boolean(value));
      case 'terms.confirmOptOut':
        return page.getByRole('button', { name: 'Yes, Turn Off' }).click();
      case 'referral.lookup':
        await page.getByLabel('Referring member number').fill(String(event.memberNumber));
        return page.getByRole('button', { name: 'Look Up' }).click();
      case 'referral.clear': {
        // The chart takes it with no referrer; a boater can only press Remove after looking one up.
        const remove = page.locator('.purchase-referral').getByRole('button', { name: 'Remove' });
        if ((await remove.count()) === 0) {
          await page.getByLabel('Referring member number').fill('GC100001');
          await page.getByRole('button', { name: 'Look Up' }).click();
        }
        return remove.click();
      }
      case 'terms.submit':
        await page
          .getByRole('checkbox', { name: /^I agree to the Membership Agreement/ })
          .setChecked(Boolean(event.termsAgreed));
        return continueButton(page).click();
      case 'donation.pick':
        return choose(page, event.amount === null ? '$0' : `$${String(event.amount)}`);
      case 'code.apply':
        await page.getByRole('textbox', { name: 'Discount Code' }).fill(String(event.code));
        return page.getByRole('button', { name: 'Apply' }).click();
      case 'code.remove': {
        // The chart takes it with no code applied; a boater can only press Remove after applying one.
        const remove = page
          .getByRole('form', { name: 'Discount Code' })
          .getByRole('button', { name: 'Remove' });
        if ((await remove.count()) === 0) {
          await page.getByRole('textbox', { name: 'Discount Code' }).fill(options.codeToRemove);
          await page.getByRole('button', { name: 'Apply' }).click();
        }
        return remove.click();
      }
      case 'autoRenewRequired.close':
        return page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
      case 'payment.submit':
        await fillCard(page, event.card as Record<string, string>);
        // The plan acts again while the payment is still being sent: hold its answer.
        if (
          (event.card as { cardNumber?: string }).cardNumber &&
          !upcomingAnswers.some((s) => actorOf(s.event.type) === 'checkout')
        )
          await page.route(failingCall.checkout ?? '', () => undefined, { times: 1 });
        return page.getByRole('button', { name: 'Confirm Membership' }).click();
      case 'contact.edit':
        return page.getByRole('button', { name: 'Edit Contact Info' }).click();
      case 'boats.edit': {
        // Inside the home-port wizard the frame offers the way back; otherwise the step card's Edit.
        const back = page.getByRole('button', { name: 'Back to Primary Boat Information' });
        if (await back.isVisible()) return back.click();
        return page.getByRole('button', { name: 'Edit Primary Boat Information' }).click();
      }
      case 'terms.edit':
        return page.getByRole('button', { name: 'Edit Terms & Conditions' }).click();
      case 'xstate.done.actor.homePort': {
        const port = event.output as { city: string; homePortType: string };
        // The wizard opened by 'Set Home Port': walk it to the plan's place.
        await waitForHeading(page, 'Set Home Port Location');
        await choose(page, port.homePortType);
        await continueButton(page).click();
        await page.getByRole('combobox').fill(port.city);
        await page.getByRole('option').first().click();
        await page.getByLabel('Chosen place').waitFor();
        await continueButton(page).click();
        await waitForHeading(page, 'Locate Marina');
        await continueButton(page).click();
        return waitForHeading(page, 'Primary Boat Information');
      }
      default:
        if (/^xstate\.(done|error)\.actor\./.test(event.type)) return answerOf(page, event.type);
        throw new Error(`The driver cannot perform '${event.type}'`);
    }
  }

  return {
    faultCalls: failingCall,
    ...(options.askedAhead ? { askedAhead: options.askedAhead } : {}),
    ...(options.paymentsCharged ? { paymentsCharged: options.paymentsCharged } : {}),

    async start(page, baseUrl, plan) {
      awaited = new Map();
      held = null;
      currentPlan = plan;
      await options.open(page, baseUrl, plan, (actor, error) =>
        failOnce(page, actor, error, options.askedAhead?.includes(actor) ? 2 : 1),
      );
    },

    async arrange(page, upcoming) {
      upcomingAnswers = upcoming;
      // A plan that ends on an answer ends in the state it leads to: if that state calls on (saving after
      // the e-mail check), hold that next call so the page stays where the plan ends.
      const last = currentPlan?.steps.at(-1);
      if (last && upcoming.at(-1) === last) {
        const answering = new Set(upcoming.map((u) => actorOf(u.event.type)));
        const answeringCalls = [...answering].map((actor) => String(answeringCall[actor]));
        // Calls the answering actors make on the way (checkout and saveBoat update the application first).
        const onTheWay = [...answering].flatMap((actor) => EARLIER_CALLS[actor] ?? []);
        for (const [actor, call] of Object.entries(answeringCall))
          if (
            !answering.has(actor) &&
            !answeringCalls.includes(String(call)) &&
            !onTheWay.some((path) => call.test(path))
          )
            await page.route(
              (url) => call.test(url.pathname),
              () => undefined,
              { times: 1 },
            );
      }
      for (const step of upcoming) {
        const actor = actorOf(step.event.type);
        const call = answeringCall[actor];
        if (step.event.type.startsWith('xstate.done.') && call) {
          const answered = page.waitForResponse((r) => call.test(new URL(r.url()).pathname));
          // Awaited by the answer's step; a journey that fails before it must not leave it unhandled.
          answered.catch(() => undefined);
          awaited.set(`done:${actor}`, answered);
        }
      }
      for (const step of upcoming) {
        const actor = actorOf(step.event.type);
        if (step.event.type.startsWith('xstate.error.actor.') && actor !== 'homePort')
          await failOnce(page, actor, step.event.error);
        else if (step.event.type === 'xstate.done.actor.lookupCode') {
          // The chart's code fixtures (e.g. SAVE20 valid on Lake Card only) differ from the seed on purpose.
          const code = step.event.output as Record<string, unknown>;
          await page.route(
            failingCall.lookupCode ?? '',
            (route) => route.fulfill({ status: 200, json: { ...code, promo_legal_format: 'html' } }),
            { times: 1 },
          );
        }
      }
    },

    async perform(page, step) {
      await holdCallsLeftOnTheWay(page, step);
      if (await options.perform?.(page, step.event)) return;
      return performShared(page, step.event);
    },

    unreachable(plan) {
      const steps = plan.steps;
      if (steps.some((s) => s.event.type === 'xstate.error.actor.homePort'))
        return 'The home-port wizard never fails as a whole; its own calls fail inside it.';
      if (steps.some((s) => s.event.type === 'code.apply' && String(s.event.code).trim() === ''))
        return "'Apply' is disabled until a code is typed; the chart still ignores a blank code.";
      const i = steps.findIndex(
        (s, k) =>
          s.event.type === 'boat.homePort' &&
          !/^(xstate\.|cart\.changeSelections$|boats\.edit$)/.test(steps[k + 1]?.event.type ?? 'xstate.'),
      );
      if (i >= 0 && i < steps.length - 1)
        return "While the home-port wizard runs, the boats page's own controls (but the cart) are not on screen.";
      return null;
    },

    finished: (page) => options.finished(page),
  };
}
