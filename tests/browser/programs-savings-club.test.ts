// The Savings Club offer form in a real Chromium against the built portal and the sandbox (companion spec
// §2.3 'Create and edit offer pages', §4, §5 'Offer form'): newpartner@ creates an offer through the rules
// (the 3-category limit among them; a reload keeps what was typed) and finds it awaiting approval; partner@
// edits an active offer, which goes back to review; an offer that is not the partner's own cannot be opened
// for editing.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserPerTest } from '../support/browser';
import { openAs } from '../support/sign-in-as';

const baseUrl = inject('baseUrl');
const browser = browserPerTest();

const OFFERS_URL = '/programs/savings-club-offers';
const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name });
const cards = (page: Page) => page.getByRole('tabpanel').getByRole('article');
const countOf = async (page: Page, name: string) =>
  Number(/\((\d+)\)/.exec(await tab(page, new RegExp(`^${name}`)).innerText())?.[1] ?? NaN);

describe('programs portal: Savings Club offer form', () => {
  it('lets newpartner@example.com create an offer through the rules; it waits for approval', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, 'newpartner@example.com', OFFERS_URL);
    await page.getByRole('link', { name: 'Create New Offer' }).click();
    await page.waitForURL(`${baseUrl}${OFFERS_URL}/new`);
    const form = page.getByRole('form', { name: 'Create New Offer' });
    await form.getByRole('button', { name: 'Create Offer' }).click();
    await form.getByText('Primary category is required.').waitFor();
    expect(await form.innerText()).toContain('You must select at least one Redemption Type for your offer.');
    // No additional categories until a primary one is chosen; then never the primary itself.
    expect(await form.getByRole('group', { name: /Additional Categories/ }).count()).toBe(0);
    await form.getByLabel('Primary Category').selectOption('Fishing');
    const extra = form.getByRole('group', { name: /Additional Categories/ });
    expect(await extra.getByLabel('Fishing', { exact: true }).count()).toBe(0);
    for (const category of ['Apparel', 'Retail', 'Safety', 'Fuel']) await extra.getByLabel(category).check();
    await form.getByRole('radio', { name: 'Dollars Off' }).check();
    await form.getByLabel('Dollars Off ($)').fill('25');
    await form.getByLabel(/^Offer Description/).fill('$25 off any canvas repair over $200.');
    await form.getByLabel('In-Person').check();
    await form.getByLabel('In-Person Redemption Option').selectOption('Present Membership Card');
    // A reload keeps what was typed.
    await page.reload();
    expect(await form.getByLabel('Dollars Off ($)').inputValue()).toBe('25');
    expect(await extra.getByLabel('Fuel').isChecked()).toBe(true);
    expect(await form.getByLabel('In-Person Redemption Option').inputValue()).toBe('Present Membership Card');
    await form.getByRole('button', { name: 'Create Offer' }).click();
    await form.getByText('You may only select up to 3 additional categories').waitFor();
    await extra.getByLabel('Fuel').uncheck();
    // A new type clears the value typed for the old one.
    await form.getByRole('radio', { name: 'Percentage Off' }).check();
    await form.getByRole('radio', { name: 'Dollars Off' }).check();
    expect(await form.getByLabel('Dollars Off ($)').inputValue()).toBe('');
    await form.getByLabel('Dollars Off ($)').fill('$25');
    // Spec §7: "Every form-level submit failure is shown as a flash message (… offer creation)."
    await page.route(
      '**/api/savingsclub/',
      (route) =>
        route.fulfill({
          status: 409,
          json: { message: 'Refused', codes: ['DUPLICATE_TRANSACTION_SUBMITTED'] },
        }),
      { times: 1 },
    );
    await form.getByRole('button', { name: 'Create Offer' }).click();
    await page
      .locator('.flash-banner')
      .getByRole('alert')
      .getByText(/submitted more than once/)
      .waitFor();
    expect(await form.getByRole('alert').count()).toBe(0);
    await form.getByRole('button', { name: 'Create Offer' }).click();
    await page.waitForURL(`${baseUrl}${OFFERS_URL}/confirm`);
    await page.getByRole('heading', { level: 1, name: 'Offer Created!' }).waitFor();
    expect(await page.locator('main').innerText()).toContain('within 72 hours');
    await page.getByRole('link', { name: 'Back to Savings Club Offers' }).click();
    await tab(page, /^Awaiting Approval \(1\)$/).click();
    const created = cards(page).first();
    expect(await created.getAttribute('aria-label')).toBe('Fishing: $25 Off');
    expect(await created.getByRole('link', { name: 'Edit' }).count()).toBe(0);
  });

  it("shows a required field's message once it is left empty, and clears it as the partner types", async () => {
    const { page } = browser;
    await openAs(page, baseUrl, 'newpartner@example.com', `${OFFERS_URL}/new`);
    const form = page.getByRole('form', { name: 'Create New Offer' });
    const description = form.getByLabel(/^Offer Description/);
    await description.focus();
    expect(await form.getByText('Offer description is required.').count()).toBe(0);
    // Leaving the field empty shows its message; the button is not pressed.
    await page.keyboard.press('Tab');
    await form.getByText('Offer description is required.').waitFor();
    expect(await description.getAttribute('aria-invalid')).toBe('true');
    await description.pressSequentially('$10');
    await form.getByText('Offer description is required.').waitFor({ state: 'detached' });
    expect(await description.getAttribute('aria-invalid')).toBeNull();
    // A submit shows the rest and puts focus on the first field to correct.
    await form.getByRole('button', { name: 'Create Offer' }).click();
    await form.getByText('Primary category is required.').waitFor();
    expect(await form.getByLabel('Primary Category').evaluate((e) => e === document.activeElement)).toBe(
      true,
    );
    expect(await description.inputValue()).toBe('$10');
    // With the category chosen, the first field to correct is the type of offer: focus goes to its choices.
    await form.getByLabel('Primary Category').selectOption({ index: 1 });
    await form.getByRole('button', { name: 'Create Offer' }).click();
    const focused = await page.evaluate(() => {
      const active = document.activeElement as HTMLInputElement | null;
      return `${active?.type}:${active?.name}`;
    });
    expect(focused).toBe('radio:offerType');
    expect(await form.getByText('Type of offer is required.').count()).toBeGreaterThan(0);
  });

  it('lets partner@example.com edit an active offer, which goes back for review', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, 'partner@example.com', OFFERS_URL);
    await tab(page, /^Active/).waitFor();
    const active = await countOf(page, 'Active');
    const awaiting = await countOf(page, 'Awaiting Approval');
    const offer = cards(page).filter({ hasText: '$25 off inflatable life jackets' });
    // Spec §2.3 "Edit passes the offer through navigation state"; §9 query keys are decamelized.
    await offer.getByRole('link', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: 'Edit Offer' });
    await form.waitFor();
    expect(new URL(page.url()).searchParams.get('offer_id')).toBe('offer-partner-2');
    expect(
      await page.evaluate(() => (history.state as { editOffer?: { sfid: string } }).editOffer?.sfid),
    ).toBe('offer-partner-2');
    // The stored offer fills the form, its category one of §9's (issue 27 item 11).
    expect(await form.getByLabel('Primary Category').inputValue()).toBe('Safety');
    expect(await form.getByLabel('Dollars Off ($)').inputValue()).toBe('25');
    expect(await form.getByLabel('Online', { exact: true }).isChecked()).toBe(true);
    expect(await form.getByLabel('Online Redemption Option').inputValue()).toBe('Promo Code');
    expect(await form.getByLabel('Promo Code').inputValue()).toBe('SEATOW25');
    await form.getByLabel(/^Offer Description/).fill('$30 off inflatable life jackets');
    await form.getByLabel('Dollars Off ($)').fill('30');
    await form.getByLabel('Promo Code').fill('SEATOW30');
    await form.getByRole('button', { name: 'Save Offer' }).click();
    await page.waitForURL(`${baseUrl}${OFFERS_URL}/confirm`);
    await page.getByRole('link', { name: 'Back to Savings Club Offers' }).click();
    await tab(page, new RegExp(`^Active \\(${active - 1}\\)$`)).waitFor();
    await tab(page, new RegExp(`^Awaiting Approval \\(${awaiting + 1}\\)$`)).click();
    const edited = cards(page).filter({ hasText: '$30 off inflatable life jackets' });
    expect(await edited.getAttribute('aria-label')).toBe('Safety: $30 Off');
  });

  it("refuses to open another partner's offer for editing", async () => {
    const { page } = browser;
    await openAs(page, baseUrl, 'newpartner@example.com', `${OFFERS_URL}/edit?offer_id=offer-partner-3`);
    await page.getByRole('heading', { level: 1, name: 'Edit Offer' }).waitFor();
    await page.getByText('This offer is not one of your active offers, so it cannot be edited.').waitFor();
    expect(await page.getByRole('form').count()).toBe(0);
  });
});
