// The home-port pin without a mouse drag (issue 28, WCAG 2.1.1 / 2.5.7): on 'Locate Marina' the pin is a
// named control; arrow keys move it (Shift further), a click on the map places it, each move looks the
// address up again and the address shown (a status region, announced) is the one found for the new point.
import type { Page, Response } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserPerTest } from '../support/browser';
import { openAs } from '../support/sign-in-as';

const baseUrl = inject('baseUrl');
const browser = browserPerTest();

interface Lookup {
  lat: number;
  lng: number;
  address: string;
}

/** Runs `act` and returns the reverse-geocoding lookup it caused: the point asked and the first address. */
async function lookupAfter(page: Page, act: () => Promise<void>): Promise<Lookup> {
  const response = page.waitForResponse((r: Response) => r.url().includes('/geocoding?'));
  await act();
  const answered = await response;
  const [lat, lng] = (new URL(answered.url()).searchParams.get('latlng') ?? '').split(',').map(Number);
  const body = (await answered.json()) as { results: Array<{ formatted_address: string }> };
  return { lat: lat ?? NaN, lng: lng ?? NaN, address: body.results[0]?.formatted_address ?? '' };
}

/** The address the status region shows once the lookup is done. */
async function shownAddress(page: Page): Promise<string> {
  const address = page.getByRole('status', { name: 'Home port address' });
  await expect.poll(() => address.textContent()).not.toBe('Finding the address…');
  return (await address.textContent()) ?? '';
}

describe('the home-port pin moves by keys and by a click', () => {
  it('arrow keys move the focused pin (Shift further), a click places it, the address follows', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, 'gold@example.com', '/members/memberships/mem-gold/boats');
    await page.getByRole('button', { name: 'Add a New Boat' }).click();
    await page.getByRole('button', { name: /^(Set|Change) Home Port$/ }).click();
    await page.getByRole('heading', { name: 'Set Home Port Location' }).waitFor();
    await page.getByRole('radio', { name: 'Marina', exact: true }).check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('combobox').fill('Sag Harbor');
    await page.getByRole('option').first().click();
    await page.getByLabel('Chosen place').waitFor();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('heading', { name: 'Locate Marina' }).waitFor();

    const pin = page.getByRole('button', { name: 'Home port pin' });
    await pin.focus();
    const right = await lookupAfter(page, () => page.keyboard.press('ArrowRight'));
    expect(await shownAddress(page)).toBe(right.address);
    // Focus stays on the pin to keep moving it.
    expect(await pin.evaluate((el) => el === document.activeElement)).toBe(true);
    const further = await lookupAfter(page, () => page.keyboard.press('ArrowRight'));
    const step = further.lng - right.lng;
    expect(step).toBeGreaterThan(0);
    expect(further.lat).toBeCloseTo(right.lat, 6);
    const up = await lookupAfter(page, () => page.keyboard.press('Shift+ArrowUp'));
    expect(up.lat).toBeGreaterThan(further.lat);
    expect(up.lng).toBeCloseTo(further.lng, 6);
    const bigLeft = await lookupAfter(page, () => page.keyboard.press('Shift+ArrowLeft'));
    // Shift moves five times as far.
    expect((up.lng - bigLeft.lng) / step).toBeCloseTo(5, 0);
    expect(await shownAddress(page)).toBe(bigLeft.address);

    // One click on the map, left of the pin and below it, places the pin there.
    const map = page.getByRole('region', { name: 'Home port map' }).locator('.leaflet-container');
    const box = await map.boundingBox();
    if (!box) throw new Error('The map is not on screen');
    const clicked = await lookupAfter(page, () =>
      page.mouse.click(box.x + box.width / 2 - 120, box.y + box.height / 2 + 60),
    );
    expect(clicked.lng).toBeLessThan(bigLeft.lng);
    expect(clicked.lat).toBeLessThan(bigLeft.lat);
    expect(await shownAddress(page)).toBe(clicked.address);
  });
});
