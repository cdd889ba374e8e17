// `browserPerTest()` gives each test a fresh context (one Chromium per file) and saves a screenshot into
// test-results/ when it fails.
// Every page of every browser test runs under the server's Content-Security-Policy and the test fails on
// any `securitypolicyviolation` event, so the policy never silently breaks a page.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeEach } from 'vitest';
import { launchChromium, openContext, type BrowserHandle } from './chromium';

const safeName = (name: string) =>
  name
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120);

/** Collects the policy violations of every page of `context` (present and future) into the list. */
async function recordPolicyViolations(context: BrowserContext, violations: string[]): Promise<void> {
  await context.exposeFunction('__reportPolicyViolation', (violation: string) => {
    violations.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportPolicyViolation: (text: string) => void })
        .__reportPolicyViolation;
      void report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${location.pathname} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}

/**
 * A fresh browser context per test; on failure a full-page screenshot lands in `test-results/`.
 * `toleratedViolations` lists policy reports a file expects (each must say why): e.g. parsing hostile HTML to
 * sanitize it makes Chromium report the inline handler it refuses to compile, though nothing runs.
 */
export function browserPerTest(options: { toleratedViolations?: readonly RegExp[] } = {}): {
  readonly page: Page;
  readonly context: BrowserContext;
} {
  const tolerated = options.toleratedViolations ?? [];
  let chromium: Browser | undefined;
  let handle: BrowserHandle | undefined;
  let violations: string[] = [];
  beforeEach(async () => {
    if (!chromium?.isConnected()) chromium = await launchChromium();
    handle = await openContext(chromium);
    violations = [];
    await recordPolicyViolations(handle.context, violations);
  });
  afterEach(async ({ task }) => {
    if (!handle) return;
    violations = violations.filter((violation) => !tolerated.some((pattern) => pattern.test(violation)));
    try {
      if (task.result?.state === 'fail' || violations.length > 0) {
        await mkdir('test-results', { recursive: true });
        await handle.page.screenshot({
          path: join('test-results', `${safeName(task.name)}.png`),
          fullPage: true,
        });
      }
      if (violations.length > 0) {
        throw new Error(`Content-Security-Policy violations:\n  ${violations.join('\n  ')}`);
      }
    } finally {
      await handle.close();
      handle = undefined;
    }
  });
  afterAll(async () => {
    await chromium?.close();
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
