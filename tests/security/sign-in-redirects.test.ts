// Issue 26, attack 3 "the sign-in code sent to any site" (decision 190): authorize takes only a path on the
// portal's own origin, the identity provider checks the stored request again before it redirects, the
// contract's pattern is the same rule, and the portal's own return path after sign-in stays home too.
import Ajv2020 from 'ajv/dist/2020.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { isSameOriginPath } from '@/machines/same-origin-path';
import type { Sandbox } from '@/sandbox/app';
import { contractOperations } from '@/sandbox/http/contract';
import { safeReturnPath } from '@/src/auth/login-record';
import { newPkce, PASSWORD, rawRequest, resetSandbox, startSignIn, submitIdpForm } from '../support/sandbox';

let sandbox: Sandbox;
beforeEach(async () => {
  sandbox = await resetSandbox();
});

/** Ways out of the portal's origin an attacker would try (a browser follows each to another host). */
const AWAY = [
  'https://evil.example/cb',
  'http://evil.example/post_login',
  '//evil.example/cb',
  '/\\evil.example/cb',
  '\\\\evil.example/cb',
  '/\t/evil.example/cb',
  '/post_login\\@evil.example',
  'javascript:alert(1)',
  'evil.example/cb',
];
const HOME = ['/post_login', '/members/account?form_open=true', '/programs/dashboard#offers'];

const authorize = (redirectUri: string) => {
  const pkce = newPkce();
  return rawRequest(
    'POST',
    '/authorize',
    { body: { redirectUri, authState: pkce.state, codeChallenge: pkce.challenge } },
    sandbox,
  );
};

describe('authorize redirects only home', () => {
  it.each(AWAY)(
    'refuses %j with 400 VALIDATION_FAILED on body.redirectUri and stores nothing',
    async (uri) => {
      const response = await authorize(uri);
      expect(response.status).toBe(400);
      const error = (await response.json()) as { codes: string[]; fieldErrors: Record<string, string[]> };
      expect(error.codes).toEqual(['VALIDATION_FAILED']);
      expect(Object.keys(error.fieldErrors)).toEqual(['body.redirectUri']);
      expect((await sandbox.db.query('SELECT id FROM auth_requests')).rows).toHaveLength(0);
    },
  );

  it('a member who signs in is sent back to the path on the portal, with the code', async () => {
    const { request } = await startSignIn(sandbox, newPkce(), '/post_login');
    const response = await submitIdpForm(sandbox, { request, email: 'gold@example.com', password: PASSWORD });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toMatch(/^\/post_login\?code=/);
  });

  it('a stored request that leads away is refused before the redirect: page and post, no code issued', async () => {
    // A request stored before the rule (a kept database) or written past the contract.
    await sandbox.db.query(
      `INSERT INTO auth_requests (id, redirect_uri, auth_state, code_challenge, expires_at)
       VALUES ('old-request', 'https://evil.example/cb', 'state-123456', $1, $2)`,
      [newPkce().challenge, new Date(Date.now() + 60_000).toISOString()],
    );
    const page = await rawRequest('GET', '/idp/login?request=old-request', { requestToken: null }, sandbox);
    expect(page.status).toBe(400);
    const response = await submitIdpForm(sandbox, {
      request: 'old-request',
      email: 'gold@example.com',
      password: PASSWORD,
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('Location')).toBeNull();
    expect(await response.text()).toContain('This sign-in link has expired.');
    expect((await sandbox.db.query('SELECT code FROM auth_codes')).rows).toHaveLength(0);
  });

  it("the contract's redirectUri pattern and the sandbox's rule agree on every case", () => {
    const schema = contractOperations.get('authorize')?.body?.schema as {
      properties: { redirectUri: { pattern: string } };
    };
    const contractRule = new Ajv2020().compile({ type: 'string', ...schema.properties.redirectUri });
    for (const uri of [...AWAY, ...HOME]) expect(contractRule(uri)).toBe(isSameOriginPath(uri));
  });
});

describe("the portal's return path after sign-in", () => {
  it.each(AWAY)('goes to /members instead of %j', (path) => {
    expect(safeReturnPath(path)).toBe('/members');
  });

  it.each(HOME)('keeps %j', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });
});
