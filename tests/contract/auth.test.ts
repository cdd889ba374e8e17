// Sign-in contract (decision 001): authorize → the IdP page → code exchange with PKCE → cookie session →
// authorization → logout, and every failure: wrong password, wrong verifier, reused/unknown code, state
// mismatch, missing request token, missing/invalid/expired cookie, expired access token.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '@/sandbox/app';
import {
  apiClient,
  authCodeFor,
  clock,
  createIsolatedSandbox,
  exchangeCode,
  newPkce,
  rawRequest,
  resetSandbox,
  sessionCookieOf,
  signInSession,
  startSignIn,
  submitIdpForm,
} from '../support/sandbox';

let sandbox: Sandbox;
beforeEach(async () => {
  sandbox = await resetSandbox();
});

const errorOf = async (response: Response) =>
  (await response.json()) as { message: string; codes: string[]; fieldErrors?: Record<string, string[]> };

describe('sign-in happy path', () => {
  it('authorize answers the IdP page, which is an accessible form', async () => {
    const { redirectUri, request } = await startSignIn(sandbox, newPkce());
    expect(redirectUri).toMatch(/^\/api\/idp\/login\?request=/);
    const page = await rawRequest('GET', redirectUri, { requestToken: null }, sandbox);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toContain('role="alert"');
    expect(html).toContain('Continue with Social');
    expect(html).toContain('Call 1-800-555-0142');
    expect(html).toContain(`value="${request}"`);
  });

  it('signs gold in: redirect with code and state, HttpOnly SameSite=Lax cookie, claims and a bearer token', async () => {
    const pkce = newPkce();
    const { code, state, location } = await authCodeFor(sandbox, 'gold@example.com', pkce);
    expect(location).toMatch(/^\/post_login\?code=[^&]+&state=/);
    expect(state).toBe(pkce.state);
    const exchanged = await exchangeCode(sandbox, {
      authCode: code,
      authState: state,
      codeVerifier: pkce.verifier,
    });
    expect(exchanged.status).toBe(200);
    expect(await exchanged.json()).toEqual({ session: true });
    const setCookie = exchanged.headers.get('Set-Cookie') ?? '';
    expect(setCookie).toMatch(/^sandbox_session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookie = sessionCookieOf(exchanged);

    const check = await rawRequest('GET', '/login/session/cookie', { cookie }, sandbox);
    expect(await check.json()).toEqual({ cookie: true });

    const authorization = await rawRequest('GET', '/login/session/authorization', { cookie }, sandbox);
    const body = (await authorization.json()) as {
      claims: Record<string, unknown>;
      access_token: string;
      expires_in: number;
    };
    expect(body.claims).toEqual({
      sub: 'idp|gold',
      email: 'gold@example.com',
      name: 'Grace Goldman',
      account_id: 'acc-gold',
      social: false,
    });
    expect(body.expires_in).toBe(15 * 60);
    const [, payload] = body.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<
      string,
      number | string
    >;
    expect(claims).toMatchObject({ sub: 'idp|gold', account_id: 'acc-gold' });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(15 * 60);

    const account = await apiClient(sandbox, body.access_token).GET('/accounts/{id}', {
      params: { path: { id: 'acc-gold' } },
    });
    expect(account.data?.sfid).toBe('acc-gold');
  });

  it('the social button signs in social@example.com with the social flag', async () => {
    const signedIn = await signInSession('social@example.com', sandbox);
    expect(signedIn.claims).toMatchObject({
      email: 'social@example.com',
      account_id: 'acc-social',
      social: true,
    });
  });

  it('a partner gets its partner account id claim; temp-partner only the temporary one', async () => {
    expect((await signInSession('partner@example.com', sandbox)).claims).toMatchObject({
      partner_account_id: 'acc-partner',
      account_id: null,
    });
    const temp = (await signInSession('temp-partner@example.com', sandbox)).claims;
    expect(temp).toMatchObject({ temp_partner_account_id: 'acc-temp-partner' });
    expect(temp).not.toHaveProperty('partner_account_id');
  });

  it('logout ends the session and clears the cookie', async () => {
    const { cookie } = await signInSession('gold@example.com', sandbox);
    const out = await rawRequest('GET', '/login/session/logout', { cookie }, sandbox);
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ logged_out: true });
    expect(out.headers.get('Set-Cookie')).toMatch(/sandbox_session=;.*Max-Age=0/i);
    const after = await rawRequest('GET', '/login/session/cookie', { cookie }, sandbox);
    expect(after.status).toBe(401);
    expect(await errorOf(after)).toEqual({ message: 'Invalid Cookie', codes: ['INVALID_COOKIE'] });
  });
});

