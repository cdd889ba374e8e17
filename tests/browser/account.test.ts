// The account pages in a real Chromium against the built portal and the sandbox (docs/sandbox.md personas):
// gold adds, edits and removes a contact and toggles paperless; social sees no credential editing.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserPerTest } from '../support/browser';
import { openAs } from '../support/sign-in-as';

const baseUrl = inject('baseUrl');
const browser = browserPerTest();

const contactToggle = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${name}`) });

async function expand(page: Page, name: string) {
  const toggle = contactToggle(page, name);
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return page.getByRole('region', { name: new RegExp(`^${name}`) });
}

describe('Account Details & Preferences', () => {
  it('gold@example.com adds a contact, edits it, removes it, and toggles paperless', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, 'gold@example.com', '/members/account');
    await page.getByRole('heading', { level: 1, name: 'Account Details & Preferences' }).waitFor();

    // Add: the form shows the §5 message, then saves and returns to the account page.
    await page.getByRole('link', { name: 'Add New Contact' }).click();
    await page.waitForURL((url) => url.pathname === '/members/account/new');
    expect(new URL(page.url()).searchParams.get('account_id')).toBe('acc-gold');
    await page.getByRole('button', { name: 'Save Contact' }).click();
    await page.getByText('Relationship must be specified').waitFor();
    await page.getByLabel('First Name').fill('Marina');
    await page.getByLabel('Last Name').fill('Goldman');
    await page.getByLabel('Relationship').selectOption('Child');
    await page.getByLabel('Mobile Phone', { exact: true }).pressSequentially('6315550123');
    expect(await page.getByLabel('Mobile Phone', { exact: true }).inputValue()).toBe('(631) 555-0123');
    await page.getByRole('button', { name: 'Save Contact' }).click();
    await page.waitForURL((url) => url.pathname === '/members/account');
    await page.getByText('The contact was added to your account.').waitFor();
    await contactToggle(page, 'Marina Goldman').waitFor();

    // Edit: change the relationship; the accordion shows it after the refetch.
    let panel = await expand(page, 'Marina Goldman');
    await panel.getByRole('button', { name: 'Edit Contact' }).click();
    await panel.getByLabel('Relationship').selectOption('Boat Co-owner');
    await panel.getByRole('button', { name: 'Save Contact' }).click();
    await page.getByText('The contact was saved.').waitFor();
    await page.getByRole('button', { name: /^Marina Goldman.*Boat Co-owner/ }).waitFor();

    // The change is on the server: a reload shows it.
    await page.reload();
    await page.getByRole('button', { name: /^Marina Goldman.*Boat Co-owner/ }).waitFor();

    // Remove, after the confirmation; the Primary Contact has no Remove.
    const primary = await expand(page, 'Grace Goldman');
    expect(await primary.getByRole('button', { name: 'Remove Contact' }).count()).toBe(0);
    panel = await expand(page, 'Marina Goldman');
    await panel.getByRole('button', { name: 'Remove Contact' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove Contact' });
    await dialog.getByRole('button', { name: 'Yes, Remove' }).click();
    await page.getByText('Marina Goldman was removed from your account.').waitFor();
    await contactToggle(page, 'Marina Goldman').waitFor({ state: 'detached' });

    // Paperless on, kept across a reload, then off again.
    const paperless = page.getByRole('switch', { name: /Paperless Renewal/ });
    expect(await paperless.getAttribute('aria-checked')).toBe('false');
    await paperless.click();
    await page.waitForFunction(
      () => document.querySelector('[role=switch]')?.getAttribute('aria-checked') === 'true',
    );
    await page.reload();
    await page.getByRole('switch', { name: /Paperless Renewal/ }).waitFor();
    expect(await page.getByRole('switch', { name: /Paperless Renewal/ }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await page.getByRole('switch', { name: /Paperless Renewal/ }).click();
    await page.waitForFunction(
      () =>
        document.querySelector('[role=switch]')?.getAttribute('aria-checked') === 'false' &&
        !document.querySelector('[role=switch]')?.hasAttribute('disabled'),
    );
  });

  it('lake@example.com changes the password: ticket page after sign-out, the session really ended', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, 'lake@example.com', '/members/account');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page
      .getByRole('dialog', { name: 'Change your password?' })
      .getByRole('button', { name: 'Continue' })
      .click();
    await page.waitForURL(/password_ticket=/);
    expect(new URL(page.url()).searchParams.get('client_id')).toBe('member-portal');
    await page.goto(`${baseUrl}/members/account`);
    await page.waitForURL(/\/api\/idp\/login/);
  });

  it('social@example.com manages credentials with the provider: no password or primary e-mail editing', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/members/account`);
    await page.waitForURL(/\/api\/idp\/login/);
    await page.getByRole('button', { name: 'Continue with Social' }).click();
    await page.waitForURL((url) => url.pathname === '/members/account');
    const card = page.locator('section', { has: page.getByRole('heading', { name: 'Username & Password' }) });
    await card.getByText('social@example.com').waitFor();
    expect(await card.getByRole('button', { name: 'Change Password' }).count()).toBe(0);
    expect(await card.textContent()).toContain('managed with your social login provider');

    const panel = await expand(
      page,
      (await page.locator('.account-contacts__toggle span').first().textContent()) ?? '',
    );
    await panel.getByRole('button', { name: 'Edit Contact' }).click();
    const email = panel.getByLabel('Email');
    expect(await email.getAttribute('readonly')).not.toBeNull();
    expect(await email.inputValue()).toBe('social@example.com');
  });
});
