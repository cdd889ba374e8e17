// Issue 26, attack 8 in a real Chromium (decision 190): on the identity provider's sign-in page, wrong
// passwords for one login are answered with the page's error until the limit is used up; then the page says
// in words how long to wait, and even the right password is refused. A portal of its own: the counters
// of the shared server must stay untouched for the other files.
import { describe, expect, it } from 'vitest';
import { browserPerTest } from '../support/browser';
import { isolatedPortal } from '../support/isolated-portal';
import { PERSONA_PASSWORD } from '../support/sign-in-as';

const { baseUrl } = await isolatedPortal();
const browser = browserPerTest();

describe('sign-in page under password guessing', () => {
  it('after 10 wrong passwords the page says to wait 15 minutes, and the right one no longer gets in', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/members`);
    await page.waitForURL(/\/api\/idp\/login/);
    const alert = page.getByRole('alert');
    const tryPassword = async (password: string) => {
      await page.getByLabel('Email').fill('gold@example.com');
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForLoadState();
    };

    for (let i = 1; i <= 9; i += 1) {
      await tryPassword(`not-the-password-${i}`);
      expect(await alert.textContent()).toBe('Wrong email or password.');
    }
    await tryPassword('not-the-password-10');
    const words = 'Too many sign-in attempts. Please wait 15 minutes and try again.';
    expect(await alert.textContent()).toBe(words);
    expect(await page.getByLabel('Password').getAttribute('aria-describedby')).toBe('login-error');

    await tryPassword(PERSONA_PASSWORD);
    expect(await alert.textContent()).toBe(words);
    expect(new URL(page.url()).pathname).toBe('/api/idp/login');
  });
});
