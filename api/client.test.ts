import { describe, expect, it } from 'vitest';
import type { ApiClient } from './client';
import { testApiClient } from '@/tests/support/api-client';
import { InvalidCookieError, NoCookieFoundError } from './http-failure';
import { RequestTimeoutError } from './request-timeout';

const BASE = 'http://portal.test/api';

interface Harness {
  client: ApiClient;
  requests: Request[];
  failures: string[];
}

function harness(
  answer: (request: Request) => Response | Promise<Response>,
  token: string | null = 'tok-1',
  timeoutMs?: number,
): Harness {
  const requests: Request[] = [];
  const failures: string[] = [];
  const client = testApiClient({
    baseUrl: BASE,
    getAccessToken: () => token,
    onHttpFailure: (target) => failures.push(target),
    fetch: async (request) => {
      requests.push(request);
      return answer(request);
    },
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });
  return { client, requests, failures };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = () => json(200, {});

// The client is typed against the generated contract; these calls go through it untyped so the
// middleware is tested for any path template, including ones the contract may spell differently.
type LooseCall = (path: string, init?: Record<string, unknown>) => Promise<{ response: Response }>;
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
/** One call, as its caller sees it (no error route reported yet). */
const callOnly = (
  client: ApiClient,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  init?: Record<string, unknown>,
) => (client[method] as unknown as LooseCall)(path, init);
/** One call and the task after it, when a failed call's error route is reported. */
const call = async (...args: Parameters<typeof callOnly>) => {
  try {
    return await callOnly(...args);
  } finally {
    await nextTask();
  }
};

describe('typed client middleware: headers per call class', () => {
  it('sends the fixed request token on every call', async () => {
    const h = harness(ok, null);
    await call(h.client, 'GET', '/products');
    await call(h.client, 'GET', '/login/session/cookie');
    expect(h.requests.map((r) => r.headers.get('X-Request-Token'))).toEqual([
      'sandbox-request-token',
      'sandbox-request-token',
    ]);
  });

  it.each([
    ['GET', '/accounts/{id}', { params: { path: { id: 'a1' } } }],
    ['PATCH', '/accounts', { body: {} }],
    ['GET', '/contacts/all/{accountId}', { params: { path: { accountId: 'a1' } } }],
    ['GET', '/dashboard/{accountId}', { params: { path: { accountId: 'a1' } } }],
    ['GET', '/membershipandaor/{id}', { params: { path: { id: 'm1' } } }],
    ['POST', '/authorizenet/cancelexistingmakenew', { body: {} }],
    ['GET', '/boats/{id}', { params: { path: { id: 'b1' } } }],
    // A signed-in member's boat writes and checkout (decision 143).
    ['POST', '/boats', { body: {} }],
    ['PATCH', '/boats', { body: {} }],
    ['DELETE', '/boats', { body: {} }],
    ['PATCH', '/boats/deleteoldsetnew/', { body: {} }],
    ['POST', '/authorizenet/checkout', { body: {} }],
  ] as const)('account call %s %s carries the bearer token', async (method, path, init) => {
    const h = harness(ok);
    await call(h.client, method, path, init);
    expect(h.requests[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it.each([
    ['POST', '/utility/promos/', { body: {} }],
    ['POST', '/utility/activationcode/', { body: {} }],
    ['GET', '/products', {}],
    ['GET', '/google_places', { params: { query: { input: 'Sag Harbor' } } }],
    ['GET', '/googleplacesdetails/{id}', { params: { path: { id: 'p1' } } }],
    ['GET', '/geocoding', { params: { query: { latlng: '1,2' } } }],
    ['POST', '/utility/latlongaor', { body: {} }],
    ['GET', '/login/session/cookie', {}],
    ['POST', '/authorize', { body: {} }],
  ] as const)('%s %s carries no bearer token', async (method, path, init) => {
    const h = harness(ok);
    await call(h.client, method, path, init);
    expect(h.requests[0]?.headers.get('Authorization')).toBeNull();
  });

  it('sends no bearer header when signed out', async () => {
    const h = harness(ok, null);
    await call(h.client, 'GET', '/dashboard/{accountId}', { params: { path: { accountId: 'a1' } } });
    expect(h.requests[0]?.headers.get('Authorization')).toBeNull();
  });

  it('includes credentials on login/… calls only', async () => {
    const h = harness(ok);
    await call(h.client, 'GET', '/login/session/authorization');
    await call(h.client, 'POST', '/login/session/code', { body: {} });
    await call(h.client, 'GET', '/products');
    expect(h.requests.map((r) => r.credentials)).toEqual(['include', 'include', 'same-origin']);
  });

  it('builds URLs under the configured base', async () => {
    const h = harness(ok);
    await call(h.client, 'GET', '/dashboard/{accountId}', { params: { path: { accountId: 'a 1' } } });
    expect(h.requests[0]?.url).toBe(`${BASE}/dashboard/a%201`);
  });
});

describe('typed client middleware: HTTP-failure routing (spec §8)', () => {
  it('routes a call that gets no answer to the api-down page and still rejects', async () => {
    const h = harness(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(call(h.client, 'GET', '/products')).rejects.toThrow('Failed to fetch');
    expect(h.failures).toEqual(['/error/client_error?status=api-down']);
  });

  it('does not route a request the caller aborted', async () => {
    const h = harness(() => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    const controller = new AbortController();
    controller.abort();
    await expect(call(h.client, 'GET', '/products', { signal: controller.signal })).rejects.toThrow();
    await expect(call(h.client, 'GET', '/products')).rejects.toThrow('aborted');
    expect(h.failures).toEqual([]);
  });

  it('raises the no-cookie error for a 404 with the no-cookie message, without routing', async () => {
    const h = harness(() =>
      json(404, { message: 'No Sea Tow Auth Cookie was found', codes: ['NO_COOKIE_FOUND'] }),
    );
    await expect(call(h.client, 'GET', '/login/session/cookie')).rejects.toBeInstanceOf(NoCookieFoundError);
    expect(h.failures).toEqual([]);
  });

  it('raises the invalid-cookie error for a 401 with the invalid-cookie message, without routing', async () => {
    const h = harness(() => json(401, { message: 'Invalid Cookie', codes: ['INVALID_COOKIE'] }));
    await expect(call(h.client, 'GET', '/login/session/cookie')).rejects.toBeInstanceOf(InvalidCookieError);
    expect(h.failures).toEqual([]);
  });

  it.each([401, 403, 404])(
    'routes any other %i to the client error page with app and status',
    async (status) => {
      const h = harness(() => json(status, { message: 'nope', codes: ['UNAUTHORIZED'] }));
      const { response } = await call(h.client, 'GET', '/dashboard/{accountId}', {
        params: { path: { accountId: 'a1' } },
      });
      expect(response.status).toBe(status);
      expect(h.failures).toEqual([`/error/client_error?status=${status}&app=members`]);
    },
  );

  it.each([
    [401, 'MEMBERS_ONLY'],
    [403, 'MEMBERS_ONLY'],
    [403, 'MEMBERSHIP_EXPIRED'],
  ])('leaves a %i %s refusal of private media to the page', async (status, code) => {
    const h = harness(() => json(status, { message: 'members only', codes: [code] }));
    const { response } = await call(h.client, 'GET', '/videos/{id}', { params: { path: { id: 'video-3' } } });
    expect(response.status).toBe(status);
    expect(h.failures).toEqual([]);
  });

  it('leaves an unknown referring member number to the terms step, a 404 NOT_FOUND elsewhere to the error page', async () => {
    const h = harness(() => json(404, { message: 'none', codes: ['REFERRER_NOT_FOUND'] }));
    const path = { params: { path: { memberNumber: 'ZZ999' } } };
    expect((await call(h.client, 'GET', '/utility/referrer/{memberNumber}', path)).response.status).toBe(404);
    expect(h.failures).toEqual([]);
    const other = harness(() => json(404, { message: 'none', codes: ['NOT_FOUND'] }));
    await call(other.client, 'GET', '/utility/referrer/{memberNumber}', path);
    expect(other.failures).toEqual(['/error/client_error?status=404&app=members']);
  });

  it('names the programs app when the programs portal is active', async () => {
    const failures: string[] = [];
    const client = testApiClient({
      baseUrl: BASE,
      getApp: () => 'programs',
      onHttpFailure: (target) => failures.push(target),
      fetch: async () => json(403, { message: 'Forbidden', codes: ['FORBIDDEN'] }),
    });
    await call(client, 'GET', '/accounts/{id}', { params: { path: { id: 'a1' } } });
    expect(failures).toEqual(['/error/client_error?status=403&app=programs']);
  });

  it.each([500, 502, 599])('routes %i to the server error page', async (status) => {
    const h = harness(() => new Response('boom', { status }));
    await call(h.client, 'GET', '/products');
    expect(h.failures).toEqual(['/error/server_error']);
  });

  it.each([400, 409, 422])('leaves %i to the caller (field errors, catalogue codes)', async (status) => {
    const h = harness(() => json(status, { message: 'bad', codes: ['PAYMENT_DECLINED'] }));
    const result = (await call(h.client, 'POST', '/authorizenet/checkout', { body: {} })) as {
      response: Response;
      error?: unknown;
    };
    expect(result.error).toEqual({ message: 'bad', codes: ['PAYMENT_DECLINED'] });
    expect(h.failures).toEqual([]);
  });

  it('does not route successful answers', async () => {
    const h = harness(() => json(200, { cookie: true }));
    await call(h.client, 'GET', '/login/session/cookie');
    expect(h.failures).toEqual([]);
  });
});

/** An answer that never comes: like the network, it only ends when the request's signal aborts. */
const never = (request: Request) =>
  new Promise<Response>((_resolve, reject) =>
    request.signal.addEventListener('abort', () => reject(request.signal.reason as Error)),
  );

describe('typed client: the error route waits for the caller (decision 113)', () => {
  it('reports a failed call only after its caller has handled the failure', async () => {
    const h = harness(() => new Response('boom', { status: 500 }));
    const { response } = await callOnly(h.client, 'POST', '/authorizenet/checkout', { body: {} });
    // The caller (a flow's actor) sees the failure while the flow is still on screen…
    expect(response.status).toBe(500);
    expect(h.failures).toEqual([]);
    // …and the page leaves for the error route one task later.
    await nextTask();
    expect(h.failures).toEqual(['/error/server_error']);
  });

  it('reports a network failure after the caller has had the rejection', async () => {
    const h = harness(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(callOnly(h.client, 'GET', '/products')).rejects.toThrow('Failed to fetch');
    expect(h.failures).toEqual([]);
    await nextTask();
    expect(h.failures).toEqual(['/error/client_error?status=api-down']);
  });

  it('reports one error route for a failed call', async () => {
    const h = harness(() => new Response('boom', { status: 502 }));
    await call(h.client, 'GET', '/products');
    await nextTask();
    expect(h.failures).toEqual(['/error/server_error']);
  });
});

describe('typed client: request timeout (decision 113)', () => {
  it('fails a call with no answer within the timeout like a network failure', async () => {
    const h = harness(never, 'tok-1', 20);
    const started = Date.now();
    const failure = call(h.client, 'POST', '/authorizenet/checkout', { body: {} });
    await expect(failure).rejects.toBeInstanceOf(RequestTimeoutError);
    await expect(failure).rejects.toThrow('The request got no answer within 0.02 s');
    expect(Date.now() - started).toBeGreaterThanOrEqual(15);
    expect(h.failures).toEqual(['/error/client_error?status=api-down']);
  });

  it('keeps the headers and body of the call it sends with the timeout', async () => {
    const h = harness(async (request) => json(200, { echoed: await request.text() }), 'tok-1', 1_000);
    const result = (await call(h.client, 'POST', '/authorizenet/checkout', { body: { amount: 179 } })) as {
      data?: unknown;
    };
    expect(result.data).toEqual({ echoed: '{"amount":179}' });
    expect(h.requests[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(h.requests[0]?.headers.get('X-Request-Token')).toBe('sandbox-request-token');
  });

  it('does not time out an answer that comes in time', async () => {
    const h = harness(() => new Promise((resolve) => setTimeout(() => resolve(ok()), 10)), null, 1_000);
    const { response } = await call(h.client, 'GET', '/products');
    expect(response.status).toBe(200);
    expect(h.failures).toEqual([]);
  });

  it('keeps a caller abort during a pending call silent (a cancelled query), not a timeout', async () => {
    const h = harness(never, null, 1_000);
    const controller = new AbortController();
    const pending = call(h.client, 'GET', '/products', { signal: controller.signal });
    setTimeout(() => controller.abort(), 5);
    const error: unknown = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(RequestTimeoutError);
    expect((error as Error).name).toBe('AbortError');
    expect(h.failures).toEqual([]);
  });
});
