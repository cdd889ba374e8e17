// The account menu's code loads once someone is signed in; when it cannot (offline then), the header
// still leads to the account page instead of failing the page.
import { screen, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { renderPortal, signedInAnswers } from './portal-harness';

vi.mock('@/src/shell/account-menu', () => Promise.reject(new TypeError('Failed to fetch')));

it('links the account page when the menu cannot load', async () => {
  await renderPortal('/', [signedInAnswers]);
  const banner = screen.getByRole('banner');
  const link = await within(banner).findByRole('link', { name: 'Grace Hopper' });
  expect(link.getAttribute('href')).toBe('/members/account');
  expect(screen.getByRole('main')).toBeTruthy();
});
