// `npm run bench`, issue 31's proof (decision 286): the join's first step against a bare React page of the
// same step (bench/bare-first-step), side by side in one run, at 1× and 4× CPU (Chromium's
// `Emulation.setCPUThrottlingRate`), each run in a fresh context (nothing cached), the pages taking turns
// so all see the same machine load. Beside them two floors (scripts/bench-reference-pages.ts): the stack's,
// the same step on the libraries the architecture requires, used the least they allow; and the screens',
// the portal's own screens with none of its code. Printed:
//  - first step interactive: from navigation start until the first question's radios and Continue are in
//    the page, enabled, and the next frame was painted (React attaches its handlers before it commits);
//  - new step: after the first answer and a second of reading (the portal prefetches then, decision 270),
//    Continue on the water question → the not-yet-visited 'Our Recommendation' painted.
// Figures only: a missed target is said, never a failure.
import type { Browser, Page } from 'playwright-core';
import { type Reference, serveReferences } from './bench-reference-pages';

const RUNS = Number(process.env.BENCH_FIRST_STEP_RUNS ?? 5);
const RATES = [1, 4] as const;
/** Issue 31: the portal at 4× at most this many times the bare page. */
const TARGET = { firstStep: 1.25, newStep: 2 };
const NEW_STEP_HEADING = 'Our Recommendation';
const READING_MS = 1000;

// In-page code kept as source text (tsx's `keepNames` helper does not exist in the page; the portal's CSP
// forbids string evaluation inside it, so this is a promise read through `evaluate`). `__firstStep`
// resolves with the time since navigation start when an enabled radio and Continue are shown and the next
// frame was painted.
const WATCH_FIRST_STEP = `window.__firstStep = new Promise((resolve, reject) => {
  const ready = () => document.querySelector('input[type=radio]:not([disabled])') &&
    [...document.querySelectorAll('button')].some((button) => button.textContent?.trim() === 'Continue');
  const observer = new MutationObserver(() => {
    if (!ready()) return;
    observer.disconnect();
    const shown = performance.now();
    requestAnimationFrame(() => setTimeout(() => resolve(shown), 0));
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
  setTimeout(() => reject(new Error('The first step was not shown within 30 s')), 30000);
})`;

// Clicks Continue and resolves with the time until a heading reads the given name and was painted.
const TIME_CONTINUE_TO_HEADING = `(name) => new Promise((resolve, reject) => {
  const shown = () => [...document.querySelectorAll('h1, h2, h3')].some((h) => h.textContent?.trim() === name);
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Continue');
  if (!button) return reject(new Error('No Continue button'));
  const start = performance.now();
  const observer = new MutationObserver(() => {
    if (!shown()) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  button.click();
})`;

// The first step's words: the question, the choices and the buttons.
const FIRST_STEP_TEXTS = `[...document.querySelectorAll('legend, input[type=radio], button')].map((node) =>
  node.matches('input') ? document.getElementById(node.getAttribute('aria-labelledby') ?? '')?.textContent ?? node.closest('label')?.textContent : node.textContent
).map((text) => text?.trim()).join(' | ')`;

interface Run {
  firstStep: number;
  newStep: number;
  texts: string;
}

async function measure(browser: Browser, url: string, rate: number): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page: Page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.addInitScript(WATCH_FIRST_STEP);
    await page.goto(url);
    const firstStep = (await page.evaluate('window.__firstStep')) as number;
    const texts = (await page.evaluate(FIRST_STEP_TEXTS)) as string;
    await page.getByRole('radio', { name: 'No', exact: true }).check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('radio', { name: 'Salt water', exact: true }).check();
    await page.waitForTimeout(READING_MS);
    const newStep = (await page.evaluate(
      `(${TIME_CONTINUE_TO_HEADING})(${JSON.stringify(NEW_STEP_HEADING)})`,
    )) as number;
    return { firstStep, newStep, texts };
  } finally {
    await context.close();
  }
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

type Target = 'portal' | Reference;
const TARGETS = ['portal', 'bare', 'stack', 'screens'] as const satisfies readonly Target[];

export async function benchFirstStep(browser: Browser, portalUrl: string): Promise<void> {
  console.log(
    `\n## First step and a new step of the join: portal vs a bare React page, with two floors (stack: the same step on the portal's libraries, used the least they allow; screens: the portal's own screens, none of its code); median of ${RUNS} with the runs' range, fresh context each, CPU throttled by Chromium`,
  );
  const references = await serveReferences(browser, portalUrl);
  try {
    const urls: Record<Target, string> = {
      portal: `${portalUrl}/members/join`,
      bare: references.bare.url,
      stack: references.stack.url,
      screens: references.screens.url,
    };
    const runs = new Map<string, Run[]>();
    for (let round = 0; round < RUNS; round += 1)
      for (const rate of RATES)
        for (const target of TARGETS) {
          const key = `${target}@${rate}`;
          runs.set(key, [...(runs.get(key) ?? []), await measure(browser, urls[target], rate)]);
        }
    const texts = (target: Target) => runs.get(`${target}@1`)?.[0]?.texts;
    for (const target of TARGETS.filter((name) => name !== 'bare'))
      console.log(
        texts(target) === texts('bare')
          ? `${target}: same first-step texts as the bare page`
          : `${target}: first-step texts DIFFER — ${target}: ${texts(target)}; bare: ${texts('bare')}`,
      );
    console.log(`first-step texts: ${texts('bare')}`);
    const figure = (target: Target, rate: number, field: 'firstStep' | 'newStep') =>
      median((runs.get(`${target}@${rate}`) ?? []).map((run) => run[field]));
    // The runs' range beside each median: on a shared machine one run can be far off the others.
    const shown = (target: Target, rate: number, field: 'firstStep' | 'newStep') => {
      const values = (runs.get(`${target}@${rate}`) ?? []).map((run) => run[field]);
      return `${figure(target, rate, field).toFixed(0)} ms (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`;
    };
    const times = (target: Target, rate: number, field: 'firstStep' | 'newStep') =>
      `${(figure(target, rate, field) / figure('bare', rate, field)).toFixed(2)}×`;
    const rows: Array<[label: string, field: 'firstStep' | 'newStep', target: number]> = [
      ['first step interactive', 'firstStep', TARGET.firstStep],
      [`new step (water question → ${NEW_STEP_HEADING})`, 'newStep', TARGET.newStep],
    ];
    for (const [label, field, target] of rows) {
      console.log(`${label}:`);
      for (const rate of RATES)
        console.log(
          `  ${rate}×: portal ${shown('portal', rate, field)}, bare ${shown('bare', rate, field)}, stack ${shown('stack', rate, field)}, screens ${shown('screens', rate, field)}; against the bare page: portal ${times('portal', rate, field)}, stack ${times('stack', rate, field)}, screens ${times('screens', rate, field)}`,
        );
      const at4 = figure('portal', 4, field) / figure('bare', 4, field);
      console.log(
        `  target at 4× ≤ ${target}× the bare page: ${at4 <= target ? 'within' : 'MISSED'} (the floors alone: stack ${times('stack', 4, field)}, screens ${times('screens', 4, field)})`,
      );
    }
  } finally {
    await Promise.all(Object.values(references).map((reference) => reference.close()));
  }
}
