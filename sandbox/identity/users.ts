// Identity provider users and the claims a session carries (decision 001).
import type { Queryable } from '../db/db';

export type UserRow = {
  id: string;
  email: string;
  password_hash: string | null;
  name: string;
  account_id: string | null;
  partner_account_id: string | null;
  temp_partner_account_id: string | null;
  social: boolean;
};

export type SessionClaims = {
  sub: string;
  email: string;
  name: string;
  account_id: string | null;
  partner_account_id?: string;
  temp_partner_account_id?: string;
  social: boolean;
};

export const SOCIAL_EMAIL = 'social@example.com';

export async function userByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE email = $1', [
    email.trim().toLowerCase(),
  ]);
  return rows[0];
}

export async function userById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
  return rows[0];
}

export const claimsOf = (user: UserRow): SessionClaims => ({
  sub: user.id,
  email: user.email,
  name: user.name,
  account_id: user.account_id,
  ...(user.partner_account_id ? { partner_account_id: user.partner_account_id } : {}),
  ...(user.temp_partner_account_id ? { temp_partner_account_id: user.temp_partner_account_id } : {}),
  social: user.social,
});
