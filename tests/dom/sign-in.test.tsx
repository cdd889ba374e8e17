import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { s256Challenge } from '@/src/auth/pkce';
import { accountAnswers, accountStore } from './account-fixtures';
import {
  dashboardAnswer,
  GRACE,
  json,
  renderPortal,
  signedInAnswers,
  signedOutAnswers,
  type Answer,
} from './portal-harness';

const IDP_PAGE = 'http://portal.test/api/idp/login?client=portal';

const authorizeAnswer: Answer = (request, url) =>
  url.pathname === '/api/authorize' && request.method === 'POST'
    ? json(200, { redirect_uri: IDP_PAGE })
    : undefined;

const codeExchange =
  (status = 200): Answer =>
  (request, url) =>
    url.pathname === '/api/login/session/code'
      ? json(status, status === 200 ? {} : { message: 'bad code', codes: ['INVALID_AUTH_CODE'] })
      : undefined;

const authorization: Answer = (_request, url) =>
  url.pathname === '/api/login/session/authorization'
    ? json(200, { claims: GRACE, access_token: 'token-after-sign-in', expires_in: 900 })
    : undefined;

const bodyOf = async (requests: Request[], path: string) => {
  const request = requests.find((r) => new URL(r.url).pathname === path);
  if (!request) throw new Error(`no call to ${path}`);
  return (await request.clone().json()) as Record<string, string>;
};

describe('sign-in with PKCE', () => {
  it('sends a signed-out visitor of a protected page to the IdP, then back to that page with its query', async () => {
    const { requests, leftFor, portal } = await renderPortal('/members/account?form_open=true', [
      signedOutAnswers,
      authorizeAnswer,
      codeExchange(),
      authorization,
      accountAnswers(accountStore()),
    ]);
    await waitFor(() => expect(leftFor).toEqual([IDP_PAGE]));

    const authorize = await bodyOf(requests, '/api/authorize');
    expect(authorize.redirectUri).toBe('/post_login');
    expect(authorize.authState).toMatch(/^[A-Za-z0-9\-._~]{16}$/);
    const stored = JSON.parse(window.sessionStorage.getItem('portal:login-record') ?? '{}') as Record<
      string,
      string
    >;
    expect(stored).toEqual({
      state: authorize.authState,
      verifier: expect.stringMatching(/^[A-Za-z0-9\-._~]{43}$/) as unknown as string,
      returnTo: '/members/account?form_open=true',
    });
    expect(authorize.codeChallenge).toBe(await s256Challenge(stored.verifier ?? ''));

    await portal.router.navigate({ href: `/post_login?code=the-code&state=${authorize.authState}` });
    await waitFor(() => expect(portal.router.state.location.href).toBe('/members/account?form_open=true'));
    expect(await bodyOf(requests, '/api/login/session/code')).toEqual({
      authCode: 'the-code',
      authState: authorize.authState,
      codeVerifier: stored.verifier,
    });
    expect(window.sessionStorage.getItem('portal:login-record')).toBeNull();
    expect(portal.session.accessToken()).toBe('token-after-sign-in');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Account Details & Preferences'),
    );
  });

  it('sends a callback without a stored login record to the error route', async () => {
    const { portal } = await renderPortal('/post_login?code=c&state=s', [], { restore: false });
    await waitFor(() => expect(portal.router.state.location.pathname).toBe('/error/client_error'));
    expect(portal.session.getState().status).toBe('signed-out');
  });

  it('sends an authentication error to the server error route', async () => {
    window.sessionStorage.setItem(
      'portal:login-record',
      JSON.stringify({ state: 's', verifier: 'v', returnTo: '/members' }),
    );
    const { portal } = await renderPortal('/post_login?code=c&state=s', [codeExchange(400)], {
      restore: false,
    });
    await waitFor(() => expect(portal.router.state.location.pathname).toBe('/error/server_error'));
  });

  it('rejects a callback whose state does not match the stored one', async () => {
    window.sessionStorage.setItem(
      'portal:login-record',
      JSON.stringify({ state: 's', verifier: 'v', returnTo: '/members' }),
    );
    const { portal, requests } = await renderPortal('/post_login?code=c&state=forged', [], {
      restore: false,
    });
    await waitFor(() => expect(portal.router.state.location.pathname).toBe('/error/server_error'));
    expect(requests).toEqual([]);
  });

  it('never follows a return path to another site', async () => {
    window.sessionStorage.setItem(
      'portal:login-record',
      JSON.stringify({ state: 's', verifier: 'v', returnTo: '//evil.example/steal' }),
    );
    const { portal } = await renderPortal(
      '/post_login?code=c&state=s',
      [codeExchange(), authorization, dashboardAnswer([])],
      {
        restore: false,
      },
    );
    await waitFor(() => expect(portal.router.state.location.pathname).toBe('/members'));
  });
});

describe('signed-in pages and sign-out', () => {
  it('/members welcomes the account holder and lists the memberships', async () => {
    await renderPortal('/members', [
      signedInAnswers,
      dashboardAnswer(
        [
          {
            sfid: 'm-1',
            membership_type__c: 'Gold Card',
            membership_number__c: 'GC100001',
            membership_status__c: 'Active',
            membership_expiration_date__c: '2027-06-09',
          },
        ],
        'Grace Hopper',
      ),
    ]);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome back, Grace Hopper'),
    );
    const row = screen.getByRole('row', { name: /GC100001/ });
    expect(row.textContent).toBe('Gold CardGC100001Active06/09/2027');
  });

  it('sends the bearer token on the dashboard call', async () => {
    const { requests } = await renderPortal('/members/memberships', [signedInAnswers, dashboardAnswer([])]);
    await waitFor(() => expect(screen.getByText('No memberships for this account')).toBeTruthy());
    const dashboard = requests.find((r) => r.url.endsWith(`/dashboard/${GRACE.account_id}`));
    expect(dashboard?.headers.get('Authorization')).toBe('Bearer token-grace');
  });

  it('/logout ends the session, clears cart and flow storage, and offers to sign in again', async () => {
    window.sessionStorage.setItem('flow:renewal', '{"step":"payment"}');
    window.localStorage.setItem('cart:membership-type', 'Gold Card');
    window.localStorage.setItem('ad-tracking', '{"gclid":"x"}');
    const { requests, portal } = await renderPortal('/logout', [signedInAnswers]);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('You are signed out'),
    );
    expect(requests.some((r) => r.url.endsWith('/login/session/logout'))).toBe(true);
    expect(window.sessionStorage.getItem('flow:renewal')).toBeNull();
    expect(window.localStorage.getItem('cart:membership-type')).toBeNull();
    expect(window.localStorage.getItem('ad-tracking')).toBe('{"gclid":"x"}');
    expect(portal.session.getState().status).toBe('signed-out');
    expect(screen.getByRole('link', { name: 'Sign in again' }).getAttribute('href')).toBe(
      '/login?return_to=%2Fmembers',
    );
  });
});

describe('the /login page', () => {
  it('sends a user who is already signed in straight to the return path', async () => {
    const { portal, leftFor } = await renderPortal('/login?return_to=%2Fmembers%2Fmemberships', [
      signedInAnswers,
      dashboardAnswer([]),
    ]);
    await waitFor(() => expect(portal.router.state.location.pathname).toBe('/members/memberships'));
    expect(leftFor).toEqual([]);
  });
});
