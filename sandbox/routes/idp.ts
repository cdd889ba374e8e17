// The sandbox identity provider's own pages (not part of the portal's API contract): the HTML sign-in
// form for an authorize request (and its stylesheet), and its post, which redirects to `{redirectUri}?code=…&state=…`.
// Wrong passwords are limited per login and per address (decision 190): 429 and the page says how long to wait.
import { Hono, type Context } from 'hono';
import { isSameOriginPath } from '@/machines/same-origin-path';
import type { SandboxEnv } from '../http/env';
import { passwordSignInAttempt } from '../identity/attempt-limits';
import {
  EXPIRED_REQUEST,
  LOGIN_STYLES,
  loginPage,
  tooManySignInAttempts,
  WRONG_CREDENTIALS,
} from '../identity/login-page';
import { verifyPassword } from '../identity/password';
import { randomToken } from '../identity/session';
import { SOCIAL_EMAIL, userByEmail } from '../identity/users';

export const AUTH_CODE_TTL_MS = 5 * 60 * 1000;

type AuthRequest = { id: string; redirect_uri: string; auth_state: string; code_challenge: string };

/** The unexpired request `id`, unless its redirect leaves the portal's origin (checked again, decision 190). */
async function pendingRequest(c: Context<SandboxEnv>, id: string): Promise<AuthRequest | undefined> {
  const { rows } = await c
    .get('db')
    .query<AuthRequest>(
      'SELECT id, redirect_uri, auth_state, code_challenge FROM auth_requests WHERE id = $1 AND expires_at > $2',
      [id, c.get('now')().toISOString()],
    );
  return rows.find((row) => isSameOriginPath(row.redirect_uri));
}

const withQuery = (uri: string, params: Record<string, string>) =>
  `${uri}${uri.includes('?') ? '&' : '?'}${new URLSearchParams(params).toString()}`;

/** The page again, saying how long to wait (429 with Retry-After in seconds). */
const tooManyAttempts = (c: Context<SandboxEnv>, request: string, email: string, seconds: number) =>
  c.html(loginPage({ request, email, error: tooManySignInAttempts(seconds) }), 429, {
    'Retry-After': String(seconds),
  });

export const idpRoutes = new Hono<SandboxEnv>()
  .get('/idp/login.css', (c) => c.body(LOGIN_STYLES, 200, { 'Content-Type': 'text/css; charset=utf-8' }))
  .get('/idp/login', async (c) => {
    const id = c.req.query('request') ?? '';
    if (!(await pendingRequest(c, id)))
      return c.html(loginPage({ request: id, error: EXPIRED_REQUEST }), 400);
    return c.html(loginPage({ request: id }));
  })
  .post('/idp/login', async (c) => {
    const form = await c.req.parseBody();
    const field = (name: string) => (typeof form[name] === 'string' ? form[name] : '');
    const id = field('request');
    const email = field('email').trim();
    const request = await pendingRequest(c, id);
    if (!request) return c.html(loginPage({ request: id, email, error: EXPIRED_REQUEST }), 400);

    const social = field('connection') === 'social';
    // A password is a guess until it matches: counted first, refused unread once a limit is used up.
    const attempt = social ? undefined : passwordSignInAttempt(c, email);
    const wait = (await attempt?.start()) ?? 0;
    if (wait > 0) return tooManyAttempts(c, id, email, wait);
    const user = await userByEmail(c.get('db'), social ? SOCIAL_EMAIL : email);
    const accepted = social
      ? Boolean(user?.social)
      : Boolean(user && !user.social && (await verifyPassword(field('password'), user.password_hash)));
    if (!user || !accepted) {
      const waitNow = attempt?.failed() ?? 0;
      if (waitNow > 0) return tooManyAttempts(c, id, email, waitNow);
      return c.html(loginPage({ request: id, email, error: WRONG_CREDENTIALS }), 401);
    }
    await attempt?.succeeded();

    const code = randomToken();
    const now = c.get('now')();
    await c.get('db').transaction(async (tx) => {
      await tx.query(
        'INSERT INTO auth_codes (code, user_id, auth_state, code_challenge, expires_at) VALUES ($1, $2, $3, $4, $5)',
        [
          code,
          user.id,
          request.auth_state,
          request.code_challenge,
          new Date(now.getTime() + AUTH_CODE_TTL_MS).toISOString(),
        ],
      );
      await tx.query('DELETE FROM auth_requests WHERE id = $1', [request.id]);
    });
    return c.redirect(withQuery(request.redirect_uri, { code, state: request.auth_state }), 302);
  });
