// Sign-in calls of the portal (decision 001): authorize, code exchange with PKCE, session cookie check,
// authorization (claims + an access token naming its session, decision 190) and logout.
import { Hono } from 'hono';
import { ApiError } from '../http/api-error';
import type { SandboxEnv } from '../http/env';
import { validated, validBody } from '../http/validated';
import { verifierMatches } from '../identity/pkce';
import { endSession, randomToken, sessionUser, startSession } from '../identity/session';
import { claimsOf } from '../identity/users';
import type { components } from '@/openapi/schema.gen';

type AuthorizeBody = {
  redirectUri: string;
  authState: string;
  codeChallenge: string;
  membershipNumber?: string;
  expDate?: string;
  prompt?: string;
};
type CodeBody = { authCode: string; authState: string; codeVerifier: string };
type SessionClaims = components['schemas']['SessionClaims'];

export const AUTH_REQUEST_TTL_MS = 10 * 60 * 1000;

export const authRoutes = new Hono<SandboxEnv>()
  .post('/authorize', validated('authorize'), async (c) => {
    const body = validBody<AuthorizeBody>(c);
    const id = randomToken(24);
    const expiresAt = new Date(c.get('now')().getTime() + AUTH_REQUEST_TTL_MS);
    await c.get('db').query(
      `INSERT INTO auth_requests (id, redirect_uri, auth_state, code_challenge, membership_number, exp_date, prompt, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        id,
        body.redirectUri,
        body.authState,
        body.codeChallenge,
        body.membershipNumber ?? null,
        body.expDate ?? null,
        body.prompt ?? null,
        expiresAt.toISOString(),
      ],
    );
    return c.json({ redirect_uri: `/api/idp/login?request=${encodeURIComponent(id)}` });
  })
  .post('/login/session/code', validated('exchangeAuthCode'), async (c) => {
    const { authCode, authState, codeVerifier } = validBody<CodeBody>(c);
    const db = c.get('db');
    const now = c.get('now')();
    const { rows } = await db.query<{
      user_id: string;
      auth_state: string;
      code_challenge: string;
      expires_at: Date | string;
      used_at: unknown;
    }>('SELECT user_id, auth_state, code_challenge, expires_at, used_at FROM auth_codes WHERE code = $1', [
      authCode,
    ]);
    const code = rows[0];
    if (!code || new Date(code.expires_at).getTime() <= now.getTime()) {
      throw new ApiError(
        400,
        ['INVALID_AUTH_CODE'],
        'The sign-in code is unknown or has expired. Please sign in again.',
      );
    }
    // Single use: the first exchange attempt consumes the code, whatever its outcome.
    const { rows: claimed } = await db.query(
      'UPDATE auth_codes SET used_at = $2 WHERE code = $1 AND used_at IS NULL RETURNING code',
      [authCode, now.toISOString()],
    );
    if (claimed.length === 0)
      throw new ApiError(
        400,
        ['AUTH_CODE_USED'],
        'This sign-in code was already used. Please sign in again.',
      );
    if (code.auth_state !== authState)
      throw new ApiError(
        400,
        ['INVALID_AUTH_STATE'],
        'The sign-in state does not match. Please sign in again.',
      );
    if (!verifierMatches(codeVerifier, code.code_challenge)) {
      throw new ApiError(
        400,
        ['INVALID_CODE_VERIFIER'],
        'The sign-in verifier does not match. Please sign in again.',
      );
    }
    await startSession(c, code.user_id);
    return c.json({ session: true as const });
  })
  .get('/login/session/cookie', validated('checkSessionCookie'), async (c) => {
    await sessionUser(c);
    return c.json({ cookie: true as const });
  })
  .get('/login/session/authorization', validated('getSessionAuthorization'), async (c) => {
    const { user, sid } = await sessionUser(c);
    const claims: SessionClaims = claimsOf(user);
    const tokens = c.get('tokens');
    const access_token = await tokens.sign({
      sub: claims.sub,
      sid,
      email: claims.email,
      account_id: claims.account_id,
      ...(claims.partner_account_id ? { partner_account_id: claims.partner_account_id } : {}),
      ...(claims.temp_partner_account_id ? { temp_partner_account_id: claims.temp_partner_account_id } : {}),
    });
    return c.json({ claims, access_token, expires_in: tokens.ttlSeconds });
  })
  .get('/login/session/logout', validated('logout'), async (c) => {
    await endSession(c);
    return c.json({ logged_out: true as const });
  });
