import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testApiClient } from '@/tests/support/api-client';
import { createSession } from './session';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const claims = { sub: 's', email: 'gold@example.com', name: 'Gold Member', account_id: 'a1', social: false };

function harness(answer: (path: string, count: number) => Response) {
  const calls: string[] = [];
  const failures: string[] = [];
  const session = createSession({
    api: () => api,
    storage: new MemoryStorage(),
    assignLocation: () => undefined,
    callbackUrl: '/post_login',
  });
  const api = testApiClient({
    getAccessToken: session.accessToken,
    onHttpFailure: (target) => failures.push(target),
    fetch: async (request) => {
      const path = new URL(request.url).pathname;
      calls.push(path);
      return answer(path, calls.filter((c) => c === path).length);
    },
  });
  return { session, calls, failures };
}

describe('session restore and silent refresh', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('with no cookie the user is signed out and nothing is routed', async () => {
    const { session, failures } = harness(() =>
      json(404, { message: 'No Sea Tow Auth Cookie was found', codes: ['NO_COOKIE_FOUND'] }),
    );
    await session.restore();
    expect(session.getState()).toEqual({ status: 'signed-out' });
    expect(failures).toEqual([]);
  });

  it('with an invalid cookie the user is signed out', async () => {
    const { session } = harness(() => json(401, { message: 'Invalid Cookie', codes: ['INVALID_COOKIE'] }));
    await session.restore();
    expect(session.getState().status).toBe('signed-out');
  });

  it('with a cookie the authorization signs the user in and the token is refreshed before it expires', async () => {
    const { session, calls } = harness((path, count) =>
      path.endsWith('/cookie')
        ? json(200, { cookie: true })
        : json(200, { claims, access_token: `token-${count}`, expires_in: 900 }),
    );
    await session.restore();
    expect(session.getState()).toMatchObject({ status: 'signed-in', user: claims, accessToken: 'token-1' });
    expect(calls).toEqual(['/api/login/session/cookie', '/api/login/session/authorization']);

    await vi.advanceTimersByTimeAsync(839_000);
    expect(session.accessToken()).toBe('token-1');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(session.accessToken()).toBe('token-2');
    await vi.advanceTimersByTimeAsync(840_000);
    expect(session.accessToken()).toBe('token-3');
  });

  it('a refresh that the server refuses signs the user out', async () => {
    const { session } = harness((path, count) =>
      path.endsWith('/cookie')
        ? json(200, { cookie: true })
        : count === 1
          ? json(200, { claims, access_token: 'token-1', expires_in: 120 })
          : json(401, { message: 'Invalid Cookie', codes: ['INVALID_COOKIE'] }),
    );
    await session.restore();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(session.getState().status).toBe('signed-out');
  });

  it('sign-out calls logout, stops refreshing and notifies subscribers', async () => {
    const { session, calls } = harness((path) =>
      path.endsWith('/cookie')
        ? json(200, { cookie: true })
        : path.endsWith('/logout')
          ? json(200, {})
          : json(200, { claims, access_token: 'token', expires_in: 120 }),
    );
    await session.restore();
    const seen: string[] = [];
    session.subscribe(() => seen.push(session.getState().status));
    await session.signOut();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(seen).toEqual(['signed-out']);
    expect(calls.filter((c) => c.endsWith('/authorization'))).toHaveLength(1);
    expect(calls).toContain('/api/login/session/logout');
  });
});
