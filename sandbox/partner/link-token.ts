// The proof that binds a new login to a partner account (decision 192): the programs application answers a
// random, single-use link token for the account it created, valid for LINK_TOKEN_TTL_MS; create-account
// consumes it in the same transaction that creates the login. Only the token's SHA-256 is stored.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db';
import { s256 } from '../identity/pkce';

export const LINK_TOKEN_TTL_MS = 30 * 60 * 1000;

/** A new link token for the account and login e-mail of an application. */
export async function issueLinkToken(
  db: Queryable,
  link: { accountSfid: string; email: string; now: Date },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO account_link_tokens (token_hash, account_sfid, email, expires_at) VALUES ($1, $2, $3, $4)`,
    [
      s256(token),
      link.accountSfid,
      link.email.trim().toLowerCase(),
      new Date(link.now.getTime() + LINK_TOKEN_TTL_MS).toISOString(),
    ],
  );
  return token;
}

/** Marks the token used; true only for an unused, unexpired token of that account and e-mail. */
export async function consumeLinkToken(
  db: Queryable,
  link: { token: string; accountSfid: string; email: string; now: Date },
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE account_link_tokens SET used_at = $4
      WHERE token_hash = $1 AND account_sfid = $2 AND email = $3 AND used_at IS NULL AND expires_at > $4
      RETURNING 1`,
    [s256(link.token), link.accountSfid, link.email.trim().toLowerCase(), link.now.toISOString()],
  );
  return rows.length > 0;
}
