// One in-memory sandbox per test file (PGlite boots in ~2 s; vitest isolates test files, so "per worker"
// is per file), restored to seed state by `resetSandbox()` (truncate + reseed, 0.1–0.4 s measured; decision 013),
// a typed openapi-fetch client over `app.fetch` (no network), and a helper that signs a persona in through
// the real identity-provider flow: authorize → IdP form post → code exchange with PKCE → authorization.
import { randomBytes } from 'node:crypto';
import createClient from 'openapi-fetch';
import type { paths } from '@/openapi/schema.gen';
import { createSandbox, type Sandbox, type SandboxOptions } from '@/sandbox/app';
import { seedDatabase, truncateAll } from '@/sandbox/db/seed/seed';
import { REQUEST_TOKEN, REQUEST_TOKEN_HEADER } from '@/sandbox/http/request-token';
import { s256 } from '@/sandbox/identity/pkce';

export const BASE_URL = 'http://sandbox/api';
export const PASSWORD = 'Sandbox!2026';

/** The injected clock of the shared sandbox: real time plus an offset tests may move forward. */
export const clock = {
  offsetMs: 0,
  now: () => new Date(Date.now() + clock.offsetMs),
  advance: (ms: number) => {
    clock.offsetMs += ms;
  },
};

let shared: Promise<Sandbox> | undefined;

/** The file's shared in-memory sandbox (created on first use). */
export const sandboxHandle = (): Promise<Sandbox> => (shared ??= createSandbox({ now: clock.now }));

/** A separate sandbox with its own options (e.g. a tiny tokenTtlSeconds); close it in afterAll. */
export const createIsolatedSandbox = (options: SandboxOptions) => createSandbox(options);

/**
 * Back to the seed state: every table emptied and reseeded, the clock back to real time. The sign-in
 * sessions of seeded logins are kept, so a token a file signed in for once (beforeAll) stays valid across
 * resets: tokens name their session (decision 190).
 */
export async function resetSandbox(): Promise<Sandbox> {
  clock.offsetMs = 0;
  const sandbox = await sandboxHandle();
  const { rows: sessions } = await sandbox.db.query('SELECT * FROM sessions');
  await truncateAll(sandbox.db);
  await seedDatabase(sandbox.db, sandbox.now());
  await sandbox.db.query(
    `INSERT INTO sessions SELECT * FROM json_populate_recordset(NULL::sessions, $1)
      WHERE user_id IN (SELECT id FROM users)`,
    [JSON.stringify(sessions)],
  );
  return sandbox;
}

export type ApiClient = ReturnType<typeof createClient<paths>>;

