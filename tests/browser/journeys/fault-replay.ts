// Replays one generated fault case in Chromium (decision 113): walks the journey to the boater's action
// that makes the actor's call, then for each fault kind in turn fails that call, performs the action,
// checks the spec §8 error page with its catalogue text, comes back to the flow and checks the chart's
// failure screen still holds what was typed; finally performs the action with no fault and checks the
// flow goes on (and, for a payment, that exactly one payment was charged).
import type { Page, Request, Route } from 'playwright-core';
import { REQUEST_TIMEOUT_MS } from '@/api/request-timeout';
import { FAULT_KINDS, faultSteps, type FaultCase, type FaultKind } from './fault-cases';
import type { ScreenCheck } from '@/flows/define-flow';
import { expectScreen, walkSteps, type JourneyDriver, type JourneyPlan } from './journey-plan';

/** The form values on screen a boater typed or chose, keyed by label; card fields and passwords left out. */
function typedValues(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const values: Record<string, string> = {};
    const fields = document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
      'input, select, textarea',
    );
    for (const field of fields) {
      const sensitive = field.type === 'password' || /\bcc-/.test(field.getAttribute('autocomplete') ?? '');
      if (sensitive || field.type === 'hidden' || !field.checkVisibility()) continue;
      const label = field.labels?.[0]?.textContent?.trim() || field.getAttribute('aria-label') || field.name;
      if (field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox'))
        values[`${label} (${field.type})`] = String(field.checked);
      else values[label] = field.value;
    }
    return values;
  });
}

/** What a fault does to the call it catches; a held call is never forwarded, so nothing is charged. */
async function answerWithFault(route: Route, kind: FaultKind): Promise<void> {
  switch (kind.id) {
    case 'server-error':
      return route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
    case 'unavailable':
      return route.fulfill({
        status: 503,
        headers: { 'Retry-After': '120' },
        contentType: 'text/plain',
        body: 'Service Unavailable',
      });
    case 'network':
      return route.abort('failed');
    case 'timeout':
      return undefined;
  }
}

const sameOrigin = (page: Page, request: Request) =>
  new URL(request.url()).origin === new URL(page.url()).origin;

const isStepBeacon = (request: Request) => new URL(request.url()).pathname.endsWith('/journey-events');

/**
 * Fails the actor's next call (its next `calls`: the route's call asked ahead too) with `kind`; resolves
 * with the values on screen when the first was made. The driver names the actor's call; otherwise the
 * first API call of the page gets the fault.
 */
async function armFault(
  page: Page,
  driver: JourneyDriver,
  actor: string,
  kind: FaultKind,
  calls: number,
): Promise<() => Promise<Record<string, string>>> {
  let caught: (values: Record<string, string>) => void = () => undefined;
  const called = new Promise<Record<string, string>>((resolve) => (caught = resolve));
  const pattern = driver.faultCalls?.[actor] ?? '**/api/**';
  // Only the actor's call takes the fault: another origin's request and the journey-step beacon (which the
  // portal sends on every step, decision 276) pass by without using it up
  let armed = calls;
  await page.route(pattern, async (route: Route) => {
    if (armed === 0 || !sameOrigin(page, route.request()) || isStepBeacon(route.request()))
      return route.fallback();
    armed -= 1;
    const values = await typedValues(page);
    await answerWithFault(route, kind);
    caught(values);
  });
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`${actor}: the action made no call to ${pattern}`)), 15_000);
    });
    try {
      return await Promise.race([called, late]);
    } finally {
      clearTimeout(timer);
    }
  };
}

async function expectErrorPage(page: Page, kind: FaultKind, label: string): Promise<void> {
  await expectScreen(page, { role: 'heading', name: kind.page.heading }, label);
  // The heading may show a moment before the router has taken the error page's URL.
  await page
    .waitForURL((url) => url.pathname === kind.page.path, { timeout: 5_000, waitUntil: 'commit' })
    .catch(() => {
      throw new Error(`${label}: expected ${kind.page.path}, at ${new URL(page.url()).pathname}`);
    });
  await page.getByText(kind.page.text, { exact: true }).waitFor({ timeout: 5_000 });
}

