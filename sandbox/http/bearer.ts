// Bearer authentication for account-scoped calls (decision 001): none or bad → 401 UNAUTHORIZED, expired →
// 401 TOKEN_EXPIRED, its session ended (logout) or expired → 401 SESSION_ENDED (decision 190);
// `assertOwnAccount` → 403 FORBIDDEN for another account's record.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { sessionIsLive } from '../identity/session';
import { TokenRejected } from './access-token';
import { ApiError } from './api-error';
import type { AccessClaims, SandboxEnv } from './env';

export async function authenticate(c: Context<SandboxEnv>): Promise<AccessClaims> {
  const header = c.req.header('Authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1])
    throw new ApiError(401, ['UNAUTHORIZED'], 'Sign in to continue: no bearer access token was sent.');
  const claims = await c
    .get('tokens')
    .verify(match[1])
    .catch((error: unknown) => {
      if (error instanceof TokenRejected && error.reason === 'expired') {
        throw new ApiError(401, ['TOKEN_EXPIRED'], 'Your session has expired. Please sign in again.');
      }
      throw new ApiError(401, ['UNAUTHORIZED'], 'The bearer access token is not valid.');
    });
  if (!(await sessionIsLive(c.get('db'), claims.sid, claims.sub, c.get('now')()))) {
    throw new ApiError(
      401,
      ['SESSION_ENDED'],
      'You have signed out or your session has ended. Please sign in again.',
    );
  }
  c.set('claims', claims);
  return claims;
}

/** Middleware: verifies the bearer token and exposes the claims as `c.get('claims')`. */
export const requireBearer = createMiddleware<SandboxEnv>(async (c, next) => {
  await authenticate(c);
  await next();
});

/**
 * The caller's own account ids: the member account and, for partners, the partner account — permanent, or
 * the temporary one a failed swap leaves the portal with (companion spec §2.3 "If the swap fails, a
 * default id is used"; decision 234).
 */
export const ownAccountIds = (claims: AccessClaims): string[] =>
  [claims.account_id, claims.partner_account_id, claims.temp_partner_account_id].filter(
    (id): id is string => typeof id === 'string',
  );

/** Throws 403 FORBIDDEN unless `accountId` is one of the caller's own accounts. */
export function assertOwnAccount(c: Context<SandboxEnv>, accountId: string): void {
  if (!ownAccountIds(c.get('claims')).includes(accountId)) {
    throw new ApiError(403, ['FORBIDDEN'], 'This record belongs to another account.');
  }
}
