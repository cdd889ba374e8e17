// Boats (issue 16 Proof) in Chromium against the sandbox personas: gold@ adds a boat whose home port is found
// by search and a dragged pin (a reload inside the wizard loses nothing), edits it, and removes the primary
// boat naming 'Little Tern' the new primary; noboat@ sees the empty state and adds one; fleet@ sees
// Additional Boats on a Gold Card and none on a Commercial Card; another member's boat in a link is refused.
// The file runs on a portal of its own (isolatedPortal): the boats it changes are gold@'s and noboat@'s.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility';
import { browserPerTest } from '../support/browser';
import { dragHomePortPin } from '../support/home-port-pin';
import { isolatedPortal } from '../support/isolated-portal';
import { openAs } from '../support/sign-in-as';

const { baseUrl } = await isolatedPortal();
const browser = browserPerTest();

const card = (page: Page, title: string) =>
  page.locator('section.card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const row = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('button', { name, exact: true }) });

/** The home-port wizard: a Marina found by `search`, the pin dragged, a name when the place gave none. */
async function setHomePort(page: Page, search: string, { reload = false } = {}) {
  await page.getByRole('button', { name: /^(Set|Change) Home Port$/ }).click();
  await page.getByRole('heading', { name: 'Set Home Port Location' }).waitFor();
  if (reload) {
    await page.reload();
    await page.getByRole('heading', { name: 'Set Home Port Location' }).waitFor();
  }
  await page.getByRole('radio', { name: 'Marina', exact: true }).check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('combobox').fill(search);
  await page.getByRole('option').first().click();
  await page.getByLabel('Chosen place').waitFor();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('heading', { name: 'Locate Marina' }).waitFor();
  await dragHomePortPin(page);
  await page.getByText('Finding the address…').waitFor({ state: 'detached' });
  const name = page.getByRole('textbox', { name: /Home Port Name/ });
  if ((await name.inputValue()) === '') await name.fill(`${search} Landing`);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('button', { name: 'Change Home Port' }).waitFor();
}

async function fillBoat(page: Page, boat: { name: string; year: string; length: string; make: string }) {
  await page.getByLabel(/^Boat Name/).fill(boat.name);
  await page.getByLabel(/^Year/).fill(boat.year);
  await page.getByLabel(/^Length/).fill(boat.length);
  await page.getByLabel(/^Boat Make/).fill(boat.make);
}

describe('boats', () => {
  it('gold@: adds a boat (search and a dragged pin), edits it, removes the primary naming Little Tern', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, 'gold@example.com', '/members/memberships/mem-gold/boats');
    await page.getByRole('heading', { name: 'Boat & Home Port Information' }).waitFor();
    await expect
      .poll(() => card(page, 'Primary Boat').getByRole('region').first().textContent())
      .toContain('Reg/Doc#');
    await card(page, 'Additional Boats').getByRole('button', { name: 'Little Tern' }).waitFor();
    await page.locator('.leaflet-marker-icon').first().waitFor();
    await expectAccessible(page, 'the boats page');

    await page.getByRole('button', { name: 'Add a New Boat' }).click();
    await page.getByRole('heading', { name: 'Add a New Boat' }).waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/members/memberships/mem-gold/boats/new');
    await fillBoat(page, { name: 'Wave Runner', year: '2022', length: '21', make: 'Boston Whaler' });
    await setHomePort(page, 'Montauk', { reload: true });
    // What was typed before the wizard is kept, the wizard's home port merged in.
    expect(await page.getByLabel(/^Boat Name/).inputValue()).toBe('Wave Runner');
    expect(await page.getByLabel(/^Boat Make/).inputValue()).toBe('Boston Whaler');
    await expect.poll(() => page.locator('.purchase-home-port__facts').textContent()).toContain('Montauk');
    await page.getByRole('button', { name: 'Save Boat' }).click();
    await page.getByText('Your boat was saved.').first().waitFor();
    await card(page, 'Additional Boats').getByRole('button', { name: 'Wave Runner' }).waitFor();

    await row(page, 'Wave Runner').getByRole('button', { name: 'Wave Runner' }).click();
    await row(page, 'Wave Runner').getByRole('button', { name: 'Edit Boat' }).click();
    await page.getByRole('heading', { name: 'Edit Boat' }).waitFor();
    expect(await page.getByLabel(/^Year/).inputValue()).toBe('2022');
    await page.getByLabel(/^Year/).fill('2031');
    await page.getByRole('button', { name: 'Save Boat' }).click();
    await page.getByText('Boat year must be no greater than current year + 1').first().waitFor();
    await page.getByLabel(/^Year/).fill('2023');
    const details = page.locator('details.purchase-boat-details');
    if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open)))
      await details.locator('summary').click();
    await page.getByLabel('Boat Color').fill('Red');
    await page.getByRole('button', { name: 'Save Boat' }).click();
    await page.getByText('Your boat was saved.').first().waitFor();
    await row(page, 'Wave Runner').getByRole('button', { name: 'Wave Runner' }).click();
    await expect.poll(() => row(page, 'Wave Runner').textContent()).toContain('Red');

    await card(page, 'Primary Boat').getByRole('button', { name: 'Sea Breeze' }).click();
    await card(page, 'Primary Boat').getByRole('button', { name: 'Remove Boat' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove Boat' });
    await dialog.getByRole('button', { name: 'Remove Boat' }).click();
    await dialog.getByText('Reason for removal is required.').waitFor();
    await dialog.getByText('You must select a new primary boat').waitFor();
    await expectAccessible(page, 'the removal dialog');
    await dialog.getByLabel(/Reason for removal/).selectOption('Sold');
    await dialog.getByLabel(/New primary boat/).selectOption({ label: 'Little Tern' });
    await dialog.getByRole('button', { name: 'Remove Boat' }).click();
    await page.getByText('The boat was removed from this membership.').first().waitFor();
    await card(page, 'Primary Boat').getByRole('button', { name: 'Little Tern' }).waitFor();
    expect(await page.getByRole('button', { name: 'Sea Breeze' }).count()).toBe(0);

    // Phone width: the same list, nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await card(page, 'Primary Boat').getByRole('button', { name: 'Little Tern' }).click();
    await card(page, 'Primary Boat').getByRole('button', { name: 'Remove Boat' }).waitFor();
    await page.locator('.leaflet-marker-icon').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'the boats page at phone width');
  });

  it('noboat@: the empty state here and on the membership page, then adds a boat', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, 'noboat@example.com', '/members/memberships/mem-noboat');
    await page.getByText('No boats associated with this membership').waitFor();
    await page.getByRole('link', { name: 'Add a New Boat' }).click();
    await page.getByRole('heading', { name: 'Add a New Boat' }).waitFor();
    await fillBoat(page, { name: 'First Cast', year: '2019', length: '18', make: 'Tracker' });
    await page.getByRole('button', { name: 'Save Boat' }).click();
    await page.getByText('Add a home port to your boat!').first().waitFor();
    await setHomePort(page, 'Lake George');
    await page.getByRole('button', { name: 'Save Boat' }).click();
    await page.getByText('Your boat was saved.').first().waitFor();
    await card(page, 'Primary Boat').getByRole('button', { name: 'First Cast' }).waitFor();
    expect(await page.getByText('No boats associated with this membership').count()).toBe(0);
  });

  it('fleet@: Additional Boats on the Gold Card, none on the Commercial Card', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, 'fleet@example.com', '/members/memberships/mem-fleet-gold/boats');
    await card(page, 'Additional Boats').getByText('No additional boats yet.').waitFor();
    await card(page, 'Primary Boat').getByRole('button', { name: 'Charter One' }).waitFor();
    await page.goto(`${baseUrl}/members/memberships/mem-fleet-commercial/boats`);
    await card(page, 'Primary Boat').getByRole('button', { name: 'Work Horse' }).waitFor();
    expect(await card(page, 'Additional Boats').count()).toBe(0);
  });

  it("refuses another member's boat and membership in the URL", async () => {
    const { page } = browser;
    await openAs(page, baseUrl, 'gold@example.com', '/members/memberships/mem-gold');
    await page.goto(`${baseUrl}/members/memberships/mem-gold/boats/edit_boat?boat=boat-lake-loon`);
    await page.getByText('That boat is not on this membership.').waitFor();
    await page.waitForURL((url) => url.pathname === '/members/memberships/mem-gold/boats');
    expect(await page.getByRole('heading', { name: 'Edit Boat' }).count()).toBe(0);
    await page.goto(`${baseUrl}/members/memberships/mem-gold/boats?remove=boat-lake-loon`);
    await page.getByText('That boat is not on this membership.').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.goto(`${baseUrl}/members/memberships/mem-lake/boats`);
    await page.getByText('This membership is not on your account.').waitFor();
  });
});
