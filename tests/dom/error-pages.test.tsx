import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dashboardAnswer, json, renderPortal, signedInAnswers, signedOutAnswers } from './portal-harness';

const heading = () => screen.getByRole('heading', { level: 1 });

async function at(path: string, answers = [signedOutAnswers]) {
  const rendered = await renderPortal(path, answers);
  await waitFor(() => expect(screen.queryByRole('heading', { level: 1 })).not.toBeNull());
  return rendered;
}

describe('client error page variants', () => {
  it('api-down: Network Unavailable with Retry Request going back', async () => {
    const { portal } = await renderPortal('/', [signedOutAnswers]);
    await portal.router.navigate({ href: '/error/client_error?status=api-down' });
    await waitFor(() => expect(heading().textContent).toBe('Network Unavailable'));
    expect(screen.getByText('The network is unavailable. Please retry your request again.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry Request' }));
    await waitFor(() => expect(portal.router.state.location.pathname).toBe('/'));
  });

  it.each([
    ['401', 'members', '/logout'],
    ['403', 'members', '/logout'],
    ['401', 'programs', '/programs/logout'],
    ['403', 'programs', '/programs/logout'],
  ])('%s for app %s: Unauthorized Request with Logout and Retry to %s', async (status, app, logoutPath) => {
    await at(`/error/client_error?status=${status}&app=${app}`);
    expect(heading().textContent).toBe('Unauthorized Request');
    expect(screen.getByRole('link', { name: 'Logout and Retry' }).getAttribute('href')).toBe(logoutPath);
  });

  it('401 without an app: Logout and Retry goes to the root', async () => {
    await at('/error/client_error?status=401');
    expect(screen.getByRole('link', { name: 'Logout and Retry' }).getAttribute('href')).toBe('/');
  });

  it('401 for a non-product app: a plain unauthorized message', async () => {
    await at('/error/client_error?status=403&app=partner-widget');
    expect(heading().textContent).toBe('Unauthorized Request');
    expect(screen.getByText('You are not authorized to view this page.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Logout and Retry' })).toBeNull();
  });

  it('404 for members: Page Not Found, No Matches Available, Go Back and a contact link', async () => {
    await at('/error/client_error?status=404&app=members');
    expect(heading().textContent).toBe('Page Not Found');
    expect(screen.getByRole('heading', { level: 2, name: 'No Matches Available' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact us at 1-800-555-0142' }).getAttribute('href')).toBe(
      'tel:+18005550142',
    );
  });

  it('404 for programs: the contact e-mail address', async () => {
    await at('/error/client_error?status=404&app=programs');
    expect(heading().textContent).toBe('Page Not Found');
    expect(screen.getByRole('link', { name: 'support@example.com' }).getAttribute('href')).toBe(
      'mailto:support@example.com',
    );
  });

  it('an unknown kind: Unknown client error', async () => {
    await at('/error/client_error?status=teapot');
    expect(heading().textContent).toBe('Unknown client error');
  });
});

describe('server error and unexpected error', () => {
  it('server error: the spec text with Retry Request', async () => {
    await at('/error/server_error');
    expect(
      screen.getByText('Something went wrong. Please try again or contact us if the issue persists.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry Request' })).toBeTruthy();
  });

  it('a page that fails unexpectedly shows the Unexpected Error view', async () => {
    // A dashboard answer the page cannot read (no membership list) makes the page throw while rendering.
    const failingDashboard = (_request: Request, url: URL) =>
      url.pathname.startsWith('/api/dashboard/') ? json(200, { account: { name: 'x' } }) : undefined;
    await at('/members', [signedInAnswers, failingDashboard]);
    await waitFor(() => expect(heading().textContent).toBe('Unexpected Error'));
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('a 500 from the API routes to the server error page', async () => {
    const brokenDashboard = (_request: Request, url: URL) =>
      url.pathname.startsWith('/api/dashboard/') ? new Response('boom', { status: 503 }) : undefined;
    const { portal } = await at('/members', [signedInAnswers, brokenDashboard]);
    await waitFor(() => expect(portal.router.state.location.pathname).toBe('/error/server_error'));
  });
});

describe('top-level routing', () => {
  it('an unknown path goes to the 404 page', async () => {
    const { portal } = await at('/no/such/page');
    await waitFor(() => expect(heading().textContent).toBe('Page Not Found'));
    expect(portal.router.state.location.search).toEqual({ status: '404' });
  });

  it('other /members/… paths go to /members/memberships', async () => {
    const { portal } = await at('/members/nothing-here', [signedInAnswers, dashboardAnswer([])]);
    await waitFor(() => expect(heading().textContent).toBe('My Membership(s)'));
    expect(portal.router.state.location.pathname).toBe('/members/memberships');
  });

  it('other /programs/… paths go to /programs/dashboard', async () => {
    const { portal } = await at('/programs/nothing-here', [signedInAnswers]);
    await waitFor(() => expect(portal.router.state.location.pathname).toBe('/programs/dashboard'));
  });

  it('/styleguide is a 404 while its flag is off', async () => {
    await at('/styleguide');
    await waitFor(() => expect(heading().textContent).toBe('Page Not Found'));
  });

  it('the site index links every entry point of companion spec §2.1', async () => {
    await at('/');
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const path of [
      '/members',
      '/programs/dashboard',
      '/members/join',
      '/programs/apply',
      '/members/select-your-membership/upgrades/membership',
      '/members/select-your-membership/upgrades/trailer-care',
      '/members/select-your-membership/renew-membership',
      '/members/gift',
    ]) {
      expect(hrefs).toContain(path);
    }
  });
});
