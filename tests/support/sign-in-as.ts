// Signing a persona in through the sandbox identity provider in a real browser (docs/sandbox.md personas).
import type { Page } from 'playwright-core';

export const PERSONA_PASSWORD = 'Sandbox!2026';

/** On the identity provider's page (after a protected page sent the browser there), sign in. */
export async function signInAtIdp(page: Page, email: string): Promise<void> {
  await page.waitForURL(/\/api\/idp\/login/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PERSONA_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Open a signed-in page as a persona: visit it, sign in, and wait to be back on it. */
export async function openAs(page: Page, baseUrl: string, email: string, path: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await signInAtIdp(page, email);
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
}
