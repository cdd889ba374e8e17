// Every state of every chart in `/flows` simulates (issue 29): for each chart the `/flows` list names (a
// new chart or step is covered without touching this file), each step of 'Go to step' is reached and its
// real screen renders in the preview with no error boundary; any dialog it opens stays inside the preview
// frame; and the address the simulator writes, followed as a shared link, reopens the same step and
// screen. One page, client navigations only (the list's and the chart page's links, history moves).
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserPerTest } from '../support/browser';

const baseUrl = inject('baseUrl');
const browser = browserPerTest();

/** What a real screen shows: a heading, a form, a button (the password panel), a dialog, or the page's own loading or ending. */
const SCREEN = 'h1, h2, h3, form, button, [role="dialog"], [role="alertdialog"], [data-no-screen]';
const place = (page: Page) => page.getByTestId('simulated-place');

/** A client navigation to `href`, as the browser's back and forward make one (no reload). */
async function followLink(page: Page, href: string) {
  await page.evaluate((target) => {
    window.history.pushState(window.history.state, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, href);
}

/** The preview shows a real screen: no error boundary, a heading or a page's own loading or ending. */
async function expectRealScreen(page: Page, where: string) {
  const frame = page.getByTestId('preview-frame');
  await frame.waitFor();
  expect(await frame.locator('[data-screen-error]').count(), `${where}: error boundary`).toBe(0);
  await expect
    .poll(() => frame.locator(SCREEN).count(), { message: `${where}: no screen`, timeout: 10_000 })
    .toBeGreaterThan(0);
  const box = await frame.boundingBox();
  for (const dialog of await page.locator('[role="dialog"], [role="alertdialog"]').all()) {
    expect(
      await frame.locator('[role="dialog"], [role="alertdialog"]').count(),
      `${where}: dialog outside`,
    ).toBe(await page.locator('[role="dialog"], [role="alertdialog"]').count());
    const inner = await dialog.boundingBox();
    if (!box || !inner) continue;
    expect(inner.x, `${where}: dialog left of the frame`).toBeGreaterThanOrEqual(box.x - 1);
    expect(inner.y, `${where}: dialog above the frame`).toBeGreaterThanOrEqual(box.y - 1);
    expect(inner.x + inner.width, `${where}: dialog right of the frame`).toBeLessThanOrEqual(
      box.x + box.width + 1,
    );
  }
}

describe('the simulator in /flows', () => {
  it('opens every state of every chart by Go to step and by shared link, on its real screen', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${baseUrl}/flows`);
    const links = page.getByRole('table').getByRole('link');
    await links.first().waitFor();
    const charts = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => ({ title: anchor.textContent ?? '', href: anchor.getAttribute('href') ?? '' })),
    );
    expect(charts.length).toBeGreaterThanOrEqual(20);
    let states = 0;

    for (const chart of charts) {
      await page.getByRole('link', { name: chart.title, exact: true }).click();
      const goTo = page.getByRole('combobox', { name: 'Go to step' });
      await goTo.waitFor();
      const steps = await goTo.locator('option').evaluateAll((options) =>
        options.map((option) => ({
          id: option.getAttribute('value') ?? '',
          title: option.textContent ?? '',
        })),
      );
      const shared: { where: string; url: string; place: string }[] = [];
      for (const step of steps) {
        const where = `${chart.title} › ${step.title}`;
        const path = step.id.split('.').slice(1).join('.');
        await goTo.selectOption(step.id);
        await page.getByRole('button', { name: 'Go', exact: true }).click();
        await expect
          .poll(() => new URL(page.url()).searchParams.get('state') ?? '', {
            message: `${where}: not reached`,
            timeout: 30_000,
          })
          .toMatch(new RegExp(`^${path.replace(/\./g, '\\.')}(\\.|$)`));
        expect(await page.getByRole('form', { name: 'Go to a step' }).getByRole('alert').count(), where).toBe(
          0,
        );
        await expectRealScreen(page, where);
        shared.push({ where, url: page.url(), place: (await place(page).textContent()) ?? '' });
        states++;
      }
      for (const { where, url, place: expected } of shared) {
        await followLink(page, url.slice(baseUrl.length));
        await expect
          .poll(() => place(page).textContent(), { message: `${where}: link`, timeout: 30_000 })
          .toBe(expected);
        await expectRealScreen(page, `${where} (shared link)`);
      }
      await page.getByRole('link', { name: 'All journeys' }).click();
      await links.first().waitFor();
    }
    console.log(`every-state simulation: ${charts.length} charts, ${states} states`);
  }, 600_000);
});
