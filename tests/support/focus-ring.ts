// Measuring the focus ring a keyboard user sees (issue 28, WCAG 2.4.7 / 1.4.11): Tab through a page and, for
// each control reached, the contrast of its computed outline against the surface the outline is drawn on —
// the nearest opaque background outside the control (or the control's own with a negative outline offset,
// where the ring lies inside it), translucent layers composited on the way.
import type { Page } from 'playwright-core';

export interface RingReading {
  /** The focused element, e.g. `a "Become a Member"`. */
  element: string;
  /** Contrast ratio of the ring against its background; 0 when no ring is drawn. */
  contrast: number;
  ring: string;
  background: string;
}

/** The focused element's ring and its contrast, read in the page. */
export async function readFocusRing(page: Page): Promise<RingReading | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof Element) || focused === document.body) return null;
    type Rgba = [number, number, number, number];
    const parse = (color: string): Rgba => {
      const parts = color.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
    };
    const over = (top: Rgba, below: Rgba): Rgba => {
      const a = top[3];
      return [0, 1, 2].map((i) => top[i]! * a + below[i]! * (1 - a)).concat(1) as Rgba;
    };
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (v: number) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const style = getComputedStyle(focused);
    const name = `${focused.tagName.toLowerCase()} "${(focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 40)}"`;
    const width = parseFloat(style.outlineWidth);
    if (style.outlineStyle === 'none' || !(width >= 2))
      return {
        element: name,
        contrast: 0,
        ring: `${style.outlineStyle} ${style.outlineWidth}`,
        background: '',
      };
    // Layers from the surface the ring is drawn on outwards, composited from the page's white canvas in.
    const layers: Rgba[] = [];
    let surface: Element | null = parseFloat(style.outlineOffset) < 0 ? focused : focused.parentElement;
    while (surface) {
      const layer = parse(getComputedStyle(surface).backgroundColor);
      if (layer[3] > 0) layers.push(layer);
      if (layer[3] >= 1) break;
      surface = surface.parentElement;
    }
    const background = layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
    const ring = over(parse(style.outlineColor), background);
    const [light, dark] = [luminance(ring), luminance(background)].sort((a, b) => b - a) as [number, number];
    return {
      element: name,
      contrast: Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100,
      ring: style.outlineColor,
      background: `rgb(${background.slice(0, 3).map(Math.round).join(', ')})`,
    };
  });
}

/**
 * Tabs through the page from its top up to `maxStops` times (or until focus comes round again) and returns
 * every control whose ring is under 3:1, as `where: element ring on background (ratio)`.
 */
export async function weakFocusRings(page: Page, where: string, maxStops = 80): Promise<string[]> {
  const weak: string[] = [];
  const seen = new Set<string>();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let stop = 0; stop < maxStops; stop += 1) {
    await page.keyboard.press('Tab');
    const key = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return '';
      const path: string[] = [];
      for (let node: Element | null = el; node; node = node.parentElement)
        path.push(`${node.tagName}${Array.from(node.parentElement?.children ?? []).indexOf(node)}`);
      return path.join('<');
    });
    if (key === '' || seen.has(key)) break;
    seen.add(key);
    const reading = await readFocusRing(page);
    if (reading && reading.contrast < 3)
      weak.push(
        `${where}: ${reading.element} ring ${reading.ring} on ${reading.background} (${reading.contrast})`,
      );
  }
  if (seen.size < 3) weak.push(`${where}: only ${seen.size} controls reached by Tab`);
  return weak;
}
