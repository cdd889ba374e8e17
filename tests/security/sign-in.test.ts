// Issue 26, attack 8 "unlimited guessing" (decision 190): wrong passwords at the identity provider's page
// are limited per login (10 per 15 minutes, cleared by a success) and per network address (100 per hour),
// and registration's membership check per membership number and per address; a used-up limit answers 429
// with Retry-After, and the page says in words how long to wait. The counters live per sandbox: this file
// has one of its own, each test guesses at another login, and the tests that use up the address's limit or
// move the time on get a sandbox of their own.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Sandbox } from '@/sandbox/app';
import {
  apiClient,
  createIsolatedSandbox,
  newPkce,
  PASSWORD,
  signInSession,
  startSignIn,
  submitIdpForm,
} from '../support/sandbox';

let sandbox: Sandbox;
/** Under DATABASE_URL every sandbox counts in the one database's table: start (and leave) it empty. */
const clearSharedCounts = async () => {
  if (sandbox.db.engine === 'postgres') await sandbox.db.exec('TRUNCATE rate_limits');
};
beforeAll(async () => {
  sandbox = await createIsolatedSandbox({});
  await clearSharedCounts();
});
afterAll(async () => {
  await sandbox.close();
});

/** Runs `test` against a sandbox of its own (its counters start from nothing). */
async function inOwnSandbox(test: () => Promise<void>) {
  const shared = sandbox;
  sandbox = await createIsolatedSandbox({});
  try {
    await clearSharedCounts();
    await test();
  } finally {
    vi.useRealTimers();
    await clearSharedCounts();
    await sandbox.close();
    sandbox = shared;
  }
}

const signIn = async (email: string, password: string) => {
  const { request } = await startSignIn(sandbox, newPkce());
  return submitIdpForm(sandbox, { request, email, password });
};
const alertOf = async (response: Response) => /role="alert">([^<]*)</.exec(await response.text())?.[1] ?? '';
const FIFTEEN_MINUTES = 'Too many sign-in attempts. Please wait 15 minutes and try again.';

describe('password sign-in at the identity provider', () => {
  it('the 10th wrong password for one login answers 429 in words, and then even the right one is refused', async () => {
    for (let i = 1; i <= 9; i += 1) {
      const wrong = await signIn('gold@example.com', `wrong-${i}`);
      expect(wrong.status).toBe(401);
      expect(await alertOf(wrong)).toBe('Wrong email or password.');
    }
    const tenth = await signIn('GOLD@example.com', 'wrong-10');
    expect(tenth.status).toBe(429);
    expect(Number(tenth.headers.get('Retry-After'))).toBeGreaterThan(14 * 60);
    expect(Number(tenth.headers.get('Retry-After'))).toBeLessThanOrEqual(15 * 60);
    expect(await alertOf(tenth)).toBe(FIFTEEN_MINUTES);

    const codes = async () => (await sandbox.db.query('SELECT code FROM auth_codes')).rows.length;
    const codesBefore = await codes();
    const right = await signIn('gold@example.com', PASSWORD);
    expect(right.status).toBe(429);
    expect(right.headers.get('Location')).toBeNull();
    expect(await codes()).toBe(codesBefore);

    // Another login from the same address is not held up.
    expect((await signIn('lake@example.com', PASSWORD)).status).toBe(302);
  });

  it('30 wrong passwords sent at once make no more than 10 guesses', async () => {
    const requests = [];
    for (let i = 0; i < 30; i += 1) requests.push((await startSignIn(sandbox, newPkce())).request);
    const answers = await Promise.all(
      requests.map((request, i) =>
        submitIdpForm(sandbox, { request, email: 'expired@example.com', password: `burst-${i}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(9);
    expect(statuses.filter((status) => status === 429)).toHaveLength(21);
  });

  it('the login may sign in again once its window has passed', () =>
    inOwnSandbox(async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      for (let i = 1; i <= 10; i += 1) await signIn('gold@example.com', `wrong-${i}`);
      expect((await signIn('gold@example.com', PASSWORD)).status).toBe(429);
      vi.setSystemTime(Date.now() + 15 * 60 * 1000 + 1000);
      expect((await signIn('gold@example.com', PASSWORD)).status).toBe(302);
    }));

  it('a success clears the login’s failures: a member who mistypes now and then is never held up', async () => {
    for (let round = 0; round < 3; round += 1) {
      for (let i = 1; i <= 9; i += 1) expect((await signIn('fleet@example.com', 'wrong')).status).toBe(401);
      expect((await signIn('fleet@example.com', PASSWORD)).status).toBe(302);
    }
  });

  it('one address sweeping many logins is stopped after 100 failures, for every login', () =>
    inOwnSandbox(async () => {
      for (let i = 1; i <= 99; i += 1) {
        expect((await signIn(`guess-${i}@example.com`, PASSWORD)).status).toBe(401);
      }
      const last = await signIn('guess-100@example.com', PASSWORD);
      expect(last.status).toBe(429);
      expect(await alertOf(last)).toMatch(
        /^Too many sign-in attempts\. Please wait (60|59) minutes and try again\.$/,
      );
      expect((await signIn('lake@example.com', PASSWORD)).status).toBe(429);
    }));

  it('right passwords never count: many sign-ins in a row all succeed', async () => {
    for (let i = 0; i < 30; i += 1) expect((await signIn('trial@example.com', PASSWORD)).status).toBe(302);
  });
});

describe("registration's membership check", () => {
  it('the 10th wrong expiry date for one membership answers 429 TOO_MANY_ATTEMPTS, then the right one too', async () => {
    const { token, claims } = await signInSession('nomember@example.com', sandbox);
    const { rows } = await sandbox.db.query<{ expiry: string }>(
      `SELECT to_char(membership_expiration_date__c, 'YYYY-MM-DD') AS expiry FROM memberships WHERE sfid = 'mem-gold'`,
    );
    const verify = (membershipExpirationDate: string) =>
      apiClient(sandbox, token).POST('/utility/verify', {
        body: { membershipNumber: 'GC100001', membershipExpirationDate, auth0_user_id: String(claims.sub) },
      });
    for (let day = 1; day <= 9; day += 1) {
      expect((await verify(`2001-01-0${day}`)).response.status).toBe(400);
    }
    const tenth = await verify('2001-01-10');
    expect(tenth.response.status).toBe(429);
    expect(Number(tenth.response.headers.get('Retry-After'))).toBeGreaterThan(14 * 60);
    expect(tenth.error?.codes).toEqual(['TOO_MANY_ATTEMPTS']);
    expect(tenth.error?.message).toBe('Too many attempts. Please wait 15 minutes and try again.');
    expect((await verify(rows[0]?.expiry ?? '')).response.status).toBe(429);
  });
});
