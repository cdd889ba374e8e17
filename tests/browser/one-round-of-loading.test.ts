// Fast on a phone (issue 31): `/members/join` gets its scripts in at most two rounds (the entry with the
// route's preloads, then anything found later), at most 12 files before its first step is usable, the large
// ones compiled eagerly off the main thread (decision 295), its first step's data asked for once, by the route,
// beside the session check (decision 293), and a whole purchase never shows the runner's loading spinner
// between steps: the next steps' screens were prefetched while the boater read the previous one (decision
// 270). `/members/gift` asks for its price lists once, by the route, beside its own code, and not at all for
// a run kept for resume. On a network that never answers, the join's data asked ahead is the chart's
// failure once it times out: 'Network Unavailable' after one timeout, not two.
import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '@/api/request-timeout';
import { PREFETCH_MARK } from '@/flows/runner/use-step-prefetch';
import { COMPILE_EAGERLY, EAGER_MIN_BYTES } from '@/server/route-preloads-plugin';
import { browserPerTest } from '../support/browser';
import { FIRST_SCREEN_MAX_SCRIPTS } from '../support/first-screen-weight';
import { GIFT_URL } from './journeys/gift.driver';
import {
  agreeToTerms,
  ANSWERS,
  answer,
  contactFor,
  fillBoat,
  fillCard,
  fillContact,
  PURCHASE_URL,
  SAG_HARBOR_BOAT,
  submitContact,
  waitForHeading,
} from './purchase-steps';

const baseUrl = inject('baseUrl');
const browser = browserPerTest();

interface Script {
  name: string;
  start: number;
  end: number;
}

/** Rounds of requests: a script asked for after another had arrived is a round after that one's. */
function roundsOf(scripts: Script[]): number {
  const sorted = [...scripts].sort((a, b) => a.start - b.start);
  const rounds: number[] = [];
  sorted.forEach((script, i) => {
    const before = sorted.slice(0, i).filter((other) => other.end <= script.start);
    rounds[i] = 1 + Math.max(0, ...before.map((other) => rounds[sorted.indexOf(other)] ?? 0));
  });
  return Math.max(0, ...rounds);
}

// The runner's step spinner ('Loading…', flows/runner/flow-runner.tsx), counted whenever one is added.
const COUNT_STEP_SPINNERS = () => {
  const seen: string[] = [];
  (window as unknown as { __stepSpinners: string[] }).__stepSpinners = seen;
  new MutationObserver(() => {
    for (const spinner of document.querySelectorAll('.spinner')) {
      if (spinner.textContent?.trim() === 'Loading…' && !spinner.hasAttribute('data-seen')) {
        spinner.setAttribute('data-seen', '');
        seen.push(location.pathname);
      }
    }
  }).observe(document, { childList: true, subtree: true });
};

const FIRST_SCREEN_SCRIPTS = `(() => {
  const prefetch = performance.getEntriesByName('${PREFETCH_MARK}')[0]?.startTime ?? Infinity;
  return performance.getEntriesByType('resource')
    .filter((entry) => entry.startTime < prefetch && /^\\/assets\\/.+\\.js$/.test(new URL(entry.name).pathname))
    .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime, end: entry.responseEnd }));
})()`;

// How often the first step's data was asked for (decision 293), in the page's resource timings.
const FIRST_DATA_CALLS = `performance.getEntriesByType('resource')
  .filter((entry) => new URL(entry.name).pathname === '/api/products').length`;

/**
 * Holds the page's requests that `held` matches until the first step's data (`/api/products`) is asked
 * for, or 3 s: the data came beside them only if the route asked for it (decision 293). The getter says,
 * once they were answered, whether any was held and it was asked for meanwhile.
 */
async function askedWhileHeld(page: Page, held: string | ((url: URL) => boolean)): Promise<() => boolean> {
  let asked: () => void = () => undefined;
  const productsAsked = new Promise<boolean>((resolve) => (asked = () => resolve(true)));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/products') asked();
  });
  let holds = 0;
  let beside = true;
  await page.route(held, async (route) => {
    holds += 1;
    beside &&= await Promise.race([productsAsked, delay(3_000).then(() => false)]);
    await route.fallback();
  });
  return () => holds > 0 && beside;
}

// The join's chart starts only once the session is known: its data comes beside the session check only if
// the route asked for it. The gift's chart needs no session: its route's own code is what is held.
const SESSION_CHECK = '**/api/login/session/cookie';
const GIFT_CODE = (url: URL) => /^\/assets\/gift-(?!steps-)[\w-]+\.js$/.test(url.pathname);