/** Typed client over `sandbox.app.fetch`, carrying the request token (and a bearer token when given). */
export function apiClient(sandbox: Sandbox, token?: string): ApiClient {
  return createClient<paths>({
    baseUrl: BASE_URL,
    fetch: async (request) => sandbox.app.fetch(request),
    headers: {
      [REQUEST_TOKEN_HEADER]: REQUEST_TOKEN,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
}

/** A raw request (for what the typed client cannot express: malformed bodies, missing headers, cookies). */
export async function rawRequest(
  method: string,
  path: string,
  options: {
    body?: unknown;
    rawBody?: string;
    token?: string;
    cookie?: string;
    requestToken?: string | null;
    form?: Record<string, string>;
  } = {},
  sandbox?: Sandbox,
): Promise<Response> {
  const app = (sandbox ?? (await sandboxHandle())).app;
  const headers = new Headers();
  if (options.requestToken !== null) headers.set(REQUEST_TOKEN_HEADER, options.requestToken ?? REQUEST_TOKEN);
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
  if (options.cookie) headers.set('Cookie', options.cookie);
  let body: string | undefined;
  if (options.form) {
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
    body = new URLSearchParams(options.form).toString();
  } else if (options.rawBody !== undefined || options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = options.rawBody ?? JSON.stringify(options.body);
  }
  const url = path.startsWith('http')
    ? path
    : `${BASE_URL}${path.startsWith('/api/') ? path.slice(4) : path}`;
  return app.fetch(new Request(url, { method: method.toUpperCase(), headers, body }));
}

export type Pkce = { verifier: string; challenge: string; state: string };
export const newPkce = (): Pkce => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: s256(verifier), state: randomBytes(16).toString('base64url') };
};

/** Step 1: POST /authorize → the IdP page's URL and its request id. */
export async function startSignIn(sandbox: Sandbox, pkce: Pkce, redirectUri = '/post_login') {
  const response = await rawRequest(
    'POST',
    '/authorize',
    { body: { redirectUri, authState: pkce.state, codeChallenge: pkce.challenge } },
    sandbox,
  );
  if (response.status !== 200)
    throw new Error(`authorize answered ${response.status}: ${await response.text()}`);
  const { redirect_uri } = (await response.json()) as { redirect_uri: string };
  const request = new URL(redirect_uri, 'http://sandbox').searchParams.get('request') ?? '';
  return { redirectUri: redirect_uri, request };
}

/** Step 2: the IdP form post (e-mail + password, or the social button) → the raw response. */
export const submitIdpForm = (sandbox: Sandbox, form: Record<string, string>) =>
  rawRequest('POST', '/idp/login', { form, requestToken: null }, sandbox);

/** Steps 1–2: a code and state for `email` (throws unless the IdP redirects). */
export async function authCodeFor(
  sandbox: Sandbox,
  email: string,
  pkce: Pkce = newPkce(),
  password = PASSWORD,
) {
  const { request } = await startSignIn(sandbox, pkce);
  const form: Record<string, string> =
    email === 'social@example.com' ? { request, connection: 'social' } : { request, email, password };
  const response = await submitIdpForm(sandbox, form);
  const location = response.headers.get('Location');
  if (response.status !== 302 || !location) throw new Error(`IdP answered ${response.status} for ${email}`);
  const url = new URL(location, 'http://sandbox');
  return {
    pkce,
    code: url.searchParams.get('code') ?? '',
    state: url.searchParams.get('state') ?? '',
    location,
  };
}

/** Step 3: the code exchange → the raw response (its Set-Cookie holds the session). */
export const exchangeCode = (
  sandbox: Sandbox,
  body: { authCode: string; authState: string; codeVerifier: string },
) => rawRequest('POST', '/login/session/code', { body }, sandbox);

export const sessionCookieOf = (response: Response) =>
  (response.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';

export type SignedIn = { token: string; cookie: string; claims: Record<string, unknown>; expiresIn: number };

/** The whole real flow for a persona; answers the bearer token, the session cookie and the claims. */
export async function signInSession(email: string, sandbox?: Sandbox): Promise<SignedIn> {
  const target = sandbox ?? (await sandboxHandle());
  const { pkce, code, state } = await authCodeFor(target, email);
  const exchanged = await exchangeCode(target, {
    authCode: code,
    authState: state,
    codeVerifier: pkce.verifier,
  });
  if (exchanged.status !== 200)
    throw new Error(`code exchange answered ${exchanged.status}: ${await exchanged.text()}`);
  const cookie = sessionCookieOf(exchanged);
  const authorization = await rawRequest('GET', '/login/session/authorization', { cookie }, target);
  if (authorization.status !== 200) throw new Error(`authorization answered ${authorization.status}`);
  const body = (await authorization.json()) as {
    access_token: string;
    claims: Record<string, unknown>;
    expires_in: number;
  };
  return { token: body.access_token, cookie, claims: body.claims, expiresIn: body.expires_in };
}

/** The bearer access token of a persona, signed in through the real flow. */
export const signInAs = async (email: string, sandbox?: Sandbox): Promise<string> =>
  (await signInSession(email, sandbox)).token;
