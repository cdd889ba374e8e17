// Launches Chromium through playwright-core (never `playwright install`) with the flags of STACK.md;
// executable from CHROMIUM_PATH (default /usr/bin/chromium). Tests share one Chromium per file and give
// each test a fresh context: as isolated as a fresh profile, without a browser start per test.
// Free of vitest so scripts (the benchmarks) launch the browser exactly as the browser tests do.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}; install it with \`apt-get install chromium\` or set CHROMIUM_PATH`,
    );
  }
  return path;
}

export interface BrowserHandle {
  context: BrowserContext;
  page: Page;
  close: () => Promise<void>;
}

/** Chromium itself (Playwright keeps its profile in a temporary folder of its own). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_FLAGS });
}

/** A fresh context (cookies, storage and cache of its own) with one page, in a running Chromium. */
export async function openContext(browser: Browser): Promise<BrowserHandle> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  return { context, page, close: () => context.close() };
}

/** Chromium with one fresh context and page, for scripts that need a single browser (the benchmarks). */
export async function launchBrowser(): Promise<BrowserHandle> {
  const browser = await launchChromium();
  const handle = await openContext(browser);
  return { ...handle, close: () => browser.close() };
}
