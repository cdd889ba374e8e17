// Helpers the partner-side and cross-cutting contract suites add on top of ./sandbox.ts: a typed client
// bound to the file's shared sandbox, persona claims and account ids, row counts, the ids a persona owns,
// and a sign-in over real HTTP for the benchmark.
import createClient from 'openapi-fetch';
import type { paths } from '@/openapi/schema.gen';
import { REQUEST_TOKEN, REQUEST_TOKEN_HEADER } from '@/sandbox/http/request-token';
import { s256 } from '@/sandbox/identity/pkce';
import {
  authCodeFor,
  BASE_URL,
  exchangeCode,
  newPkce,
  PASSWORD,
  rawRequest,
  sandboxHandle,
  sessionCookieOf,
  signInSession,
} from './sandbox';

export type Claims = {
  sub: string;
  email: string;
  account_id: string | null;
  partner_account_id?: string;
  temp_partner_account_id?: string;
};

/** The typed client over the file's shared sandbox (`app.fetch`), optionally with a bearer token. */
export function apiClient(token?: string) {
  return createClient<paths>({
    baseUrl: BASE_URL,
    fetch: async (request) => (await sandboxHandle()).app.fetch(request),
    headers: {
      [REQUEST_TOKEN_HEADER]: REQUEST_TOKEN,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
}

export const claimsOf = async (email: string) => (await signInSession(email)).claims as Claims;

/** The persona's partner account id (partners, also a temporary one) or member account id. */
export async function accountOf(email: string): Promise<string> {
  const claims = await claimsOf(email);
  const id = claims.partner_account_id ?? claims.temp_partner_account_id ?? claims.account_id;
  if (!id) throw new Error(`${email} has no account id claim`);
  return id;
}

export async function countRows(table: string): Promise<number> {
  const { db } = await sandboxHandle();
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}"`);
  return Number(rows[0]?.n ?? 0);
}

/** Every record id the persona owns: accounts, contacts, memberships (sfid and number), boats, offers, e-mails. */
export async function idsOwnedBy(email: string): Promise<string[]> {
  const claims = await claimsOf(email);
  const accounts = [claims.account_id, claims.partner_account_id].filter((id): id is string => Boolean(id));
  const { db } = await sandboxHandle();
  const { rows } = await db.query<{ id: string }>(
    `SELECT sfid AS id FROM accounts WHERE sfid = ANY($1)
     UNION SELECT sfid FROM contacts WHERE accountid = ANY($1)
     UNION SELECT sfid FROM memberships WHERE account__c = ANY($1)
     UNION SELECT membership_number__c FROM memberships WHERE account__c = ANY($1)
     UNION SELECT sfid FROM boats WHERE account__c = ANY($1)
     UNION SELECT sfid FROM savings_club_offers WHERE partner_account__c = ANY($1)
     UNION SELECT email FROM contacts WHERE accountid = ANY($1) AND email IS NOT NULL
     UNION SELECT $2`,
    [accounts, claims.email],
  );
  return rows.map((row) => row.id).sort();
}

/** The real sign-in flow over HTTP against a running server (the benchmark). */
export async function signInOverHttp(origin: string, email: string, password = PASSWORD) {
  const headers = { 'content-type': 'application/json', [REQUEST_TOKEN_HEADER]: REQUEST_TOKEN };
  const pkce = newPkce();
  const authorize = await fetch(`${origin}/api/authorize`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      redirectUri: '/post_login',
      authState: pkce.state,
      codeChallenge: s256(pkce.verifier),
    }),
  });
  const { redirect_uri } = (await authorize.json()) as { redirect_uri: string };
  const request = new URL(redirect_uri, origin).searchParams.get('request') ?? '';
  const form = await fetch(`${origin}/api/idp/login`, {
    method: 'POST',
    body: new URLSearchParams({ request, email, password }),
    redirect: 'manual',
  });
  const authCode = new URL(form.headers.get('location') ?? '/', origin).searchParams.get('code');
  if (!authCode) throw new Error(`sign-in of ${email} failed at the IdP (${form.status})`);
  const exchange = await fetch(`${origin}/api/login/session/code`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ authCode, authState: pkce.state, codeVerifier: pkce.verifier }),
  });
  const cookie = (exchange.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const authorization = await fetch(`${origin}/api/login/session/authorization`, {
    headers: { ...headers, cookie },
  });
  if (!authorization.ok) throw new Error(`sign-in of ${email} failed: ${authorization.status}`);
  const { claims, access_token } = (await authorization.json()) as { claims: Claims; access_token: string };
  return { token: access_token, accountId: claims.partner_account_id ?? claims.account_id ?? '' };
}

/** Signs a new login in through the in-process IdP with its own password; answers its claims. */
export async function signInWithPassword(email: string, password: string): Promise<Claims> {
  const sandbox = await sandboxHandle();
  const { pkce, code, state } = await authCodeFor(sandbox, email, newPkce(), password);
  const exchanged = await exchangeCode(sandbox, {
    authCode: code,
    authState: state,
    codeVerifier: pkce.verifier,
  });
  const authorization = await rawRequest(
    'GET',
    '/login/session/authorization',
    { cookie: sessionCookieOf(exchanged) },
    sandbox,
  );
  return ((await authorization.json()) as { claims: Claims }).claims;
}

/** A partner with only a temporary id claim swaps it (POST /savingsclub/swapmetadata) and signs in again. */
export async function signInSwapped(email: string): Promise<{ token: string; accountId: string }> {
  const claims = await claimsOf(email);
  if (claims.temp_partner_account_id) {
    const { token } = await signInSession(email);
    await apiClient(token).POST('/savingsclub/swapmetadata', {
      body: { auth0_id: claims.sub, account_uuid: claims.temp_partner_account_id },
    });
  }
  const { token, claims: fresh } = await signInSession(email);
  return { token, accountId: String((fresh as Claims).partner_account_id) };
}