describe('one round of loading, no spinner between steps', () => {
  it('opens the join in at most two rounds of scripts and buys a membership without a step spinner', async () => {
    const { page } = browser;
    await page.addInitScript(COUNT_STEP_SPINNERS);
    const dataBesideSession = await askedWhileHeld(page, SESSION_CHECK);
    await page.goto(`${baseUrl}${PURCHASE_URL}`);
    await page.getByRole('radio').first().waitFor();
    const scripts = await page.evaluate<Script[]>(FIRST_SCREEN_SCRIPTS);
    const listed = scripts.map(
      (script) => `${script.name} ${script.start.toFixed(0)}–${script.end.toFixed(0)}`,
    );
    expect(scripts.length, listed.join('\n')).toBeLessThanOrEqual(FIRST_SCREEN_MAX_SCRIPTS);
    expect(roundsOf(scripts), listed.join('\n')).toBeLessThanOrEqual(2);
    // Each large one opens with V8's compile hint: compiled off the main thread as it streams in (decision
    // 295); the entry (React, the router) and the kit (XState, the runner) are.
    let hinted = 0;
    for (const script of scripts) {
      const text = await (await page.request.get(`${baseUrl}${script.name}`)).text();
      if (text.length < EAGER_MIN_BYTES) continue;
      expect(text.startsWith(`${COMPILE_EAGERLY}\n`), `${script.name} opens with the compile hint`).toBe(
        true,
      );
      hinted += 1;
    }
    expect(hinted, 'first-screen scripts compiled eagerly').toBeGreaterThanOrEqual(2);
    // The price lists were asked for by the route beside the session check, once: the chart took them.
    expect(dataBesideSession(), '/api/products asked only once the session was known').toBe(true);
    expect(await page.evaluate<number>(FIRST_DATA_CALLS), 'times /api/products was asked').toBe(1);

    await answer(page, ANSWERS['Gold Card']);
    await waitForHeading(page, 'Our Recommendation');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await waitForHeading(page, 'Contact Info');
    await fillContact(page, contactFor(`one-round-${randomUUID().slice(0, 8)}@example.com`));
    await submitContact(page);
    await waitForHeading(page, 'Primary Boat Information');
    await fillBoat(page, SAG_HARBOR_BOAT);
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    await agreeToTerms(page);
    await waitForHeading(page, 'Payment');
    await fillCard(page, '4111111111111111');
    await page.getByRole('button', { name: 'Confirm Membership' }).click();
    await waitForHeading(page, 'Welcome to Sea Tow!', 30_000);

    const spinners = await page.evaluate(
      () => (window as unknown as { __stepSpinners: string[] }).__stepSpinners,
    );
    expect(spinners, `step spinners shown at ${spinners.join(', ')}`).toEqual([]);
  });

  it("opens the gift with its price lists asked by the route while the gift's code loads, once", async () => {
    const { page } = browser;
    const dataBesideCode = await askedWhileHeld(page, GIFT_CODE);
    await page.goto(`${baseUrl}${GIFT_URL}`);
    // The price lists shown: the call that brought them has its timing entry.
    await page.getByRole('radio').first().waitFor();
    expect(dataBesideCode(), "/api/products asked only once the gift's code had loaded").toBe(true);
    expect(await page.evaluate<number>(FIRST_DATA_CALLS), 'times /api/products was asked').toBe(1);
  });

  it("back from the error page to the gift's kept run, asks for nothing ahead: 'Try Again' asks, once", async () => {
    const { page } = browser;
    // Both calls of the opening fail (the route's and the chart's own): the error page, then back.
    await page.route(
      '**/api/products',
      (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }),
      {
        times: 2,
      },
    );
    await page.goto(`${baseUrl}${GIFT_URL}`);
    await page.getByRole('heading', { name: 'Server Error' }).waitFor();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/products') asked.push(request.url());
    });
    await page.getByRole('button', { name: 'Retry Request' }).click();
    const tryAgain = page.getByRole('button', { name: 'Try Again' });
    await tryAgain.waitFor();
    expect(asked, 'asked for on arriving back at a run kept for resume').toEqual([]);
    await tryAgain.click();
    await page.getByRole('radio').first().waitFor();
    expect(asked, "asked for by 'Try Again'").toHaveLength(1);
  });

  it("on a network that never answers, shows 'Network Unavailable' after one timeout of the join's first data, asked once", async () => {
    const { page } = browser;
    // Faked timers that still run on their own: the client's timeout is reached by moving the clock.
    await page.clock.install();
    let asked = 0;
    await page.route('**/api/products', () => {
      asked += 1; // never answered
    });
    await page.goto(`${baseUrl}${PURCHASE_URL}`);
    // The chart has started, so it waits for the price lists the route asked for.
    await page.locator('[data-flow="purchase"]').waitFor();
    expect(asked).toBe(1);
    await page.clock.fastForward(REQUEST_TIMEOUT_MS);
    await page.getByRole('heading', { name: 'Network Unavailable' }).waitFor({ timeout: 10_000 });
    expect(new URL(page.url()).pathname).toBe('/error/client_error');
    expect(asked, 'times /api/products was asked').toBe(1);
  });
});
