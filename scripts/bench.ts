// `npm run bench`: engine figures, printed (no timed assertions, see decision 044).
//  1. Path generation time for every chart (`generateTransitionPaths` with the path tests' events).
//  2. Step-transition time of the home-port wizard in Chromium: click Continue → next step painted, and
//     Back → previous step painted, timed inside the page; both steps make no sandbox call, so sandbox
//     answers are excluded by construction.
//  3. JavaScript of the first screen of /login, /members/join, /members, the home-port wizard's first step
//     and /flows: gzip of every script fetched, with the file list and the budgets of issue 12.
//  4. The join's first step and a new step against a bare React page, at 1× and 4× CPU, beside two floors:
//     the stack's and the screens' (issue 31, `bench-first-step.ts`, `bench-reference-pages.ts`).
// Env: CHROMIUM_PATH (default /usr/bin/chromium), BENCH_ROUNDS (default 30), BENCH_SKIP_BUILD=1 to reuse dist/.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { build } from 'vite';
import { benchFirstStep } from './bench-first-step';
import { loadCharts } from '@/journeys/charts';
import { loadPathOptions } from './chart-sources';
import { startServer } from '../server/start';
import { generateTransitionPaths } from '@/flows/graph/generate-transition-paths';
import { launchBrowser } from '@/tests/support/chromium';
import { describeWeight, firstScreenWeight } from '@/tests/support/first-screen-weight';

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = join(root, 'dist');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const PERSONA = { email: 'gold@example.com', password: 'Sandbox!2026' };
/** The boat form whose 'Set Home Port' opens the home-port wizard under a membership's boats page (decision 170). */
const BOAT_FORM_STEP = 'boats/new';
const BUDGET = { generationMs: 2000, p95TransitionMs: 50 };

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const ms = (value: number): string => `${value.toFixed(1)} ms`;

async function benchGeneration(): Promise<void> {
  console.log('\n## Path generation (all charts)');
  const machines = await loadCharts();
  let total = 0;
  for (const machine of machines) {
    const options = await loadPathOptions(root, machine);
    if (!options) {
      console.log(`${machine.id}: no path events (tests/paths/*.events.ts exports ${machine.id}Events)`);
      continue;
    }
    const runs: number[] = [];
    let summary = '';
    for (let run = 0; run < 5; run += 1) {
      const start = performance.now();
      const result = generateTransitionPaths(machine, options);
      runs.push(performance.now() - start);
      summary = `${result.allPaths.length} paths (${result.paths.length} in the suite), ${result.covered.size}/${result.transitions.length} transitions`;
    }
    total += runs[0] ?? 0;
    console.log(
      `${machine.id}: first run ${ms(runs[0] ?? NaN)}, median of 5 ${ms(percentile(runs, 50))} — ${summary}`,
    );
  }
  const verdict = total < BUDGET.generationMs ? 'within' : 'OVER';
  console.log(`all charts, first runs: ${ms(total)} (budget < ${BUDGET.generationMs} ms: ${verdict})`);
}

