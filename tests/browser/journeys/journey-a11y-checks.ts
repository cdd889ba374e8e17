// Issue 28's proof across the generated journeys (decision 252), checked after each event a journey replays:
// - focus is never on <body> once the screen the event leads to shows (nor on the page a journey ends on),
//   unless a request is still in flight (a busy control: focus follows its result) or the event loaded a
//   new document (a sign-in page, a site outside the portal: a load starts at the top, like the first);
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
import { isServiceEvent, type JourneyDriver, type JourneyPlan, type JourneyStep } from './journey-plan';

/** How long focus and title may take to follow a screen that has shown (effects, lazily loaded screens). */
const SETTLE_MS = 3_000;

interface StepShown {
  /** The chart state shown: `flow:state` of the innermost flow, else the page's path. */
  step: string;
  title: string;
  /** Which screen the journey checked there. */
  check: string;
  /** The check is a dialog: it sits over its step, whose title it keeps. */
  dialog: boolean;
}

const checkName = (check: ScreenCheck) => `${check.role} '${check.name}'`;

/** The step shown and the document's title. */
function stepShown(page: Page, check: ScreenCheck): Promise<StepShown> {
  const shown = { check: checkName(check), dialog: check.role === 'dialog' || check.role === 'alertdialog' };
  return page.evaluate((name) => {
    const flows = document.querySelectorAll<HTMLElement>('.flow[data-state]');
    const inner = flows[flows.length - 1];
    const step = inner
      ? `${inner.dataset.flow ?? ''}:${inner.dataset.state ?? ''}`
      : window.location.pathname;
    return { step, title: document.title, ...name };
  }, shown);
}

/** What the page names its step by: visible headings, the step bar's current step, the screen's check. */
function stepNames(page: Page, check: ScreenCheck): Promise<string[]> {
  return page.evaluate((checked) => {
    const texts = Array.from(document.querySelectorAll<HTMLElement>('h1, h2, h3, [aria-current="step"]'))
      .filter((el) => el.checkVisibility())
      .map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim());
    return [...texts, checked];
  }, check.name);
}

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

/**
 * Marks the document, to tell after an event whether it was replaced by a page load (a sign-in page, a
 * site outside the portal): a load starts at the top, with focus on <body>, like the journey's first page.
 */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as { journeyA11yMark?: boolean }).journeyA11yMark = true;
  });
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as { journeyA11yMark?: boolean }).journeyA11yMark === true).catch(() => false);

/**
 * Focus is somewhere on the page, not dropped to <body> (it may take a moment to follow the screen). While
 * a request is in flight (a busy control, `aria-busy`) the step has not settled: focus follows its result
 * (decision 222), which the journey checks when it waits for that answer.
 */
async function expectFocusNotOnBody(page: Page, where: string): Promise<void> {
  const placed = await page
    .waitForFunction(
      () =>
        (document.activeElement !== null && document.activeElement !== document.body) ||
        document.querySelector('[aria-busy="true"]') !== null,
      undefined,
      { timeout: SETTLE_MS },
    )
    .then(() => true)
    .catch(() => false);
  if (!placed)
    throw new Error(`${where}: focus is on <body> (at ${page.url()}, title '${await page.title()}')`);
}

/** After a refused submit: focus on the first invalid field (an invalid group's first field), else the alert. */
async function expectFocusOnRefusal(page: Page, where: string): Promise<void> {
  const deadline = Date.now() + SETTLE_MS;
  for (;;) {
    const problem = await page.evaluate(() => {
      const FIELDS =
        'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';
      const visible = (el: Element) => (el as HTMLElement).checkVisibility();
      const focused = document.activeElement;
      const describe = (el: Element | null) =>
        el
          ? `${el.tagName.toLowerCase()} '${(el.getAttribute('aria-label') ?? el.textContent ?? el.id).trim().slice(0, 60)}'`
          : 'nothing';
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
    });
    if (problem === null) return;
    if (Date.now() > deadline) throw new Error(`${where}, a refused submit: ${problem}`);
    await page.waitForTimeout(100);
  }
}

/** The title names the step: its first part is what the page calls the step (waits for it to follow). */
async function expectTitleNamesStep(page: Page, check: ScreenCheck, where: string): Promise<void> {
  const deadline = Date.now() + SETTLE_MS;
  for (;;) {
    const [title, names] = [await page.title(), await stepNames(page, check)];
    if (names.includes(titleHead(title))) return;
    if (Date.now() > deadline)
      throw new Error(
        `${where}: the title '${title}' does not name the step (expected it to start with one of ${names.map((n) => `'${n}'`).join(', ')})`,
      );
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
  let last: StepShown | null = null;
  const settledCheck = (step: JourneyStep): ScreenCheck | null => {
    const i = plan.steps.indexOf(step);
    const next = plan.steps[i + 1];
    return i < 0 || (next && isServiceEvent(next)) ? null : step.check;
  };
  const arrive = async (page: Page, check: ScreenCheck, where: string): Promise<StepShown> => {
    await screenShows(page, check, where);
    await expectTitleNamesStep(page, check, where);
    const shown = await stepShown(page, check);
    expectTitleDiffers(shown, seen, where);
    seen.push(shown);
    last = shown;
    return shown;
  };
  return {
    ...driver,
    async start(page, baseUrl, journey) {
      await driver.start(page, baseUrl, journey);
      const first = plan.steps[0];
      // The first page keeps the browser's focus (a load starts at the top): only its title is checked.
      if (first?.check) await arrive(page, first.check, 'start');
    },
    async perform(page, step) {
      const before = last;
      await markDocument(page);
      await driver.perform(page, step);
      const check = settledCheck(step);
      if (!check) return;
      const where = `step ${plan.steps.indexOf(step)} (${step.does})`;
      await screenShows(page, check, where);
      if (await sameDocument(page)) await expectFocusNotOnBody(page, where);
      const shown = await arrive(page, check, where);
      if (isSubmit(step) && before && before.step === shown.step && before.check === shown.check)
        await expectFocusOnRefusal(page, where);
    },
    async finished(page) {
      await driver.finished(page);
      if (await sameDocument(page)) await expectFocusNotOnBody(page, 'the journey’s end');
    },
  };
}
