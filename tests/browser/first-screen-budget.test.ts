// The first screen stays light (issue 12): the JavaScript `/login`, `/members` and `/members/join`
// download before their first screen shows is within its gzip budget. Bytes, not timings: the same
// build gives the same figures on any machine.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserPerTest } from '../support/browser';
import {
  describeWeight,
  FIRST_SCREEN_BUDGETS,
  FIRST_SCREEN_MAX_SCRIPTS,
  firstScreenWeight,
  type FirstScreenWeight,
} from '../support/first-screen-weight';
import { openAs } from '../support/sign-in-as';

const baseUrl = inject('baseUrl');
const browser = browserPerTest();

const h1 = (page: Page) => page.locator('h1').first().waitFor({ timeout: 15_000 });

function expectWithinBudget(weight: FirstScreenWeight) {
  console.log(describeWeight(weight));
  const budget = FIRST_SCREEN_BUDGETS[weight.path];
  expect(budget, `a budget for ${weight.path}`).toBeDefined();
  expect(weight.files.length, 'scripts were measured').toBeGreaterThan(0);
  expect(weight.gzip, `${weight.path}: ${describeWeight(weight)}`).toBeLessThanOrEqual(budget ?? 0);
  // Files sized for HTTP (issue 31): few scripts on the critical path, not one per module.
  expect(weight.files.length, describeWeight(weight)).toBeLessThanOrEqual(FIRST_SCREEN_MAX_SCRIPTS);
}

describe('first-screen JavaScript budgets', () => {
  it('/login, up to leaving for the identity provider', async () => {
    const weight = await firstScreenWeight(browser.context, baseUrl, '/login', (page) =>
      page.waitForURL(/\/api\/idp\/login/, { timeout: 15_000 }),
    );
    expectWithinBudget(weight);
  });

  it('/members/join, the Membership Advisor with its chart', async () => {
    const weight = await firstScreenWeight(browser.context, baseUrl, '/members/join', (page) =>
      page.getByRole('heading', { name: 'Membership Advisor' }).waitFor({ timeout: 15_000 }),
    );
    expectWithinBudget(weight);
    expect(weight.files.some((file) => file.file.includes('purchase'))).toBe(true);
    // The later steps arrive after the first one is usable (the runner prefetches them), not before.
    expect(weight.files.some((file) => file.file.includes('purchase-steps'))).toBe(false);
  });

  it('/members, the signed-in dashboard', async () => {
    await openAs(browser.page, baseUrl, 'gold@example.com', '/members');
    await h1(browser.page);
    const weight = await firstScreenWeight(browser.context, baseUrl, '/members', h1);
    expectWithinBudget(weight);
  });
});
