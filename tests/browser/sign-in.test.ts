// Sign-in journeys in a real Chromium against the built portal and the sandbox identity provider.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserPerTest } from '../support/browser';
import { signInAtIdp } from '../support/sign-in-as';

const baseUrl = inject('baseUrl');
const browser = browserPerTest();

async function heading(page: Page) {
  const h1 = page.getByRole('heading', { level: 1 });
  await h1.waitFor();
  return (await h1.textContent())?.trim();
}

describe('sign-in', () => {
  it('signs in as gold@example.com, sees the welcome, and signs out', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/members`);
    await signInAtIdp(page, 'gold@example.com');
    await page.waitForURL(`${baseUrl}/members`);
    await page.getByRole('heading', { level: 1, name: /^Welcome back, / }).waitFor();
    expect(await page.getByRole('table').textContent()).toContain('GC100001');

    await page.getByRole('button', { name: /^Account menu for / }).click();
    expect(await page.getByText('gold@example.com').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Logout' }).click();
    await page.waitForURL(`${baseUrl}/logged-out`);
    expect(await heading(page)).toBe('You are signed out');

    // The session is really gone: a protected page asks for sign-in again.
    await page.goto(`${baseUrl}/members`);
    await page.waitForURL(/\/api\/idp\/login/);
  });

  it('returns an unauthenticated visitor of /members/account there after sign-in', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/members/account?form_open=true`);
    await signInAtIdp(page, 'gold@example.com');
    await page.waitForURL(`${baseUrl}/members/account?form_open=true`);
    expect(await heading(page)).toBe('Account Details & Preferences');
  });

  it('shows a second persona its own name and memberships', async () => {
    const { page } = browser;
    const welcomeOf = async (email: string) => {
      await page.goto(`${baseUrl}/members`);
      await signInAtIdp(page, email);
      await page.waitForURL(`${baseUrl}/members`);
      const welcome = await page.getByRole('heading', { level: 1, name: /^Welcome back, / }).textContent();
      await page.getByRole('button', { name: /^Account menu for / }).click();
      expect(await page.getByText(email).isVisible()).toBe(true);
      const memberships = await page.getByRole('table').textContent();
      await page.getByRole('link', { name: 'Logout' }).click();
      await page.waitForURL(`${baseUrl}/logged-out`);
      return { welcome, memberships };
    };
    const lake = await welcomeOf('lake@example.com');
    const gold = await welcomeOf('gold@example.com');
    expect(lake.welcome).not.toBe(gold.welcome);
    expect(lake.memberships).toContain('Lake Card');
    expect(lake.memberships).not.toContain('GC100001');
    expect(gold.memberships).toContain('GC100001');
  });
});
