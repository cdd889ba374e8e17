import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPortal, signedInAnswers, signedOutAnswers } from './portal-harness';

async function openMenu() {
  const user = userEvent.setup();
  const toggle = await screen.findByRole('button', { name: 'Account menu for Grace Hopper' });
  await user.click(toggle);
  return { user, toggle };
}

describe('header and account dropdown', () => {
  it('shows the support phone and contact links', async () => {
    await renderPortal('/', [signedOutAnswers]);
    const banner = screen.getByRole('banner');
    expect(
      within(banner)
        .getByRole('link', { name: /1-800-555-0142/ })
        .getAttribute('href'),
    ).toBe('tel:+18005550142');
    expect(within(banner).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe(
      'mailto:support@example.com',
    );
    expect(within(banner).getByRole('link', { name: 'Sign In' })).toBeTruthy();
    expect(within(banner).queryByRole('button', { name: /Account menu/ })).toBeNull();
  });

  it('opens with initials, full name, e-mail and the member menu', async () => {
    await renderPortal('/', [signedInAnswers]);
    const { toggle } = await openMenu();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(toggle).getByText('GH')).toBeTruthy();
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    const inPanel = within(panel as HTMLElement);
    expect(inPanel.getByText('Grace Hopper')).toBeTruthy();
    expect(inPanel.getByText('grace@example.com')).toBeTruthy();
    const menu = inPanel.getByRole('navigation', { name: 'Member menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Membership Dashboard', '/members/memberships'],
      ['Account Details & Preferences', '/members/account'],
      ['Logout', '/logout'],
    ]);
  });

  it('closes on Escape and gives focus back to the button', async () => {
    await renderPortal('/', [signedInAnswers]);
    const { user, toggle } = await openMenu();
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('grace@example.com')).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('closes on a click outside but not on a click inside', async () => {
    await renderPortal('/', [signedInAnswers]);
    const { user, toggle } = await openMenu();
    await user.click(screen.getByText('grace@example.com'));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('grace@example.com')).toBeNull();
  });

  it('is reachable and operable with the keyboard alone', async () => {
    await renderPortal('/', [signedInAnswers]);
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Account menu for Grace Hopper' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Membership Dashboard');
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{Enter}');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Logout');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('You are signed out'),
    );
  });

  it('has a skip link to the main content', async () => {
    await renderPortal('/', [signedOutAnswers]);
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip.getAttribute('href')).toBe('#main-content');
    expect(screen.getByRole('main').id).toBe('main-content');
  });

  it('names and links the programs portal on its pages: header, account menu and footer', async () => {
    await renderPortal('/programs/apply', [signedInAnswers]);
    const banner = document.querySelector<HTMLElement>('header.site-header')!;
    expect(within(banner).getByRole('link', { name: 'Boat Assist Programs' }).getAttribute('href')).toBe(
      '/programs/dashboard',
    );
    expect(within(banner).getByRole('link', { name: 'Apply to the Programs' }).getAttribute('href')).toBe(
      '/programs/apply',
    );
    await openMenu();
    const menu = screen.getByRole('navigation', { name: 'Programs menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Programs Dashboard', '/programs/dashboard'],
      ['Account Details & Preferences', '/programs/account'],
      ['Logout', '/programs/logout'],
    ]);
    const footer = document.querySelector<HTMLElement>('footer.site-footer')!;
    expect(within(footer).getByRole('link', { name: 'Update contacts' }).getAttribute('href')).toBe(
      '/programs/account',
    );
    expect(within(footer).queryByRole('link', { name: 'Give a gift membership' })).toBeNull();
  });
});
