// Dragging the home-port pin on the 'Locate Marina' map in a real browser (spec §4: a drag re-geocodes).
import type { Page } from 'playwright-core';

export async function dragHomePortPin(page: Page, by = { x: 60, y: 40 }): Promise<void> {
  const pin = page.locator('.leaflet-marker-icon').first();
  await pin.waitFor();
  const box = await pin.boundingBox();
  if (!box) throw new Error('The home port pin is not on the map');
  const x = box.x + box.width / 2;
  const y = box.y + box.height - 4;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + by.x / 2, y + by.y / 2, { steps: 5 });
  await page.mouse.move(x + by.x, y + by.y, { steps: 5 });
  await page.mouse.up();
}