async function signIn(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/members`);
  await page.waitForURL(/\/api\/idp\/login/);
  await page.getByLabel('Email').fill(PERSONA.email);
  await page.getByLabel('Password').fill(PERSONA.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(`${base}/members`);
}

/** The first membership's page of the signed-in persona, e.g. `/members/memberships/a0B…`. */
async function membershipPath(page: Page, base: string): Promise<string> {
  await page.goto(`${base}/members/memberships`);
  const link = page.locator('a[href^="/members/memberships/"]').first();
  await link.waitFor();
  const href = await link.getAttribute('href');
  const match = href && /^\/members\/memberships\/[^/?#]+/.exec(href);
  if (!match) throw new Error(`No membership link on the dashboard (found ${href})`);
  return match[0];
}

// In-page timing code, kept as source text: tsx compiles this file with `keepNames`, whose `__name` helper
// does not exist in the page. Clicks the button named by the argument and resolves with the time until the
// h1 reads differently and the next frame was painted (a task after that frame's requestAnimationFrame).
const TIME_STEP_IN_PAGE = `(buttonName) => new Promise((resolve, reject) => {
  const heading = () => document.querySelector('h1')?.textContent?.trim() ?? '';
  const before = heading();
  const button = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === buttonName);
  if (!button) return reject(new Error('No ' + buttonName + ' button'));
  const start = performance.now();
  const observer = new MutationObserver(() => {
    if (heading() === before) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  button.click();
})`;

function timeStep(page: Page, name: string): Promise<number> {
  return page.evaluate(`(${TIME_STEP_IN_PAGE})(${JSON.stringify(name)})`) as Promise<number>;
}

async function benchTransitions(context: BrowserContext, base: string, membership: string): Promise<void> {
  console.log('\n## Step transitions of the home-port wizard in Chromium (no sandbox call in these steps)');
  const page = await context.newPage();
  await page.goto(`${base}${membership}/${BOAT_FORM_STEP}`);
  await page.getByRole('button', { name: 'Set Home Port' }).click();
  await page
    .getByRole('heading', { level: 1, name: 'Set Home Port Location' })
    .waitFor({ timeout: 15_000 })
    .catch(async () => {
      const shown = await page
        .locator('h1')
        .first()
        .textContent()
        .catch(() => null);
      throw new Error(
        `The home-port wizard did not open at ${page.url()} (h1: ${shown}); see BOAT_FORM_STEP`,
      );
    });
  await page.getByLabel('Marina', { exact: true }).check();
  const forward: number[] = [];
  const back: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    forward.push(await timeStep(page, 'Continue'));
    back.push(await timeStep(page, 'Back'));
  }
  const all = [...forward, ...back];
  const row = (label: string, values: number[]) =>
    console.log(
      `${label}: median ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))} (n=${values.length})`,
    );
  row('Continue (type → address search)', forward);
  row('Back (address search → type)', back);
  const p95 = percentile(all, 95);
  console.log(
    `all steps: median ${ms(percentile(all, 50))}, p95 ${ms(p95)} (budget p95 < ${BUDGET.p95TransitionMs} ms: ${p95 < BUDGET.p95TransitionMs ? 'within' : 'OVER'})`,
  );
  await page.close();
}

/** Signed-out pages measured before signing in; the rest after (the same build, cache disabled). */
const SIGNED_OUT_PAGES: Array<[path: string, ready: (page: Page) => Promise<unknown>]> = [
  ['/login', (page) => page.waitForURL(/\/api\/idp\/login/, { timeout: 15_000 })],
  [
    '/members/join',
    (page) => page.getByRole('heading', { name: 'Membership Advisor' }).waitFor({ timeout: 15_000 }),
  ],
];

const firstHeading = (page: Page) => page.locator('h1').first().waitFor({ timeout: 15_000 });

async function printWeights(
  context: BrowserContext,
  base: string,
  pages: Array<[path: string, ready: (page: Page) => Promise<unknown>]>,
): Promise<void> {
  for (const [path, ready] of pages) {
    // One page failing (e.g. one that does not render yet) must not hide the other figures.
    const weight = await firstScreenWeight(context, base, path, ready).catch((error: unknown) => {
      console.log(
        `${path}: not measured: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
      );
      return undefined;
    });
    if (weight) console.log(describeWeight(weight));
  }
}

async function main(): Promise<void> {
  console.log('# npm run bench — printed figures, no assertions');
  await benchGeneration();

  if (process.env.BENCH_SKIP_BUILD !== '1' || !existsSync(distDir)) {
    // 'native': the config is imported by this process (tsx), which resolves the '@/' alias of server/ imports.
    await build({
      root,
      configFile: join(root, 'vite.config.ts'),
      configLoader: 'native',
      logLevel: 'warn',
      mode: 'production',
    });
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-data-'));
  const server = await startServer({ host: '127.0.0.1', port: 0, dataDir, distDir });
  const browser = await launchBrowser();
  try {
    const base = server.url.replace(/\/$/, '');
    console.log('\n## JavaScript of the first screen (gzip level 9 of each file fetched, cache disabled)');
    await printWeights(browser.context, base, SIGNED_OUT_PAGES);
    const chromium = browser.context.browser();
    if (chromium)
      await benchFirstStep(chromium, base).catch((error: unknown) =>
        console.log(`not measured: ${error instanceof Error ? error.message : String(error)}`),
      );
    const page = await browser.context.newPage();
    await signIn(page, base);
    const membership = await membershipPath(page, base);
    await page.close();
    // One section failing (e.g. a page that does not render yet) must not hide the other figures.
    await benchTransitions(browser.context, base, membership).catch((error: unknown) =>
      console.log(`not measured: ${error instanceof Error ? error.message : String(error)}`),
    );
    await printWeights(browser.context, base, [
      ['/members', firstHeading],
      [`${membership}/boats`, firstHeading],
      ['/flows', (page) => page.locator('table').first().waitFor({ timeout: 15_000 })],
    ]);
  } finally {
    await browser.close();
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
await import('./bench-journey-recording');
