// The statechart visualizer as a product owner uses it, in Chromium against the built portal: the
// `/flows` list in words, the purchase chart legible at 100%, a step opened in place, a declined card
// simulated with buttons in words and shown on the real payment screen, and the address bar as a link
// to that same screen. No visible text shows identifiers (`xstate.…`) or JSON outside 'Developer details'.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserPerTest } from '../support/browser';

const baseUrl = inject('baseUrl');
const browser = browserPerTest();

async function open(page: Page, path: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${baseUrl}${path}`);
}

/** Every text a product owner can see: the page's rendered text and the diagram's labels. */
async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const svgTexts = [...document.querySelectorAll('svg text')].map((text) => text.textContent ?? '');
    return `${document.body.innerText}\n${svgTexts.join('\n')}`;
  });
}

async function expectNoRawText(page: Page) {
  const text = await visibleText(page);
  expect(text).not.toMatch(/xstate\./);
  expect(text).not.toMatch(/[{}]/);
}

const place = (page: Page) => page.getByTestId('simulated-place');
const boaterCan = (page: Page) => page.getByRole('list', { name: 'The boater can' });
const preview = (page: Page) => page.getByRole('region', { name: 'Screen of the active state' });

describe('the statechart visualizer', () => {
  it('lists every journey in words, with its portal, purpose, size, coverage and plan', async () => {
    const { page } = browser;
    await open(page, '/flows');
    const rows = page.getByRole('table').getByRole('row');
    await rows.nth(1).waitFor();
    const count = await rows.count();
    expect(count).toBeGreaterThanOrEqual(10);
    for (let index = 1; index < count; index++) {
      const row = rows.nth(index);
      const title = (await row.getByRole('link').textContent()) ?? '';
      // a title in words: spaces, no camelCase machine id
      expect(title).toMatch(/^[A-Z][^A-Z]*\s/);
      expect(title).not.toMatch(/[a-z][A-Z]/);
      const cells = await row.getByRole('cell').allTextContents();
      expect(cells[0]).toMatch(/^(Member portal|Partner portal|Member account)$/);
      expect(cells[1]!.length).toBeGreaterThan(20);
      expect(cells[4]).toMatch(
        /^(\d+ of \d+ transitions \(\d+%\), \d+ of \d+ decisions|no journey plan run in a browser)/,
      );
    }
    const purchase = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: 'Become a Member' }) });
    expect(await purchase.getByRole('cell').last().textContent()).toBe('docs/journeys/purchase.md');
    await expectNoRawText(page);
  });

  it('reads the purchase at 100%, opens the payment step, simulates a declined card in words, and shares it', async () => {
    const { page, context } = browser;
    await open(page, '/flows/purchase');
    const firstLabel = page.locator('[data-state-id="purchase.root"] [data-state-label]');
    await firstLabel.waitFor();
    expect(
      await page
        .getByRole('toolbar', { name: 'Diagram view' })
        .getByText(/^\d+%$/)
        .textContent(),
    ).toBe('100%');
    const label = await firstLabel.boundingBox();
    const viewport = await page.getByRole('group', { name: /diagram/ }).boundingBox();
    expect(label!.height).toBeGreaterThanOrEqual(11);
    // the first step is in view, in the upper left part of the diagram
    expect(label!.x).toBeGreaterThanOrEqual(viewport!.x);
    expect(label!.x + label!.width).toBeLessThanOrEqual(viewport!.x + viewport!.width * 0.6);
    expect(label!.y).toBeGreaterThanOrEqual(viewport!.y);
    expect(label!.y + label!.height).toBeLessThanOrEqual(viewport!.y + viewport!.height / 2);
    await expectNoRawText(page);

    await page.getByRole('combobox', { name: 'Go to step' }).selectOption({ label: 'Terms & Conditions' });
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await expect.poll(() => place(page).textContent()).toBe('Terms & Conditions › Editing');

    await boaterCan(page).getByRole('button', { name: "Tick the agreement and press 'Continue'" }).click();
    await expect.poll(() => place(page).textContent()).toBe('Payment › Editing');

    // drill into the payment step (the view has followed the boater to it) and back out
    // (on its name: its back moves are chips of their own on the box, decision 260)
    await page
      .getByRole('button', { name: /Payment/, expanded: false })
      .locator('[data-state-label]')
      .click();
    const editing = page.locator('[data-state-id="purchase.payment.editing"]');
    await editing.waitFor();
    expect(await editing.getAttribute('data-active')).toBe('true');
    await expectNoRawText(page);

    await boaterCan(page)
      .getByRole('button', { name: "Enter card ending 1111 and press 'Confirm Membership'" })
      .click();
    await expect.poll(() => place(page).textContent()).toBe('Payment › Submitting');
    await page
      .getByRole('list', { name: 'Checkout call outcomes' })
      .getByRole('button', { name: 'Card declined' })
      .click();
    await expect.poll(() => place(page).textContent()).toBe('Payment › Editing');
    const declined = preview(page).getByRole('alert').filter({ hasText: 'Your card was declined.' });
    await declined.waitFor();
    await expectNoRawText(page);

    await page.getByRole('button', { name: /Payment/, expanded: true }).click();
    await page.locator('[data-state-id="purchase.payment"][data-collapsible="closed"]').waitFor();

    const link = page.url();
    expect(link).toMatch(
      /\/flows\/purchase\?scenario=anonymous-boater&state=payment\.editing&steps=.*checkout:declined/,
    );
    const other = await context.newPage();
    await other.setViewportSize({ width: 1440, height: 900 });
    await other.goto(link);
    await expect.poll(() => place(other).textContent()).toBe('Payment › Editing');
    await preview(other).getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
  });

  it('draws the home-port wizard top-down from its first step, and an edge click takes it', async () => {
    const { page } = browser;
    await open(page, '/flows/homePort');
    await page.locator('[data-state-id="homePort.type"]').waitFor();
    const top = async (id: string) =>
      (await page.locator(`[data-state-id="${id}"] rect`).first().boundingBox())!.y;
    const ys = [await top('homePort.type'), await top('homePort.search'), await top('homePort.locate')];
    expect(ys).toEqual([...ys].sort((a, b) => a - b));

    await boaterCan(page).getByRole('button', { name: "Choose 'Marina'" }).click();
    await page.getByRole('button', { name: /^Step: Press 'Continue' if a home port type is chosen/ }).click();
    await expect
      .poll(() => place(page).textContent())
      .toBe('Address › Waiting for the boater to type an address');
    await preview(page).getByRole('heading', { level: 1, name: 'Search for your Marina' }).waitFor();
    await expectNoRawText(page);
  });
});
