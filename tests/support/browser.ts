// `browserPerTest()` gives each test a fresh context and saves a screenshot into test-results/ when it fails.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach } from 'vitest';
import { launchBrowser, type BrowserHandle } from './chromium';

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
