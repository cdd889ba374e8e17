// Reflow (issue 28, WCAG 1.4.10): at 320 CSS pixels wide — and at 640, a 1280 px window at 200 % zoom —
// no page scrolls sideways: the chart pages (the simulator panel included) and a few others of each portal.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserPerTest } from '../support/browser';

const baseUrl = inject('baseUrl');
const browser = browserPerTest();

const PAGES = ['/', '/members/join', '/members/gift', '/programs/apply', '/flows', '/flows/purchase'];

/** The page's width beyond the viewport, in CSS pixels (0 when nothing scrolls sideways). */
async function overflowAt(page: Page, path: string, width: number): Promise<string | null> {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(`${baseUrl}${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  const { scroll, inner, widest } = await page.evaluate(() => {
    const root = document.documentElement;
    // The element reaching furthest right (not clipped by a scrolling or clipping box) names the culprit.
    const clipped = (el: Element) => {
      for (let box = el.parentElement; box && box !== document.body; box = box.parentElement)
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      return false;
    };
    let widest = '';
    let right = root.clientWidth;
    for (const el of document.querySelectorAll('body *')) {
      const edge = el.getBoundingClientRect().right;
      if (edge > right + 1 && !clipped(el)) {
        right = edge;
        widest = `${el.tagName.toLowerCase()}.${el.className}`;
      }
    }
    return { scroll: root.scrollWidth, inner: root.clientWidth, widest };
  });
  return scroll <= inner ? null : `${path} at ${width}px: ${scroll} > ${inner} (${widest})`;
}

describe('reflow: no horizontal scroll', () => {
  for (const width of [320, 640]) {
    it(`at ${width} px`, async () => {
      const overflowing: string[] = [];
      for (const path of PAGES) {
        const overflow = await overflowAt(browser.page, path, width);
        if (overflow) overflowing.push(overflow);
      }
      expect(overflowing).toEqual([]);
      // The chart page's simulator is whole on screen, not cut off at the right.
      await browser.page.goto(`${baseUrl}/flows/purchase`);
      const panel = await browser.page.locator('.simulate-panel').first().boundingBox();
      expect(panel && panel.x >= 0 && panel.x + panel.width <= width).toBe(true);
    });
  }
});
