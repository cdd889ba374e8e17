// Issue 26, attack 10 "logout that does not log out" (decision 190): the access token names its sign-in
// session (`sid`), and a token whose session ended — by the portal's logout or by expiry — is 401
// SESSION_ENDED, for members and partners alike; another session of the same login stays signed in.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '@/sandbox/app';
import { rawRequest, resetSandbox, signInSession, type SignedIn } from '../support/sandbox';

let sandbox: Sandbox;
beforeEach(async () => {
  sandbox = await resetSandbox();
});

const readAccount = (signedIn: SignedIn, id: string) =>
  rawRequest('GET', `/accounts/${id}`, { token: signedIn.token }, sandbox);
const logout = (signedIn: SignedIn) =>
  rawRequest('GET', '/login/session/logout', { cookie: signedIn.cookie }, sandbox);
const payloadOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;

async function expectSessionEnded(response: Response) {
  expect(response.status).toBe(401);
  expect(((await response.json()) as { codes: string[] }).codes).toEqual(['SESSION_ENDED']);
}

describe('logout revokes the access token', () => {
  it.each([
    ['gold@example.com', 'acc-gold'],
    ['partner@example.com', 'acc-partner'],
  ])('%s: after the logout call the old token reads nothing (401 SESSION_ENDED)', async (email, account) => {
    const signedIn = await signInSession(email, sandbox);
    expect((await readAccount(signedIn, account)).status).toBe(200);
    expect((await logout(signedIn)).status).toBe(200);
    await expectSessionEnded(await readAccount(signedIn, account));
  });

  it('the token names its session by a public id, never the secret cookie value', async () => {
    const signedIn = await signInSession('gold@example.com', sandbox);
    const { sid } = payloadOf(signedIn.token);
    expect(sid).toEqual(expect.any(String));
    expect(signedIn.cookie).not.toContain(String(sid));
  });

  it('a token of an expired session is refused though the token itself is still fresh', async () => {
    const signedIn = await signInSession('gold@example.com', sandbox);
    await sandbox.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second'`);
    await expectSessionEnded(await readAccount(signedIn, 'acc-gold'));
  });

  it("logging out on one device leaves the login's other session signed in", async () => {
    const laptop = await signInSession('gold@example.com', sandbox);
    const phone = await signInSession('gold@example.com', sandbox);
    await logout(laptop);
    await expectSessionEnded(await readAccount(laptop, 'acc-gold'));
    expect((await readAccount(phone, 'acc-gold')).status).toBe(200);
  });
});
