// The programs account page in a real Chromium against the built portal and the sandbox (companion spec
// §2.3 'Account page', §5 'Partner business profile', §4 'Logo upload'): newpartner@ follows the dashboard's
// registration notice into the business form, completes it and uploads a logo (a 601 KB one is refused),
// and the notice is gone; another partner's programs, offers and account can be neither read nor changed
// (403); the business form keeps what was typed over a reload.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserPerTest } from '../support/browser';
import { openAs } from '../support/sign-in-as';

const baseUrl = inject('baseUrl');
const browser = browserPerTest();

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const logoInput = (page: Page) => page.getByLabel('Choose a logo');

describe('programs portal: account details', () => {
  it('lets newpartner@example.com complete its business information and logo from the registration notice', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, 'newpartner@example.com', '/programs/dashboard');
    await page.locator('details.programs-panel').getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: 'Account Details' }).waitFor();
    const form = page.getByRole('form', { name: 'Edit Business Information' });
    await form.getByRole('button', { name: 'Save Business Information' }).click();
    await form.getByText('Business description is required.').waitFor();
    await form.getByLabel(/^Business Description/).fill('Custom canvas, covers and upholstery for boats.');
    await form.getByLabel(/^Instagram URL/).fill('instagram.com/newportcanvas');
    // A reload keeps what was typed.
    await page.reload();
    expect(await form.getByLabel(/^Business Description/).inputValue()).toBe(
      'Custom canvas, covers and upholstery for boats.',
    );
    expect(await form.getByLabel(/^Instagram URL/).inputValue()).toBe('instagram.com/newportcanvas');
    await form.getByLabel(/^LinkedIn URL/).fill('not a link');
    await form.getByRole('button', { name: 'Save Business Information' }).click();
    await form.getByText('LinkedIn URL is not valid, must contain "https://" or "http://"').waitFor();
    await form.getByLabel(/^LinkedIn URL/).fill('');
    // Spec §3: the business form has multipleLocation.
    await form.getByLabel('This business has more than one location').check();
    await form.getByText('We will be in touch to get more information on additional locations').waitFor();
    await form.getByRole('button', { name: 'Save Business Information' }).click();
    await page.getByText('Your business information was saved.').waitFor();
    const business = page.locator('section.card', {
      has: page.getByRole('heading', { name: 'Business Information' }),
    });
    expect(await business.getByRole('link', { name: 'http://instagram.com/newportcanvas' }).count()).toBe(1);

    await logoInput(page).setInputFiles({
      name: 'big-logo.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([PNG, Buffer.alloc(601 * 1024)]),
    });
    await page.getByText('Logo image size must be less than 500KB').waitFor();
    expect(await page.getByRole('button', { name: 'Upload Logo' }).count()).toBe(0);
    // Spec §5: a logo of another type gets the same flash text.
    await logoInput(page).setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: PNG });
    await expect.poll(() => page.getByText('Logo image size must be less than 500KB').count()).toBe(2);
    expect(await page.getByRole('button', { name: 'Upload Logo' }).count()).toBe(0);
    await logoInput(page).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('img', { name: 'Preview of the chosen logo' }).waitFor();
    await page.getByRole('button', { name: 'Upload Logo' }).click();
    await page.getByText('Your logo was updated.').waitFor();
    const logo = page.getByRole('img', { name: 'Newport Canvas Works logo' }).first();
    expect(await logo.getAttribute('src')).toMatch(/^\/api\/savingsclub\/logos\/.+\.png$/);

    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.getByRole('heading', { level: 1, name: 'Programs Dashboard' }).waitFor();
    expect(await page.getByText('Complete your registration').count()).toBe(0);
    // The saved 'more than one location' comes back with the account.
    await page.goto(`${baseUrl}/programs/account?form_open=true`);
    const reopened = form.getByLabel('This business has more than one location');
    await reopened.waitFor();
    expect(await reopened.isChecked()).toBe(true);
  });

  it('lets temp-partner@example.com add an Office Manager, who can be removed while the Business Owner stays', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, 'temp-partner@example.com', '/programs/account');
    const contacts = page.locator('section.card', {
      has: page.getByRole('heading', { name: 'Manage Contact & Communication Preferences' }),
    });
    // The account's only contact cannot be removed.
    await contacts.getByRole('button', { name: 'Edit Contact' }).waitFor();
    expect(await contacts.getByRole('button', { name: 'Remove Contact' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Add New Contact' }).click();
    await page.getByRole('heading', { level: 1, name: 'Add Contact' }).waitFor();
    const form = page.getByRole('form', { name: 'Add Contact' });
    expect(await form.getByLabel(/^Role/).locator('option').allTextContents()).toEqual([
      'Select role...',
      'Business Owner',
      'Employee',
      'Office Manager',
      'Other',
    ]);
    await form.getByLabel(/^First Name/).fill('Olive');
    await form.getByLabel(/^Last Name/).fill('Office');
    await form.getByLabel(/^Role/).selectOption('Office Manager');
    await form.getByLabel(/^Email/).fill('olive@chesapeake.example.com');
    await form.getByRole('button', { name: 'Save Contact' }).click();
    await page.waitForURL(`${baseUrl}/programs/account`);
    // Spec §6 "The Primary Contact cannot be removed.": the Business Owner stays once another contact exists.
    const owner = contacts.getByRole('listitem').filter({
      has: page.getByRole('button', { name: /Business Owner/ }),
    });
    await owner.getByRole('button', { name: 'Edit Contact' }).waitFor();
    expect(await owner.getByRole('button', { name: 'Remove Contact' }).count()).toBe(0);
    await contacts.getByRole('button', { name: /Olive Office\s*Office Manager/ }).click();
    await contacts.getByRole('button', { name: 'Remove Contact' }).click();
    await page
      .getByRole('dialog', { name: 'Remove Contact' })
      .getByRole('button', { name: 'Yes, Remove' })
      .click();
    await page.getByText('Olive Office was removed from your account.').waitFor();
  });

  it("refuses partner@example.com reading or changing another partner's programs, offers and account (403)", async () => {
    const { page } = browser;
    await openAs(page, baseUrl, 'partner@example.com', '/programs/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Programs Dashboard' }).waitFor();
    // The calls the portal makes, with partner@'s own bearer token, aimed at newpartner@'s records.
    const statuses = await page.evaluate(async () => {
      const headers = { 'X-Request-Token': 'sandbox-request-token', 'Content-Type': 'application/json' };
      const session = await fetch('/api/login/session/authorization', { headers, credentials: 'include' });
      const { access_token } = (await session.json()) as { access_token: string };
      const auth = { ...headers, Authorization: `Bearer ${access_token}` };
      const call = async (method: string, path: string, body?: unknown) =>
        (
          await fetch(`/api${path}`, {
            method,
            headers: auth,
            ...(body ? { body: JSON.stringify(body) } : {}),
          })
        ).status;
      return {
        ownPrograms: await call('GET', '/savingsclubdashboard/acc-partner'),
        programs: await call('GET', '/savingsclubdashboard/acc-newpartner'),
        account: await call('GET', '/accounts/acc-newpartner'),
        createOffer: await call('POST', '/savingsclub/', {
          partner_account__c: 'acc-newpartner',
          primary_category__c: 'Fishing',
          type_of_offer__c: 'Dollars Off',
          dollars_off__c: 5,
          offer_description__c: 'Not mine to offer',
          in_person_redemption__c: true,
          options_for_in_store_redemption__c: 'Present Membership Card',
        }),
        logo: await call('POST', '/savingsclub/uploadlogotos3', {
          accountid: 'acc-newpartner',
          base64encodedimage:
            'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        }),
        changeAccount: await call('PATCH', '/accounts', { sfid: 'acc-newpartner', id: 1, name: 'Taken' }),
        // offer-sc-1 belongs to a Savings Club business of the directory seed.
        editOffer: await call('PATCH', '/savingsclub/', { sfid: 'offer-sc-1', offer_description__c: 'Mine' }),
        removeOffer: await call('PATCH', '/savingsclub/', {
          sfid: 'offer-sc-1',
          offer_status__c: 'Inactive',
        }),
        requestApproval: await call('POST', '/savingsclub/requestapproval/', { sfid: 'offer-sc-1' }),
        offerStillPublic: await call('GET', '/savingsclub/detail/offer-sc-1'),
      };
    });
    expect(statuses).toEqual({
      ownPrograms: 200,
      programs: 403,
      account: 403,
      createOffer: 403,
      logo: 403,
      changeAccount: 403,
      editOffer: 403,
      removeOffer: 403,
      requestApproval: 403,
      offerStillPublic: 200,
    });
  });
});
