// Issue 29 item 3: on a 1366×768 laptop each chart's collapsed diagram fits its pane beside the simulator
// at 60% or more ('Fit to screen'), with the pane and the simulator's top inside the window, and the real
// screen of the active state beside the diagram, visible without scrolling. One page walks
// the whole catalogue by client navigation (the list, then a chart), so the check stays quick.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserPerTest } from '../support/browser';

const baseUrl = inject('baseUrl');
const browser = browserPerTest();
const LAPTOP = { width: 1366, height: 768 };
/** How much of the screen preview (px from its top) shows in the window without scrolling. */
const PREVIEW_SEEN = 240;

interface Fit {
  zoom: number;
  pane: { x: number; y: number; width: number; height: number };
  simulator: { x: number; y: number; width: number };
  /** The real screen of the active state. */
  preview: { x: number; y: number; width: number; height: number };
  open: number;
}

/** The chart page's fit: the zoom 'Fit to screen' gives, where the pane and the simulator are. */
async function fitOf(page: Page): Promise<Fit> {
  await page.locator('[data-testid="chart-view"] [data-state-id]').first().waitFor();
  await page.getByRole('button', { name: 'Fit to screen' }).click();
  return page.evaluate(() => {
    const box = (selector: string) => {
      const rect = document.querySelector(selector)?.getBoundingClientRect();
      return { x: rect?.x ?? -1, y: rect?.y ?? -1, width: rect?.width ?? 0, height: rect?.height ?? 0 };
    };
    return {
      zoom: Number(document.querySelector('.chart-diagram__zoom')?.textContent?.replace('%', '')),
      pane: box('.chart-diagram__viewport'),
      simulator: box('.chart-view__side'),
      preview: box('.state-screen-preview'),
      open: document.querySelectorAll('[data-collapsible="open"]').length,
    };
  });
}

describe('the chart diagrams on a 1366×768 laptop', () => {
  it('fit each chart collapsed beside the simulator at 60% or more, the screen preview in view', async () => {
    const { page } = browser;
    await page.setViewportSize(LAPTOP);
    await page.goto(`${baseUrl}/flows`);
    const links = page.getByRole('table').getByRole('link');
    await links.first().waitFor();
    const titles = await links.allTextContents();
    expect(titles.length).toBeGreaterThanOrEqual(20);

    const fits: Record<string, Fit> = {};
    for (const title of titles) {
      await page.getByRole('table').getByRole('link', { name: title, exact: true }).click();
      await page.locator('.chart-view__header h1').getByText(title, { exact: true }).waitFor();
      fits[title] = await fitOf(page);
      await page.getByRole('link', { name: 'All journeys' }).click();
      await links.first().waitFor();
    }

    const misfits = Object.entries(fits).filter(
      ([, fit]) =>
        fit.zoom < 60 ||
        fit.open > 0 ||
        fit.pane.y < 0 ||
        fit.pane.y + fit.pane.height > LAPTOP.height ||
        fit.pane.x + fit.pane.width > fit.simulator.x ||
        fit.simulator.x + fit.simulator.width > LAPTOP.width ||
        fit.simulator.y > LAPTOP.height / 2 ||
        // the screen preview beside the diagram, its top and a good part of it in the window unscrolled
        fit.preview.x < fit.pane.x + fit.pane.width ||
        fit.preview.y + PREVIEW_SEEN > LAPTOP.height,
    );
    expect(misfits.map(([title, fit]) => `${title}: ${JSON.stringify(fit)}`)).toEqual([]);
  });
});