describe('sign-in failures', () => {
  it('wrong password: the page says so, keeps the e-mail and issues no code', async () => {
    const { request } = await startSignIn(sandbox, newPkce());
    const response = await submitIdpForm(sandbox, {
      request,
      email: 'gold@example.com',
      password: 'wrong-password',
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('Location')).toBeNull();
    const html = await response.text();
    expect(html).toMatch(/role="alert">Wrong email or password\.</);
    expect(html).toContain('value="gold@example.com"');
    expect(html).toContain('aria-invalid="true"');
    const { rows } = await sandbox.db.query('SELECT code FROM auth_codes');
    expect(rows).toHaveLength(0);
  });

  it('unknown e-mail answers the same message', async () => {
    const { request } = await startSignIn(sandbox, newPkce());
    const html = await (
      await submitIdpForm(sandbox, { request, email: 'nobody@example.com', password: 'Sandbox!2026' })
    ).text();
    expect(html).toContain('Wrong email or password.');
  });

  it('wrong verifier → 400 INVALID_CODE_VERIFIER and no session', async () => {
    const { code, state } = await authCodeFor(sandbox, 'gold@example.com');
    const response = await exchangeCode(sandbox, {
      authCode: code,
      authState: state,
      codeVerifier: newPkce().verifier,
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).codes).toEqual(['INVALID_CODE_VERIFIER']);
    expect(response.headers.get('Set-Cookie')).toBeNull();
  });

  it('reused code → 400 AUTH_CODE_USED', async () => {
    const { pkce, code, state } = await authCodeFor(sandbox, 'gold@example.com');
    const body = { authCode: code, authState: state, codeVerifier: pkce.verifier };
    expect((await exchangeCode(sandbox, body)).status).toBe(200);
    const again = await exchangeCode(sandbox, body);
    expect(again.status).toBe(400);
    expect((await errorOf(again)).codes).toEqual(['AUTH_CODE_USED']);
  });

  it('state mismatch → 400 INVALID_AUTH_STATE', async () => {
    const { pkce, code } = await authCodeFor(sandbox, 'gold@example.com');
    const response = await exchangeCode(sandbox, {
      authCode: code,
      authState: 'some-other-state',
      codeVerifier: pkce.verifier,
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).codes).toEqual(['INVALID_AUTH_STATE']);
  });

  it('unknown or expired code → 400 INVALID_AUTH_CODE', async () => {
    const pkce = newPkce();
    const unknown = await exchangeCode(sandbox, {
      authCode: 'no-such-code',
      authState: pkce.state,
      codeVerifier: pkce.verifier,
    });
    expect((await errorOf(unknown)).codes).toEqual(['INVALID_AUTH_CODE']);
    const { code, state } = await authCodeFor(sandbox, 'gold@example.com', pkce);
    clock.advance(6 * 60 * 1000);
    const expired = await exchangeCode(sandbox, {
      authCode: code,
      authState: state,
      codeVerifier: pkce.verifier,
    });
    expect(expired.status).toBe(400);
    expect((await errorOf(expired)).codes).toEqual(['INVALID_AUTH_CODE']);
  });

  it('an expired authorize request shows the page with an error instead of signing in', async () => {
    const { request } = await startSignIn(sandbox, newPkce());
    clock.advance(11 * 60 * 1000);
    const response = await submitIdpForm(sandbox, {
      request,
      email: 'gold@example.com',
      password: 'Sandbox!2026',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('This sign-in link has expired.');
  });

  it('authorize with a malformed challenge → 400 VALIDATION_FAILED with the field', async () => {
    const response = await rawRequest(
      'POST',
      '/authorize',
      { body: { redirectUri: '/post_login', authState: 'state-123456', codeChallenge: 'short' } },
      sandbox,
    );
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.codes).toEqual(['VALIDATION_FAILED']);
    expect(Object.keys(error.fieldErrors ?? {})).toEqual(['body.codeChallenge']);
  });

  it('missing request token → 400 REQUEST_TOKEN_REQUIRED', async () => {
    const pkce = newPkce();
    const response = await rawRequest(
      'POST',
      '/authorize',
      {
        requestToken: null,
        body: { redirectUri: '/post_login', authState: pkce.state, codeChallenge: pkce.challenge },
      },
      sandbox,
    );
    expect(response.status).toBe(400);
    expect((await errorOf(response)).codes).toEqual(['REQUEST_TOKEN_REQUIRED']);
    const wrong = await rawRequest('GET', '/products', { requestToken: 'guess' }, sandbox);
    expect((await errorOf(wrong)).codes).toEqual(['REQUEST_TOKEN_REQUIRED']);
  });

  it('no cookie → 404 NO_COOKIE_FOUND; unknown cookie → 401 INVALID_COOKIE', async () => {
    for (const path of ['/login/session/cookie', '/login/session/authorization']) {
      const none = await rawRequest('GET', path, {}, sandbox);
      expect(none.status).toBe(404);
      expect(await errorOf(none)).toEqual({
        message: 'No Sea Tow Auth Cookie was found',
        codes: ['NO_COOKIE_FOUND'],
      });
      const bad = await rawRequest('GET', path, { cookie: 'sandbox_session=forged' }, sandbox);
      expect(bad.status).toBe(401);
      expect(await errorOf(bad)).toEqual({ message: 'Invalid Cookie', codes: ['INVALID_COOKIE'] });
    }
  });

  it('an expired session cookie → 401 INVALID_COOKIE', async () => {
    const { cookie } = await signInSession('gold@example.com', sandbox);
    clock.advance(13 * 60 * 60 * 1000);
    const response = await rawRequest('GET', '/login/session/authorization', { cookie }, sandbox);
    expect(response.status).toBe(401);
    expect((await errorOf(response)).codes).toEqual(['INVALID_COOKIE']);
  });

  it('no or forged bearer token → 401 UNAUTHORIZED', async () => {
    const none = await rawRequest('GET', '/dashboard/acc-gold', {}, sandbox);
    expect(none.status).toBe(401);
    expect((await errorOf(none)).codes).toEqual(['UNAUTHORIZED']);
    const { token } = await signInSession('gold@example.com', sandbox);
    const forged = await rawRequest(
      'GET',
      '/dashboard/acc-gold',
      { token: `${token.slice(0, -4)}AAAA` },
      sandbox,
    );
    expect(forged.status).toBe(401);
    expect((await errorOf(forged)).codes).toEqual(['UNAUTHORIZED']);
  });
});

describe('access-token expiry (tokenTtlSeconds: 5, injected clock)', () => {
  const time = { offsetMs: 0 };
  const isolated = createIsolatedSandbox({
    now: () => new Date(Date.now() + time.offsetMs),
    tokenTtlSeconds: 5,
  });
  afterAll(async () => (await isolated).close());

  it('answers 401 TOKEN_EXPIRED once the token is older than its lifetime', async () => {
    const own = await isolated;
    const { token, expiresIn } = await signInSession('gold@example.com', own);
    expect(expiresIn).toBe(5);
    expect((await rawRequest('GET', '/accounts/acc-gold', { token }, own)).status).toBe(200);
    time.offsetMs = 6_000;
    const response = await rawRequest('GET', '/accounts/acc-gold', { token }, own);
    expect(response.status).toBe(401);
    expect((await errorOf(response)).codes).toEqual(['TOKEN_EXPIRED']);
  });
});
