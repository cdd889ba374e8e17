// Who may touch a member-side record. Account-scoped operations use the core's `assertOwnAccount`. The
// purchase flow's calls (application account, boats, checkout) carry no bearer token (member spec §6):
// they may touch an application account that has no portal login, while an account with a login needs
// that login's own bearer token — so one member can never reach another member's records.
import type { Context } from 'hono';
import { ApiError } from '../http/api-error';
import { authenticate } from '../http/bearer';
import type { AccessClaims, SandboxEnv } from '../http/env';

/** The caller's claims when a bearer token was sent (and is valid), else undefined. */
export async function optionalClaims(c: Context<SandboxEnv>): Promise<AccessClaims | undefined> {
  if (!c.req.header('Authorization')) return undefined;
  return authenticate(c);
}

export async function assertMayTouchAccount(c: Context<SandboxEnv>, accountSfid: string): Promise<void> {
  const claims = await optionalClaims(c);
  if (claims && claims.account_id === accountSfid) return;
  const { rows } = await c
    .get('db')
    .query(`SELECT 1 FROM users WHERE account_id = $1 LIMIT 1`, [accountSfid]);
  if (rows.length === 0) return;
  if (!claims)
    throw new ApiError(401, ['UNAUTHORIZED'], 'Sign in to change the records of a member account.');
  throw new ApiError(403, ['FORBIDDEN'], 'This record belongs to another account.');
}
