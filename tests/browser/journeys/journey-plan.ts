// The shape `npm run journeys` writes into each generated `<flow>.journey.test.ts`, and the replayer
// that walks one journey in Chromium through a flow's driver, checking each step's declared screen.
import type { Page } from 'playwright-core';
import type { ScreenCheck } from '@/flows/define-flow';
import { expectAccessible } from '../../support/accessibility';
import { journeyActed, withJourneyA11yChecks } from './journey-a11y-checks';
import { expectHeadingFocused, withKeyboardOnly } from './keyboard-only';

export interface JourneyStep {
  /** The chart event this step stands for (user action, or an answer/failure of a service). */
  event: { type: string } & Record<string, unknown>;
  /** Plain-language: what the user does. */
  does: string;
  /** What the user should see afterwards; null when the flow has finished. */
  check: ScreenCheck | null;
  /** Texts the screen must show then (a message, a price), checked with the screen. */
  shows?: string[];
  /** More of what the screen shows, in words only (a loading indicator, the form busy). */
  sees?: string;
}

export interface JourneyPlan {
  name: string;
  /** Transition ids this journey walks (for coverage reports). */
  transitions: string[];
  steps: JourneyStep[];
}

export interface JourneyDriver {
  /**
   * Opens the flow's first step (signing in first when the flow needs it). The plan is given so a flow
   * whose start depends on who opens it (signed in or not, a code in the URL) can open it that way.
   */
  start(page: Page, baseUrl: string, plan: JourneyPlan): Promise<void>;
  /** Before a user action: arrange what the services will answer to it (e.g. a failing request). */
  arrange(page: Page, upcoming: JourneyStep[]): Promise<void>;
  /** Performs a step's event in the page (a click, typing) or waits for the service answer it names. */
  perform(page: Page, step: JourneyStep): Promise<void>;
  /** Checks the flow has finished (returned to its return URL with its data). */
  finished(page: Page): Promise<void>;
  /**
   * Why a boater cannot walk this journey in a browser (an event the chart accepts that no control on
   * the screen sends), or null. Such a journey is reported as skipped; the path tests still walk it.
   */
  unreachable?(plan: JourneyPlan): string | null;
  /** Events this driver can only perform with a pointer (e.g. dragging a map pin); kept out of keyboard replays. */
  pointerOnly?: readonly string[];
  /**
   * For the fault cases (decision 113): the call (a route pattern) each API-calling actor makes, for the
   * faults to hit; an actor not listed gets its fault on the first API call its step makes.
   */
  faultCalls?: Readonly<Record<string, string>>;
  /**
   * How the boater comes back from the error page a fault of `actor`'s call led to, to the chart's
   * failure screen (default: the page's 'Retry Request').
   */
  returnAfterFault?(page: Page, actor: string): Promise<void>;
  /**
   * Actors whose call the journey's route also asks ahead when the flow opens afresh (its first data,
   * decision 293; the actor calls again when that failed): a failure on opening fails both calls, as a
   * service that is down would.
   */
  askedAhead?: readonly string[];
  /**
   * Payments the journey being replayed has charged so far, counted through the sandbox probe, when
   * `actor` charges one (the fault cases then check a retry charges exactly once); otherwise null.
   */
  paymentsCharged?(actor: string, probeUrl: string): Promise<number> | null;
}

export const isServiceEvent = (step: JourneyStep) => step.event.type.startsWith('xstate.');

/**
 * The screens of this file's journeys already scanned by axe: each distinct screen (its check), and each
 * screen again as a failure leaves it (its error message shown), is scanned once, on the first journey
 * that settles on it: every state a generated journey reaches, without rescanning the same one.
 */
const scannedScreens = new Set<string>();

/** Which screen a step settles on, for the axe scans: its check, marked when a failure leads there. */
export function axeScreenKey(check: ScreenCheck, after?: string): string {
  const actor = /^xstate\.error\.actor\.(.+)$/.exec(after ?? '')?.[1];
  const failure = actor
    ? `, after the ${actor.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()} request failed`
    : '';
  return `${check.role} '${check.name}'${failure}`;
}

/** The distinct screens the axe scans of a flow's journeys cover, in the order they are first reached. */
export function axeScreensOf(plans: JourneyPlan[]): string[] {
  const keys = new Set<string>();
  for (const plan of plans) {
    plan.steps.forEach((step, i) => {
      const next = plan.steps[i + 1];
      if (step.check && !(i > 0 && next && isServiceEvent(next)))
        keys.add(axeScreenKey(step.check, i === 0 ? undefined : step.event.type));
    });
  }
  return [...keys];
}

async function scanOnce(page: Page, check: ScreenCheck, where: string, after?: string): Promise<void> {
  const key = axeScreenKey(check, after);
  if (scannedScreens.has(key)) return;
  scannedScreens.add(key);
  await expectAccessible(page, `${where} (${key})`);
}

