// Focus follows the work (issue 28, WCAG 2.4.3): after the advisor's next question (same URL), a refused
// submit (terms, home-port type), a declined payment, a Savings Club search and opening or closing a form
// in its card, focus is on the new question, the first invalid field, the alert, the result's heading or
// the card's heading — never on <body>.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserPerTest } from '../support/browser';
import { openAs } from '../support/sign-in-as';
import {
  answer,
  contactFor,
  fillCard,
  fillContact,
  SAG_HARBOR_BOAT,
  submitContact,
  waitForHeading,
} from './purchase-steps';

const baseUrl = inject('baseUrl');
const browser = browserPerTest();

/** The focused element as `tag[role] "name"`, `body` when focus was dropped. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const labelled = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null;
    const name =
      el.getAttribute('aria-label') ?? labelled ?? el.closest('label')?.textContent ?? el.textContent;
    return `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[${el.getAttribute('role')}]` : ''} "${name?.trim()}"`;
  });

describe('focus follows the work', () => {
  it('join: the next question, the refused terms, the refused home-port type and a declined card', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/members/join`);
    await waitForHeading(page, 'Membership Advisor');
    await page.getByRole('radio', { name: 'No', exact: true }).check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('radio', { name: 'Salt water' }).waitFor();
    await expect.poll(() => focused(page)).toBe('input "Salt water"');
    await answer(page, ['Salt water']);
    await waitForHeading(page, 'Our Recommendation');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await waitForHeading(page, 'Contact Info');
    await fillContact(page, contactFor(`focus-${Date.now()}@example.com`));
    await submitContact(page);
    await waitForHeading(page, 'Primary Boat Information');

    // The home-port type step refuses Continue without a type: focus on the first type.
    await page.getByLabel('Year').fill(SAG_HARBOR_BOAT.year);
    await page.getByLabel('Length (ft)').fill(SAG_HARBOR_BOAT.length);
    await page.getByLabel('Boat Make').fill(SAG_HARBOR_BOAT.make);
    await page.getByRole('button', { name: /^(Set|Change) Home Port$/ }).click();
    await waitForHeading(page, 'Set Home Port Location');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('alert').first().waitFor();
    await expect.poll(() => focused(page)).toBe('input "Marina"');
    await page.getByRole('radio', { name: 'Marina', exact: true }).check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('combobox').fill(SAG_HARBOR_BOAT.homePort);
    await page.getByRole('option').first().click();
    await page.getByLabel('Chosen place').waitFor();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await waitForHeading(page, 'Locate Marina');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await waitForHeading(page, 'Primary Boat Information');
    await page.getByRole('button', { name: 'Save & Continue' }).click();

    // Terms refused without the agreement: focus on the agreement.
    await waitForHeading(page, 'Terms & Conditions');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect.poll(() => focused(page)).toMatch(/^input "I agree to the Membership Agreement/);
    await page.getByRole('checkbox', { name: /agree/i }).first().check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    // A declined card: the busy button is disabled on the way; focus lands on the alert.
    await waitForHeading(page, 'Payment');
    await fillCard(page, '4000000000000002');
    await page.getByRole('button', { name: 'Confirm Membership' }).click();
    await page
      .getByText(/Your card was declined/)
      .first()
      .waitFor();
    await expect.poll(() => focused(page)).toMatch(/^div\[alert\] ".*Your card was declined/);
  });

  it('Savings Club: a search focuses the result count, which is announced', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, 'gold@example.com', '/members/savings_club');
    await page.getByRole('heading', { level: 2, name: /^Showing \d+ Offers?/ }).waitFor({ timeout: 20_000 });
    await page.getByRole('textbox', { name: 'Business Name' }).fill('Marina');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: /for "Marina"/ }).waitFor({ timeout: 20_000 });
    await expect.poll(() => focused(page)).toMatch(/^h2 "Showing \d+ Offers? for "Marina""$/);
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: /for "Marina"/ })
        .count(),
    ).toBe(1);
  });

  it('account and billing: Edit and Cancel of a form in its card move focus to the card, never to <body>', async () => {
    const { page } = browser;
    // Each press removes the button pressed: focus goes to the heading of what is edited (decision 112).
    const press = async (name: string, expected: string) => {
      await page.getByRole('button', { name, exact: true }).first().press('Enter');
      await expect.poll(() => focused(page)).toBe(expected);
    };
    await openAs(page, baseUrl, 'gold@example.com', '/members/account');
    await page.getByRole('button', { name: 'Edit Address' }).waitFor({ timeout: 20_000 });
    await press('Edit Address', 'h2 "Account Address"');
    await page.getByLabel('Street Address').waitFor();
    await press('Cancel', 'h2 "Account Address"');
    await press('Edit Contact', 'h3 "Grace Goldman Primary Contact"');
    await page.getByLabel('First Name').waitFor();
    await press('Cancel', 'h3 "Grace Goldman Primary Contact"');

    await page.goto(`${baseUrl}/members/memberships/mem-gold/billing`);
    await page.getByRole('button', { name: 'Edit billing address' }).waitFor({ timeout: 20_000 });
    await press('Edit billing address', 'h2 "Billing Address"');
    await press('Cancel', 'h2 "Billing Address"');
    await press('Edit payment method', 'h2 "Payment Method"');
    await press('Cancel', 'h2 "Payment Method"');
  });
});
