// Partner logins in the sandbox identity provider: the create-and-link step after an application, the
// login-exists check of the application, and the temporary-to-permanent partner id swap.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/db';
import { hashPassword } from '../identity/password';
import { userByEmail } from '../identity/users';

export const loginExists = async (db: Queryable, email: string) =>
  (await userByEmail(db, email)) !== undefined;

/** Whether a login already signs in to the partner account (permanent or temporary id). */
export async function partnerAccountHasLogin(db: Queryable, accountSfid: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM users WHERE partner_account_id = $1 OR temp_partner_account_id = $1 LIMIT 1`,
    [accountSfid],
  );
  return rows.length > 0;
}

/** Creates the login; resolves false when the e-mail already has one (also under a concurrent create). */
export async function createPartnerLogin(
  db: Queryable,
  login: { email: string; password: string; name: string; partnerAccountId: string },
): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO users (id, email, password_hash, name, account_id, partner_account_id)
     VALUES ($1, $2, $3, $4, NULL, $5) ON CONFLICT (email) DO NOTHING RETURNING id`,
    [
      `auth0|${randomUUID()}`,
      login.email.trim().toLowerCase(),
      await hashPassword(login.password),
      login.name,
      login.partnerAccountId,
    ],
  );
  return rows.length > 0;
}

export async function setPartnerAccountOfUser(
  db: Queryable,
  userId: string,
  partnerAccountId: string,
): Promise<void> {
  await db.query(`UPDATE users SET partner_account_id = $2, temp_partner_account_id = NULL WHERE id = $1`, [
    userId,
    partnerAccountId,
  ]);
}
