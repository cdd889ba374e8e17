// The shape `npm run journeys` writes into each generated `<flow>.journey.test.ts`, and the replayer
// that walks one journey in Chromium through a flow's driver, checking each step's declared screen.
import type { Page } from 'playwright-core';
import type { ScreenCheck } from '@/flows/define-flow';

export interface JourneyStep {
  /** The chart event this step stands for (user action, or an answer/failure of a service). */
  event: { type: string } & Record<string, unknown>;
  /** Plain-language: what the user does. */
  does: string;
  /** What the user should see afterwards; null when the flow has finished. */
  check: ScreenCheck | null;
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
}

const isServiceEvent = (step: JourneyStep) => step.event.type.startsWith('xstate.');

async function expectScreen(page: Page, check: ScreenCheck, stepLabel: string): Promise<void> {
  const target = page.getByRole(check.role, { name: check.name, exact: true });
  try {
    await target.first().waitFor({ state: 'visible', timeout: 10_000 });
  } catch {
    throw new Error(`${stepLabel}: expected to see ${check.role} '${check.name}'`);
  }
}

export async function replayJourney(
  page: Page,
  baseUrl: string,
  driver: JourneyDriver,
  plan: JourneyPlan,
): Promise<void> {
  await driver.start(page, baseUrl, plan);
  const [first, ...rest] = plan.steps;
  if (first?.check) await expectScreen(page, first.check, 'start');
  for (let i = 0; i < rest.length; i++) {
    const step = rest[i];
    if (!step) continue;
    if (!isServiceEvent(step)) {
      const answers: JourneyStep[] = [];
      for (const next of rest.slice(i + 1)) {
        if (!isServiceEvent(next)) break;
        answers.push(next);
      }
      await driver.arrange(page, answers);
    }
    await driver.perform(page, step);
    const label = `step ${i + 1} (${step.does})`;
    // A screen followed by a service answer is transient (the answer may already have moved on):
    // its check is the next settled step's.
    const next = rest[i + 1];
    if (next && isServiceEvent(next)) continue;
    if (step.check) await expectScreen(page, step.check, label);
    else await driver.finished(page);
  }
}