function expectKept(before: Record<string, string>, after: Record<string, string>, label: string): void {
  const lost = Object.entries(before).filter(([key, value]) => after[key] !== value);
  if (lost.length > 0)
    throw new Error(
      `${label}: typed values lost after coming back: ${lost
        .map(([key, value]) => `'${key}' was '${value}', now '${after[key] ?? '(not on screen)'}'`)
        .join('; ')}`,
    );
}

export interface FaultReplayOptions {
  /** The sandbox probe (decision 078), to count the payments a retry charged. */
  probeUrl: string;
}

export async function replayFaults(
  page: Page,
  baseUrl: string,
  driver: JourneyDriver,
  journeys: readonly JourneyPlan[],
  fault: FaultCase,
  options: FaultReplayOptions,
): Promise<void> {
  const { trigger, actor } = fault;
  const { plan, retry } = faultSteps(fault, journeys);
  const journey = `faults at ${actor}`;
  const [opening] = plan.steps;
  const action = retry.at(-1);
  if (!opening || !action) throw new Error(`${journey}: no action makes the call`);
  // Faked timers that still run on their own: the timeout case moves the clock past the client's limit.
  await page.clock.install();
  let shown: ScreenCheck | null = fault.failure;
  if (trigger > 0) {
    await driver.start(page, baseUrl, plan);
    shown = await walkSteps(page, driver, plan.steps, { keyboard: false, scan: false, journey, to: trigger });
  }
  const paid = await driver.paymentsCharged?.(actor, options.probeUrl);
  // From the failure screen: the actions that lead to the call again, then the one that makes it.
  const again = [opening, ...retry];
  const answers = plan.steps.slice(trigger + 1);

  for (const [attempt, kind] of FAULT_KINDS.entries()) {
    const label = `${journey}, ${kind.does}`;
    const first = attempt === 0;
    if (!first)
      await walkSteps(page, driver, again, {
        keyboard: false,
        scan: false,
        journey: label,
        from: 1,
        to: again.length - 1,
        shown,
      });
    // The driver arranges the answers as for the journey; the fault, routed after, catches the call first.
    await driver.arrange(page, answers);
    const afresh = first && trigger === 0;
    // Opening the flow afresh, its route asks for the actor's call ahead (decision 293): both fail.
    const calls = afresh && driver.askedAhead?.includes(actor) ? 2 : 1;
    const called = await armFault(page, driver, actor, kind, calls);
    if (afresh) await driver.start(page, baseUrl, plan);
    else await driver.perform(page, first ? (plan.steps[trigger] ?? action) : action);
    const typed = await called();
    if (kind.id === 'timeout') await page.clock.fastForward(REQUEST_TIMEOUT_MS);
    await expectErrorPage(page, kind, label);
    await (driver.returnAfterFault
      ? driver.returnAfterFault(page, actor)
      : page.getByRole('button', { name: 'Retry Request' }).click());
    await expectScreen(page, fault.failure, `${label}, back in the flow`);
    expectKept(typed, await typedValues(page), label);
    shown = fault.failure;
  }

  // The action once more with no fault, and its answers up to the screen they settle on.
  await walkSteps(page, driver, [...again, ...plan.steps.slice(trigger + 1)], {
    keyboard: false,
    scan: false,
    journey: `${journey}, retried with no fault`,
    from: 1,
    shown,
  });
  if (paid !== undefined && paid !== null) {
    const now = await driver.paymentsCharged?.(actor, options.probeUrl);
    if (now !== paid + 1)
      throw new Error(
        `${journey}: expected exactly one payment after the retry, ${String(now)} - ${paid} charged`,
      );
  }
}

/** Why a fault case is skipped: a browser cannot walk its journey (the driver's word); null when it runs. */
export function faultSkipped(
  driver: JourneyDriver,
  journeys: readonly JourneyPlan[],
  fault: FaultCase,
): string | null {
  const { plan, retry } = faultSteps(fault, journeys);
  return driver.unreachable?.({ ...plan, steps: [...plan.steps, ...retry] }) ?? null;
}
