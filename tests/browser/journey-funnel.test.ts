// The funnel (issue 30, decision 276) in Chromium, on a portal of its own: three boaters start to buy a
// membership, two finish and one leaves at the boat step; /flows/purchase then shows 3 entered, 2
// finished and 1 stopped at the boat step, in its summary, its table and on the diagram itself. The
// recorded steps hold nothing any boater typed. A recording call that fails (500, network cut) changes
// nothing the boater sees.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest } from '../support/browser';
import { isolatedPortal } from '../support/isolated-portal';
import { probeCount } from '../support/sandbox-probe';
import {
  ANSWERS,
  answer,
  contactFor,
  fillCard,
  fillContact,
  PURCHASE_URL,
  reachPayment,
  SAG_HARBOR_BOAT,
  submitContact,
  waitForHeading,
} from './purchase-steps';

const { baseUrl, probeUrl } = await isolatedPortal();
const browser = browserPerTest();
const newEmail = () => `funnel-${randomUUID().slice(0, 8)}@example.com`;

/** A new boater in the same tab: what the last one's run kept in the browser goes. */
async function newBoater(page: Page) {
  await page.evaluate(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
  });
}

async function buyMembership(page: Page, email: string) {
  await reachPayment(page, baseUrl, email);
  await fillCard(page, '4111111111111111');
  await page.getByRole('button', { name: 'Confirm Membership' }).click();
  await waitForHeading(page, 'Welcome to Sea Tow!', 30_000);
}

describe('where boaters stop, on /flows/purchase', () => {
  it('three runs, one left at the boat step: 3 entered, 2 finished, 1 stopped at the boat step', async () => {
    const { page } = browser;
    // The UTC day the runs start on: the range chosen below starts there, so runs recorded on either side
    // of a midnight the test crosses are all in it.
    const started = new Date().toISOString().slice(0, 10);
    const emails = [newEmail(), newEmail(), newEmail()];
    await buyMembership(page, emails[0] as string);
    await newBoater(page);
    await buyMembership(page, emails[1] as string);
    await newBoater(page);
    await page.goto(`${baseUrl}${PURCHASE_URL}`);
    await waitForHeading(page, 'Membership Advisor');
    await answer(page, ANSWERS['Gold Card']);
    await waitForHeading(page, 'Our Recommendation');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await waitForHeading(page, 'Contact Info');
    await fillContact(page, contactFor(emails[2] as string));
    await submitContact(page);
    await waitForHeading(page, 'Primary Boat Information');
    // The boater leaves: the page goes, its last steps go with the beacon.
    await page.goto(`${baseUrl}/flows/purchase`);

    const status = page.getByRole('status').filter({ hasText: 'entered' });
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: 'Show' }).click();
          return status.textContent();
        },
        { timeout: 15_000 },
      )
      .toBe('3 entered, 2 finished, 1 stopped on the way.');
    const boats = page.locator('tr[data-state="purchase.boats"]');
    expect(await boats.locator('th').textContent()).toBe('Primary Boat Information');
    expect(await boats.locator('td').allTextContents()).toEqual(['3', '1', expect.any(String)]);
    expect(await page.locator('tr[data-state="purchase.confirmation"] td').nth(1).textContent()).toBe(
      '2 finished',
    );
    expect(page.url()).toMatch(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);

    // The same on the diagram (decision 289): 3 entered the first step, 1 stopped at the boat step, 2
    // finished; the arrow out of the boat step carries the share of those leaving it that took it.
    const onStep = (state: string) => page.locator(`[data-funnel-state="${state}"] text`).textContent();
    expect(await onStep('purchase.root')).toMatch(/^3 entered · 0 stopped · median \d+ s$/);
    // The boat step holds recorded inner steps (its home port): no one median for the box.
    expect(await onStep('purchase.boats')).toBe('3 entered · 1 stopped');
    expect(await onStep('purchase.confirmation')).toBe('2 entered · 2 finished');
    expect(await page.locator('[data-funnel-edge^="purchase.boats~"] text').allTextContents()).toEqual([
      '100% took this (2)',
    ]);

    // The review link (decision 290): a range and a compared version chosen here reopen from the link.
    await page.getByLabel('From', { exact: true }).fill(started);
    await page.getByRole('button', { name: 'Show' }).click();
    await page.getByLabel('Saved version').selectOption('0.1.0');
    await expect
      .poll(() => page.url())
      .toMatch(new RegExp(`compare=0\\.1\\.0&from=${started}&to=\\d{4}-\\d{2}-\\d{2}`));
    const to = new URL(page.url()).searchParams.get('to');
    const shared = await browser.context.newPage();
    await shared.goto(page.url());
    await expect.poll(() => shared.getByLabel('Saved version').inputValue()).toBe('0.1.0');
    await shared.getByRole('img', { name: /changes since 0\.1\.0/ }).waitFor();
    expect(await shared.getByLabel('From', { exact: true }).inputValue()).toBe(started);
    expect(await shared.getByLabel('To', { exact: true }).inputValue()).toBe(to);
    await expect
      .poll(() => shared.getByRole('status').filter({ hasText: 'entered' }).textContent())
      .toBe('3 entered, 2 finished, 1 stopped on the way.');
    await shared.close();

    // Nothing a boater typed is in the recorded steps.
    const contact = contactFor(emails[0] as string);
    const typed = [
      ...emails,
      contact.firstName,
      contact.lastName,
      contact.mobilePhone,
      '4111',
      SAG_HARBOR_BOAT.make,
    ];
    for (const text of typed)
      expect(await probeCount(probeUrl, 'journeyEventsWithText', '', { text }), text).toBe(0);
  }, 240_000);

  it('a failing recording call (500, then a network cut) changes nothing the boater sees', async () => {
    const { page } = browser;
    let failed = 0;
    await page.route('**/api/journey-events', async (route) => {
      failed += 1;
      if (failed === 1) await route.fulfill({ status: 500, body: '{}' });
      else await route.abort('internetdisconnected');
    });
    await page.goto(`${baseUrl}${PURCHASE_URL}`);
    await waitForHeading(page, 'Membership Advisor');
    await expect.poll(() => failed, { timeout: 10_000 }).toBeGreaterThan(0);
    await answer(page, ANSWERS['Gold Card']);
    await waitForHeading(page, 'Our Recommendation');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await waitForHeading(page, 'Contact Info');
    await expect.poll(() => failed, { timeout: 10_000 }).toBeGreaterThan(1);
    await page.getByRole('button', { name: 'Back' }).first().click();
    await waitForHeading(page, 'Our Recommendation');
    expect(await page.getByRole('heading', { name: /Server Error|Network Unavailable/ }).count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
  }, 120_000);
});
