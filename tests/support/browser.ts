// Launches Chromium through playwright-core (never `playwright install`): a persistent context in a fresh
// profile folder with the flags of STACK.md; executable from CHROMIUM_PATH (default /usr/bin/chromium).
// `browserPerTest()` gives each test a fresh context and saves a screenshot into test-results/ when it fails.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterEach, beforeEach } from 'vitest';

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

export async function launchBrowser(): Promise<BrowserHandle> {
  const executablePath = chromiumPath();
  const profile = await mkdtemp(join(tmpdir(), 'portal-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport: { width: 1280, height: 900 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

const safeName = (name: string) =>
  name
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120);

/** A fresh browser per test; on failure a full-page screenshot lands in `test-results/`. */
export function browserPerTest(): { readonly page: Page; readonly context: BrowserContext } {
  let handle: BrowserHandle | undefined;
  beforeEach(async () => {
    handle = await launchBrowser();
  });
  afterEach(async ({ task }) => {
    if (!handle) return;
    try {
      if (task.result?.state === 'fail') {
        await mkdir('test-results', { recursive: true });
        await handle.page.screenshot({
          path: join('test-results', `${safeName(task.name)}.png`),
          fullPage: true,
        });
      }
    } finally {
      await handle.close();
      handle = undefined;
    }
  });
  return {
    get page() {
      if (!handle) throw new Error('The browser starts in beforeEach; use `page` inside a test');
      return handle.page;
    },
    get context() {
      if (!handle) throw new Error('The browser starts in beforeEach; use `context` inside a test');
      return handle.context;
    },
  };
}
