// Issue 28 item 7 in Chromium, on lake@'s boats page (a Lake Card): the home-port address search is a
// combobox driven by the keyboard alone (typing opens it with a live count, the arrows move
// `aria-activedescendant` while focus stays in the field, Escape closes it, Enter picks), and the Lake Card
// dialog a Key West home port opens has a way back: Escape, its 'Change Home Port', reopens the home-port
// wizard with the boat unsaved (decisions 250, 251). Nothing is saved, so the shared portal serves.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserPerTest } from '../support/browser';
import { openAs } from '../support/sign-in-as';

const baseUrl = inject('baseUrl');
const browser = browserPerTest();

const BOATS = '/members/memberships/mem-lake/boats';
const WIZARD = 'Set Home Port Location';

const activeOption = (field: Locator) =>
  field.evaluate((el) => {
    const id = el.getAttribute('aria-activedescendant');
    return id ? (document.getElementById(id)?.textContent ?? '') : null;
  });
const focusedIs = (field: Locator) => field.evaluate((el) => el === document.activeElement);

/** The wizard's first step: 'Marina' and Continue, with the keyboard. */
async function pickMarina(page: Page) {
  await page.getByRole('heading', { name: WIZARD }).waitFor();
  await page.getByRole('radio', { name: 'Marina', exact: true }).check();
  await page.getByRole('button', { name: 'Continue', exact: true }).press('Enter');
}

describe('the home-port search combobox and the Lake Card dialog’s way back', () => {
  it('searches with the keyboard only, then leaves the Lake Card dialog with Escape for the wizard', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, 'lake@example.com', BOATS);
    await page.getByRole('button', { name: 'Edit Boat' }).first().click();
    await page.getByRole('button', { name: 'Change Home Port' }).click();
    await pickMarina(page);

    const field = page.getByRole('combobox', { name: 'Address' });
    await field.fill('');
    // The gazetteer's two Florida places (Key West, Miami): either is one the Lake Card does not serve.
    await field.pressSequentially('FL');
    const listbox = page.getByRole('listbox', { name: 'Suggested places' });
    await listbox.waitFor();
    const count = await listbox.getByRole('option').count();
    expect(count).toBe(2);
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /found$/ })
          .textContent(),
      )
      .toBe(`${count} addresses found`);
    expect(await field.getAttribute('aria-expanded')).toBe('true');

    await field.press('ArrowDown');
    const first = await activeOption(field);
    expect(first).toBe(await listbox.getByRole('option').first().textContent());
    await field.press('ArrowDown');
    expect(await activeOption(field)).toBe(await listbox.getByRole('option').nth(1).textContent());
    await field.press('ArrowUp');
    expect(await activeOption(field)).toBe(first);
    expect(await focusedIs(field)).toBe(true);

    await field.press('Escape');
    expect(await field.getAttribute('aria-expanded')).toBe('false');
    await listbox.waitFor({ state: 'hidden' });
    // Typing opens it again; Enter picks the active suggestion and focus stays in the field.
    await field.press('Backspace');
    await field.press('L');
    await listbox.waitFor();
    await field.press('ArrowDown');
    await field.press('Enter');
    await page.getByLabel('Chosen place').waitFor();
    expect(await page.getByLabel('Chosen place').textContent()).toBe(first);
    expect(await focusedIs(field)).toBe(true);

    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('heading', { name: 'Locate Marina' }).waitFor();
    const name = page.getByRole('textbox', { name: /Home Port Name/ });
    if ((await name.inputValue()) === '') await name.fill('Florida Landing');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('button', { name: 'Save Boat' }).click();

    const dialog = page.getByRole('alertdialog', { name: 'Lake Card Not Available in Your Area' });
    await dialog.waitFor();
    const back = dialog.getByRole('button', { name: 'Change Home Port' });
    expect(await focusedIs(back)).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { name: WIZARD }).waitFor();
    expect(await dialog.count()).toBe(0);
    // The wizard opens on the boat's home port; the boat was not saved on the Lake Card.
    expect(await page.getByRole('radio', { name: 'Marina', exact: true }).isChecked()).toBe(true);
    // The URL follows the shown step in the runner's effect: wait for it, as a reader of the address bar would.
    await expect.poll(() => new URL(page.url()).pathname).toBe(`${BOATS}/home_port_type`);
  });
});
