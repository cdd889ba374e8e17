// The JavaScript a page's first screen downloads: every script the browser fetched from the portal's
// `/assets/` between opening the page and its first screen being ready (network idle), measured as the
// gzip (level 9) size of each file's bytes, so the figure is the same on every run and machine whatever
// the server's own compression. Shared by the budget test and `npm run bench`.
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { PREFETCH_MARK } from '@/flows/runner/use-step-prefetch';

export interface FirstScreenWeight {
  path: string;
  files: Array<{ file: string; gzip: number }>;
  gzip: number;
}

/**
 * Budgets of the first screen's JavaScript, gzip bytes: issue 31's `/login` ≤ 120 KiB, `/members` ≤ 135 KiB
 * and `/members/join` ≤ 150 KiB (149.9 KiB in 8 files once the home-port wizard, the account menu, the
 * sign-in's PKCE and the ad-tracking rules left it, decision 270; the shell's libraries are 98 of it).
 */
export const FIRST_SCREEN_BUDGETS: Record<string, number> = {
  '/login': 120 * 1024,
  '/members': 135 * 1024,
  '/members/join': 150 * 1024,
};

/** Script files a first screen may request before it is usable (issue 31). */
export const FIRST_SCREEN_MAX_SCRIPTS = 12;

/**
 * When the runner's first prefetch of later steps started, in ms since the epoch (none without it). Compared
 * with each request's own time, not with resource timings: a prefetch still in flight has no entry yet.
 */
const PREFETCH_STARTED = `(() => {
  const mark = performance.getEntriesByName('${PREFETCH_MARK}')[0];
  return mark ? performance.timeOrigin + mark.startTime : null;
})()`;

export const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * Opens `path` in a new page of `context` (signed in or not, as the context is) and waits until `ready`
 * tells the first screen is there; the scripts requested until then are the first screen's (what the
 * runner prefetches afterwards for later steps is not).
 */
export async function firstScreenWeight(
  context: BrowserContext,
  baseUrl: string,
  path: string,
  ready: (page: Page) => Promise<unknown>,
): Promise<FirstScreenWeight> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  /** Each script's URL and when it was first asked for (ms since the epoch). */
  const requested = new Map<string, number>();
  let shown = false;
  cdp.on('Network.requestWillBeSent', (event) => {
    const url = new URL(event.request.url);
    if (shown) return;
    if (url.origin === new URL(baseUrl).origin && /^\/assets\/.+\.js$/.test(url.pathname))
      if (!requested.has(url.href)) requested.set(url.href, event.wallTime * 1000);
  });
  let prefetchStarted: number | null = null;
  try {
    await page.goto(`${baseUrl}${path}`);
    await ready(page);
    shown = true;
    prefetchStarted = await page.evaluate<number | null>(PREFETCH_STARTED);
  } finally {
    await cdp.detach().catch(() => undefined);
    await page.close();
  }
  const urls = [...requested]
    .filter(([, at]) => prefetchStarted === null || at < prefetchStarted)
    .map(([url]) => url);
  const files = await Promise.all(
    urls.sort().map(async (url) => {
      const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
      const bytes = Buffer.from(await response.arrayBuffer());
      return { file: new URL(url).pathname, gzip: gzipSync(bytes, { level: 9 }).length };
    }),
  );
  return { path, files, gzip: files.reduce((sum, file) => sum + file.gzip, 0) };
}

/** One figure per page, with its file list, as the bench and the budget test print it. */
export function describeWeight(weight: FirstScreenWeight): string {
  const budget = FIRST_SCREEN_BUDGETS[weight.path];
  const verdict =
    budget === undefined ? '' : ` (budget ${kib(budget)}: ${weight.gzip <= budget ? 'within' : 'OVER'})`;
  const files = weight.files.map((file) => `    ${file.file} ${kib(file.gzip)}`).join('\n');
  return `${weight.path}: ${kib(weight.gzip)} gzip in ${weight.files.length} files${verdict}\n${files}`;
}