export async function expectScreen(
  page: Page,
  check: ScreenCheck,
  stepLabel: string,
  shows: readonly string[] = [],
): Promise<void> {
  const target = page.getByRole(check.role, { name: check.name, exact: true });
  try {
    await target.first().waitFor({ state: 'visible', timeout: 10_000 });
  } catch {
    throw new Error(
      `${stepLabel}: expected to see ${check.role} '${check.name}'; ${await whatIsShown(page)}`,
    );
  }
  for (const text of shows) {
    try {
      await page.getByText(text).first().waitFor({ state: 'visible', timeout: 10_000 });
    } catch {
      throw new Error(`${stepLabel}: expected the text '${text}'; ${await whatIsShown(page)}`);
    }
  }
}

/** Where the page is and what it shows (its headings and alerts), so a failed check says what was there. */
async function whatIsShown(page: Page): Promise<string> {
  const shown = await page
    .locator('h1:visible, h2:visible, [role=alert]:visible')
    .allInnerTexts()
    .catch(() => [] as string[]);
  const texts = shown.map((text) => text.trim().replace(/\s+/g, ' ')).filter(Boolean);
  return `at ${page.url()}, showing ${texts.length > 0 ? texts.map((t) => `'${t}'`).join(', ') : 'no heading or alert'}`;
}

export interface ReplayOptions {
  /**
   * Perform every step with the keyboard only (Tab, Shift+Tab, Space, Enter, arrows, typing), check the
   * focus is visible on each control and moves to the new step's heading on each step change.
   */
  keyboard?: boolean;
}

export async function replayJourney(
  page: Page,
  baseUrl: string,
  driver: JourneyDriver,
  plan: JourneyPlan,
  options: ReplayOptions = {},
): Promise<void> {
  if (options.keyboard) {
    await withKeyboardOnly(page, () => replaySteps(page, baseUrl, driver, plan, true));
    return;
  }
  await replaySteps(page, baseUrl, driver, plan, false);
}

/** The journey that a keyboard-only replay walks: the first that finishes the flow and needs no pointer. */
export function keyboardJourney<TPlan extends JourneyPlan>(
  plans: TPlan[],
  driver: JourneyDriver,
): TPlan | undefined {
  const walkable = plans.filter(
    (plan) =>
      (driver.unreachable?.(plan) ?? null) === null &&
      !plan.steps.some((step) => driver.pointerOnly?.includes(step.event.type)),
  );
  return walkable.find((plan) => plan.steps.at(-1)?.check === null) ?? walkable[0];
}

async function replaySteps(
  page: Page,
  baseUrl: string,
  driver: JourneyDriver,
  plan: JourneyPlan,
  keyboard: boolean,
): Promise<void> {
  const checked = withJourneyA11yChecks(driver, plan);
  await checked.start(page, baseUrl, plan);
  const journey = plan.name.split(':')[0] ?? plan.name;
  await walkSteps(page, checked, plan.steps, { keyboard, scan: true, journey });
}

export interface WalkOptions {
  keyboard: boolean;
  /** Scan each screen with axe the first time a journey of this file settles on it. */
  scan: boolean;
  /** How failures name the walk ('journey 3'). */
  journey: string;
  /** Walk from this step (default the start, 0) up to before `to` (default all). */
  from?: number;
  to?: number;
  /** The screen shown before `from` (for the keyboard replay's step-change check). */
  shown?: ScreenCheck | null;
}

/**
 * Walks a journey's steps once the flow is open: arranges the answers of each user action, performs each
 * step, checks each screen the flow settles on. Returns the screen shown last.
 */
export async function walkSteps(
  page: Page,
  driver: JourneyDriver,
  steps: JourneyStep[],
  options: WalkOptions,
): Promise<ScreenCheck | null> {
  const { keyboard, scan, journey, from = 0, to = steps.length } = options;
  let shown = options.shown ?? null;
  const first = steps[0];
  if (from === 0 && first?.check) {
    await expectScreen(page, first.check, 'start', first.shows);
    if (scan) await scanOnce(page, first.check, `${journey}, start`);
    shown = first.check;
  }
  for (let i = Math.max(from, 1); i < to; i++) {
    const step = steps[i];
    if (!step) continue;
    if (!isServiceEvent(step)) {
      const answers: JourneyStep[] = [];
      for (const next of steps.slice(i + 1)) {
        if (!isServiceEvent(next)) break;
        answers.push(next);
      }
      await driver.arrange(page, answers);
    }
    await driver.perform(page, step);
    const label = `step ${i} (${step.does})`;
    // A screen followed by a service answer is transient (the answer may already have moved on):
    // its check is the next settled step's.
    const next = steps[i + 1];
    if (next && isServiceEvent(next)) continue;
    if (!step.check) {
      await driver.finished(page);
      continue;
    }
    await expectScreen(page, step.check, label, step.shows);
    if (scan) await scanOnce(page, step.check, `${journey}, ${label}`, step.event.type);
    const changed = step.check.role === 'heading' && step.check.name !== shown?.name;
    // Focus follows the steps the user caused, not those a flow goes through by itself at load (decision 112).
    if (keyboard && changed && (await journeyActed(page)))
      await expectHeadingFocused(page, step.check.name, label);
    shown = step.check;
  }
  return shown;
}
