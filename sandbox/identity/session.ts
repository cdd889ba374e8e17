// Cookie sessions of the sandbox identity provider (decision 001): `sandbox_session`, HttpOnly,
// SameSite=Lax; unknown or expired → 401 INVALID_COOKIE, none → 404 NO_COOKIE_FOUND. Each session also
// has a public id, `sid`, which its access tokens name, so ending the session ends them (decision 190).
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Queryable } from '../db/db';
import { ApiError } from '../http/api-error';
import type { SandboxEnv } from '../http/env';
import { userById, type UserRow } from './users';

export const SESSION_COOKIE = 'sandbox_session';
export const SESSION_TTL_SECONDS = 12 * 60 * 60;

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

export async function startSession(c: Context<SandboxEnv>, userId: string): Promise<void> {
  const id = randomToken();
  const now = c.get('now')();
  await c
    .get('db')
    .query('INSERT INTO sessions (id, sid, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [
      id,
      randomToken(16),
      userId,
      now.toISOString(),
      new Date(now.getTime() + SESSION_TTL_SECONDS * 1000).toISOString(),
    ]);
  setCookie(c, SESSION_COOKIE, id, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    maxAge: SESSION_TTL_SECONDS,
  });
}

/** The cookie's live session: its user and its public id. */
export async function sessionUser(c: Context<SandboxEnv>): Promise<{ user: UserRow; sid: string }> {
  const id = getCookie(c, SESSION_COOKIE);
  if (!id) throw new ApiError(404, ['NO_COOKIE_FOUND'], 'No Sea Tow Auth Cookie was found');
  const { rows } = await c.get('db').query<{
    user_id: string;
    sid: string;
  }>('SELECT user_id, sid FROM sessions WHERE id = $1 AND expires_at > $2', [id, c.get('now')().toISOString()]);
  const user = rows[0] && (await userById(c.get('db'), rows[0].user_id));
  if (!rows[0] || !user) throw new ApiError(401, ['INVALID_COOKIE'], 'Invalid Cookie');
  return { user, sid: rows[0].sid };
}

/** Whether session `sid` of `userId` is still live (not logged out, not expired): one indexed lookup. */
export async function sessionIsLive(db: Queryable, sid: string, userId: string, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM sessions WHERE sid = $1 AND user_id = $2 AND expires_at > $3',
    [sid, userId, now.toISOString()],
  );
  return rows.length > 0;
}

export async function endSession(c: Context<SandboxEnv>): Promise<void> {
  const id = getCookie(c, SESSION_COOKIE);
  if (id) await c.get('db').query('DELETE FROM sessions WHERE id = $1', [id]);
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
}
