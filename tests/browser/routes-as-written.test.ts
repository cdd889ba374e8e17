// The routes as spec 000 §1-§2 and docs/routes.md write them (issue 27 item 5), in Chromium against the
// sandbox personas: `renew/selection` opened directly shows the selection ('Upgrade to Gold Card' lives
// there) instead of moving on to contact; the trailer-care upgrade sends an unknown sub-path to payment
// once the chart allows it (a level chosen) and to the selection before; query values are written as
// text, never JSON-quoted (`status=404`, `zip=11963`).
import { describe, expect, inject, it } from 'vitest';
import { SELECTION_HEADING, UPGRADE_TO_GOLD } from '@/screens/renewal/renewal-headings';
import { TRAILER_CARE_SELECTION_HEADING, UPGRADE_PAYMENT_HEADING } from '@/screens/upgrades/upgrade-headings';
import { browserPerTest } from '../support/browser';
import { openAs } from '../support/sign-in-as';

const baseUrl = inject('baseUrl');
const browser = browserPerTest();

describe('routes as written', () => {
  it('lake@: /renew/selection opened directly stays on the selection with Upgrade to Gold Card', async () => {
    const { page } = browser;
    const selection = '/members/memberships/mem-lake/renew/selection';
    await openAs(page, baseUrl, 'lake@example.com', selection);
    await page.getByRole('heading', { name: SELECTION_HEADING }).waitFor();
    await page.getByRole('checkbox', { name: UPGRADE_TO_GOLD }).waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe(selection);
  });

  it('gold@: an unknown trailer-care sub-path asks for payment once a level is chosen', async () => {
    const { page } = browser;
    const base = '/members/memberships/mem-gold/upgrades/trailer-care';
    // Nothing chosen yet: payment is not reachable, so the unknown sub-path lands on the selection.
    await openAs(page, baseUrl, 'gold@example.com', `${base}/no-such-step`);
    await page.getByRole('heading', { name: TRAILER_CARE_SELECTION_HEADING }).waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`${base}/selection`);
    await page.getByRole('radio', { name: 'Trailer Care', exact: true }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: UPGRADE_PAYMENT_HEADING }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: TRAILER_CARE_SELECTION_HEADING }).waitFor();
    // With a level chosen, any other sub-path (typed or reloaded) is the payment step.
    await page.goto(`${baseUrl}${base}/anything/else`);
    await page.getByRole('heading', { name: UPGRADE_PAYMENT_HEADING }).waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`${base}/payment`);
  });

  it('an unknown path goes to the error page with status=404, not JSON-quoted', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/no/such/page`);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/error/client_error');
    expect(url.search).toBe('?status=404');
  });

  it('gold@: the Savings Club postal code goes into the URL as zip=11963 and reads back', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, 'gold@example.com', '/members/savings_club');
    await page.getByLabel('Postal Code').fill('11963');
    await page.getByRole('button', { name: 'Find Deals' }).click();
    await page.waitForURL((url) => url.searchParams.has('zip'));
    const url = new URL(page.url());
    expect(url.search).toContain('zip=11963');
    expect(url.search).not.toContain('%22');
    await page.reload();
    await page.getByLabel('Postal Code').waitFor();
    expect(await page.getByLabel('Postal Code').inputValue()).toBe('11963');
  });
});
