// Smaller things a screen reader meets (issue 28): one `h1` on the home-port steps inside the purchase (the
// page's own is 'Become a Member'), the search step's heading for the type 'Other', and why the advisor's
// Continue is disabled.
import { describe, expect, inject, it } from 'vitest';
import { browserPerTest } from '../support/browser';
import { contactFor, fillContact, submitContact, waitForHeading } from './purchase-steps';

const baseUrl = inject('baseUrl');
const browser = browserPerTest();

describe('headings and hints', () => {
  it('the advisor says why Continue is disabled; the home-port steps keep one h1 and name "Other" plainly', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/members/join`);
    await waitForHeading(page, 'Membership Advisor');
    const next = page.getByRole('button', { name: 'Continue', exact: true });
    expect(await next.isDisabled()).toBe(true);
    expect(await next.getAttribute('aria-describedby')).toBeTruthy();
    await page.getByText('Choose an answer to continue.').waitFor();
    await page.getByRole('radio', { name: 'No', exact: true }).check();
    expect(await next.getAttribute('aria-describedby')).toBeNull();

    await next.click();
    await page.getByRole('radio', { name: 'Salt water' }).check();
    await next.click();
    await waitForHeading(page, 'Our Recommendation');
    await next.click();
    await waitForHeading(page, 'Contact Info');
    await fillContact(page, contactFor(`headings-${Date.now()}@example.com`));
    await submitContact(page);
    await waitForHeading(page, 'Primary Boat Information');
    await page.getByRole('button', { name: /^(Set|Change) Home Port$/ }).click();
    await waitForHeading(page, 'Set Home Port Location');
    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual(['Become a Member']);
    await page.getByRole('radio', { name: 'Other', exact: true }).check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await waitForHeading(page, 'Search for your Home Port');
    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual(['Become a Member']);
  });
});
