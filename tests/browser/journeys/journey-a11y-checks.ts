// Issue 28's proof across the generated journeys (decision 252), checked after each event a journey replays:
// - focus is never on <body> once the screen the event leads to shows (nor on the page a journey ends on),
//   unless a request is still in flight (a busy control: focus follows its result), the event loaded a
//   new document (a sign-in page, a site outside the portal: a load starts at the top, like the first) or
//   nothing was done on the document yet (a flow's first steps while its data arrives, decision 112);
// - after a refused submit (a `*.submit` that leaves the chart on the same step and screen) focus is on the
//   first invalid field, or, with none, on the alert;
// - the document's title names the step (its first part is a heading on the page, the step bar's current
//   step or the screen's check) and differs between any two different steps of the journey. Two steps are
//   different when they are different chart states showing different screens: the innermost mounted
//   flow's `data-flow`/`data-state` (the declared step; the page's path where no flow is mounted) and the
//   journey's screen check both differ. A failed request or a refusal that returns to the same state, the
//   same screen under another state (contact and contact-2) are not; a dialog sits over its step and keeps
//   its title.
// The runner wraps its driver with `withJourneyA11yChecks`; the checks ride on the driver's own calls.
import type { Page } from 'playwright-core';
import type { ScreenCheck } from '@/flows/define-flow';
import { USER_ACTIONS } from '@/ui/focus-target';
import { isServiceEvent, type JourneyDriver, type JourneyPlan, type JourneyStep } from './journey-plan';

/** How long focus and title may take to follow a screen that has shown (effects, lazily loaded screens). */
const SETTLE_MS = 3_000;

/** What the page shows after an event, read in one round trip. */
interface PageNow {
  /** The chart state shown: `flow:state` of the innermost flow, else the page's path. */
  step: string;
  title: string;
  /** What the page calls its step: visible h1–h3 and the step bar's current step. */
  names: string[];
  /** Focus dropped to <body>. */
  onBody: boolean;
  /** A request in flight (a busy control): the step has not settled, focus follows its result. */
  busy: boolean;
  /** The document is the one marked before the event (not replaced by a page load). */
  sameDocument: boolean;
  /** After a refused submit: what is wrong with where focus is, or null. */
  refusal: string | null;
  /** The journey has pressed, typed or clicked on this document (`USER_ACTED`). */
  acted: boolean;
}

/**
 * Notes on each document whether the journey has pressed, typed or clicked anything on it: the events the
 * portal's step focus waits for (ui/focus-target.ts `userHasActed`), listened for by the test itself.
 */
const USER_ACTED = `(() => {
  const note = () => { window.journeyUserActed = true; };
  for (const type of ${JSON.stringify(USER_ACTIONS)}) document.addEventListener(type, note, true);
})()`;

/** Whether the journey has acted on the page's document (the keyboard replay's heading check asks too). */
export const journeyActed = (page: Page): Promise<boolean> =>
  page.evaluate(() => (window as { journeyUserActed?: boolean }).journeyUserActed === true);

/**
 * Reads the page and marks its document, so the next read tells whether a load replaced it. A read that a
 * navigation interrupts is made again on the new document (which then reads as not the same).
 */
function readPage(page: Page): Promise<PageNow> {
  return readMarked(page).catch(async (error: unknown) => {
    if (!String(error).includes('Execution context was destroyed')) throw error;
    await page.waitForLoadState('domcontentloaded');
    return readMarked(page);
  });
}

function readMarked(page: Page): Promise<PageNow> {
  return page.evaluate(() => {
    const marked = window as { journeyA11yMark?: boolean };
    const sameDocument = marked.journeyA11yMark === true;
    marked.journeyA11yMark = true;
    const visible = (el: Element) => (el as HTMLElement).checkVisibility();
    const flows = document.querySelectorAll<HTMLElement>('.flow[data-state]');
    const inner = flows[flows.length - 1];
    const focused = document.activeElement;
    const describe = (el: Element | null) =>
      el
        ? `${el.tagName.toLowerCase()} '${(el.getAttribute('aria-label') ?? el.textContent ?? el.id).trim().slice(0, 60)}'`
        : 'nothing';
    // The first invalid field (an invalid group's first field), else the alert.
    const refusal = (): string | null => {
      const FIELDS =
        'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';
      for (const element of Array.from(document.querySelectorAll('[aria-invalid="true"]')).filter(visible)) {
        const field = element.matches(FIELDS) ? element : element.querySelector(FIELDS);
        if (!field) continue;
        return field === focused ? null : `focus is on ${describe(focused)}, not the first invalid field`;
      }
      const alert = Array.from(document.querySelectorAll('[role="alert"]')).find(visible);
      if (alert)
        return alert === focused || alert.contains(focused)
          ? null
          : `focus is on ${describe(focused)}, not the alert ${describe(alert)}`;
      return 'the submit was refused with no invalid field and no alert';
    };
    return {
      step: inner ? `${inner.dataset.flow ?? ''}:${inner.dataset.state ?? ''}` : window.location.pathname,
      title: document.title,
      names: Array.from(document.querySelectorAll('h1, h2, h3, [aria-current="step"]'))
        .filter(visible)
        .map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim()),
      onBody: focused === null || focused === document.body,
      busy: document.querySelector('[aria-busy="true"]') !== null,
      sameDocument,
      refusal: refusal(),
      acted: (window as { journeyUserActed?: boolean }).journeyUserActed === true,
    };
  });
}

interface StepShown {
  step: string;
  title: string;
  /** Which screen the journey checked there. */
  check: string;
  /** The check is a dialog: it sits over its step, whose title it keeps. */
  dialog: boolean;
}

const checkName = (check: ScreenCheck) => `${check.role} '${check.name}'`;
const titleHead = (title: string) => title.split(' · ')[0]?.trim() ?? '';

/** Waits for `check`'s screen (the runner checks it too, after this). */
async function screenShows(page: Page, check: ScreenCheck, where: string): Promise<void> {
  await page
    .getByRole(check.role, { name: check.name, exact: true })
    .first()
    .waitFor({ state: 'visible', timeout: 10_000 })
    .catch(() => {
      throw new Error(`${where}: expected to see ${checkName(check)} (at ${page.url()})`);
    });
}

interface Expect {
  /** Focus must not be on <body> (after an event in the same document, no request in flight). */
  focus: boolean;
  /** Focus must be on the first invalid field or the alert (a refused submit). */
  refusal: boolean;
}

/** What is wrong on the page now, or null. */
function problemOf(now: PageNow, check: ScreenCheck, expect: Expect): string | null {
  const names = [...now.names, check.name];
  if (!names.includes(titleHead(now.title)))
    return `the title '${now.title}' does not name the step (expected it to start with one of ${names.map((n) => `'${n}'`).join(', ')})`;
  const settled = now.sameDocument && !now.busy;
  if (expect.focus && settled && now.onBody) return `focus is on <body> (title '${now.title}')`;
  if (expect.refusal && settled && now.refusal) return `a refused submit: ${now.refusal}`;
  return null;
}

/** Reads the page until nothing is wrong, or fails with what still is after SETTLE_MS. */
async function settle(page: Page, check: ScreenCheck, expect: Expect, where: string): Promise<PageNow> {
  const deadline = Date.now() + SETTLE_MS;
  let loaded = false;
  for (;;) {
    const now = await readPage(page);
    // A page load since the last read: focus starts at the top of the new document.
    loaded ||= !now.sameDocument;
    const problem = problemOf(now, check, { ...expect, focus: expect.focus && !loaded });
    if (problem === null) return now;
    if (Date.now() > deadline) throw new Error(`${where}: ${problem} (at ${page.url()})`);
    await page.waitForTimeout(100);
  }
}

function expectTitleDiffers(shown: StepShown, before: readonly StepShown[], where: string): void {
  if (shown.dialog) return;
  const clash = before.find(
    (other) =>
      !other.dialog &&
      other.step !== shown.step &&
      other.check !== shown.check &&
      other.title === shown.title,
  );
  if (clash)
    throw new Error(
      `${where}: the title '${shown.title}' of step ${shown.step} (${shown.check}) repeats step ${clash.step} (${clash.check})`,
    );
}

const isSubmit = (step: JourneyStep) => !isServiceEvent(step) && /\.submit$/.test(step.event.type);

/**
 * The driver with the checks after each of its steps: once the screen a step settles on shows (a step
 * followed by a service answer is transient and checked with the answer), and after the journey ends.
 */
export function withJourneyA11yChecks(driver: JourneyDriver, plan: JourneyPlan): JourneyDriver {
  const seen: StepShown[] = [];
  const settledCheck = (step: JourneyStep): ScreenCheck | null => {
    const i = plan.steps.indexOf(step);
    const next = plan.steps[i + 1];
    return i < 0 || (next && isServiceEvent(next)) ? null : step.check;
  };
  const arrive = async (page: Page, check: ScreenCheck, where: string, step?: JourneyStep) => {
    const before = seen.at(-1);
    await screenShows(page, check, where);
    const probe = await readPage(page);
    const shown: StepShown = {
      step: probe.step,
      title: probe.title,
      check: checkName(check),
      dialog: check.role === 'dialog' || check.role === 'alertdialog',
    };
    // The first page keeps the browser's focus (a load starts at the top): only its title is checked.
    const refused =
      step !== undefined && isSubmit(step) && before?.step === shown.step && before.check === shown.check;
    const now = await settle(
      page,
      check,
      { focus: step !== undefined && probe.sameDocument && probe.acted, refusal: refused },
      where,
    );
    shown.title = now.title;
    expectTitleDiffers(shown, seen, where);
    seen.push(shown);
  };
  return {
    ...driver,
    async start(page, baseUrl, journey) {
      await page.addInitScript(USER_ACTED);
      await driver.start(page, baseUrl, journey);
      const first = plan.steps[0];
      const check = first ? settledCheck(first) : null;
      if (check) await arrive(page, check, 'start');
    },
    async perform(page, step) {
      await driver.perform(page, step);
      const check = settledCheck(step);
      if (check) await arrive(page, check, `step ${plan.steps.indexOf(step)} (${step.does})`, step);
    },
    async finished(page) {
      await driver.finished(page);
      // Where the journey returns to: focus on that page unless it was loaded afresh (a sign-in page).
      const deadline = Date.now() + SETTLE_MS;
      let now = await readPage(page);
      while (now.sameDocument && now.onBody && !now.busy) {
        if (Date.now() > deadline)
          throw new Error(`the journey’s end: focus is on <body> (at ${page.url()}, title '${now.title}')`);
        await page.waitForTimeout(100);
        now = await readPage(page);
      }
    },
  };
}
