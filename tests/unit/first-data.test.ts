// A journey's first data (flows/first-data.ts, decision 293), the purchase's price lists, asked ahead
// through the app's own client against the real sandbox: taken once, dropped when a flow starts without
// it, too old after its lifetime, given only to the client that asked, and a failed answer asked ahead is
// no one's error: the taker calls again, and only that call's failure is reported — unless it got no
// answer within the timeout while the taker waited: then it is the taker's failure, reported once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { ApiClient } from '@/api/client';
import { testApiClient } from '@/tests/support/api-client';
import { RequestTimeoutError } from '@/api/request-timeout';
import { API_DOWN_TARGET, SERVER_ERROR_TARGET } from '@/api/http-failure';
import { dropFirstData, FIRST_DATA_LIFETIME_MS } from '@/flows/first-data';
import { startPurchase } from '@/journeys/purchase/purchase.actors';
import { productsFirstData } from '@/journeys/purchase/products-first-data';
import type { Sandbox } from '@/sandbox/app';
import { BASE_URL, resetSandbox } from '../support/sandbox';

let sandbox: Sandbox;
beforeEach(async () => {
  sandbox = await resetSandbox();
  dropFirstData();
});
afterEach(() => vi.useRealTimers());

type Fault = 'server' | 'network' | 'hang';

/** A short client timeout for the hung calls' tests (the sandbox answers the others well within it). */
const SHORT_TIMEOUT_MS = 1_000;

/** The app's client over the sandbox, counting `/products` calls; `faults` fail the next calls in turn. */
function portalClient(faults: Fault[] = [], timeoutMs?: number) {
  const seen = { products: 0, reported: [] as string[] };
  const api: ApiClient = testApiClient({
    baseUrl: BASE_URL,
    onHttpFailure: (target) => seen.reported.push(target),
    ...(timeoutMs ? { timeoutMs } : {}),
    fetch: async (request) => {
      if (new URL(request.url).pathname === '/api/products') seen.products += 1;
      const fault = faults.shift();
      if (fault === 'network') throw new TypeError('Failed to fetch');
      if (fault === 'server') return new Response('Internal Server Error', { status: 500 });
      if (fault === 'hang')
        return new Promise<Response>((_resolve, reject) =>
          request.signal.addEventListener('abort', () => reject(request.signal.reason)),
        );
      return sandbox.app.fetch(request);
    },
  });
  return { api, seen };
}

const NO_CODE_VISITOR = { signedIn: false, accountId: null, promotionCode: null, activationCode: null };

/** The failure routing runs one task after a call settles (api/client.ts). */
const reportsSettled = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('the first data asked ahead', () => {
  it('is taken once: the taker gets the answer asked ahead, a second taker asks again', async () => {
    const { api, seen } = portalClient();
    productsFirstData.start(api);
    productsFirstData.start(api);
    const taken = await productsFirstData.take(api);
    expect(taken.membership.map((p) => p.name)).toContain('Gold Card');
    expect(seen.products).toBe(1);
    await productsFirstData.take(api);
    expect(seen.products).toBe(2);
  });

  it("is what startPurchase shows: the join's first step asks for no price list of its own", async () => {
    const { api, seen } = portalClient();
    productsFirstData.start(api);
    const out = await startPurchase(api, NO_CODE_VISITOR);
    expect(out.products.membership.length).toBeGreaterThan(0);
    expect(seen.products).toBe(1);
  });

  it('is too old after its lifetime: the taker asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { api, seen } = portalClient();
    productsFirstData.start(api);
    vi.setSystemTime(Date.now() + FIRST_DATA_LIFETIME_MS);
    await productsFirstData.take(api);
    expect(seen.products).toBe(2);
  });

  it('is dropped when a flow starts without taking it, and is not given to another client', async () => {
    const first = portalClient();
    productsFirstData.start(first.api);
    dropFirstData();
    await productsFirstData.take(first.api);
    expect(first.seen.products).toBe(2);

    const other = portalClient();
    productsFirstData.start(first.api);
    await productsFirstData.take(other.api);
    expect(other.seen.products).toBe(1);
  });

  it.each<Fault>(['server', 'network'])(
    'that failed (%s) routes nowhere: the taker asks again and gets the answer',
    async (fault) => {
      const { api, seen } = portalClient([fault]);
      productsFirstData.start(api);
      const taken = await productsFirstData.take(api);
      expect(taken.membership.length).toBeGreaterThan(0);
      expect(seen.products).toBe(2);
      await reportsSettled();
      expect(seen.reported).toEqual([]);
    },
  );

  it("that failed leaves the taker's own failure shown as always: its error and its error page, once", async () => {
    const { api, seen } = portalClient(['network', 'server']);
    productsFirstData.start(api);
    const failure = await productsFirstData.take(api).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(500);
    await reportsSettled();
    expect(seen.reported).toEqual([SERVER_ERROR_TARGET]);
    expect(seen.reported).not.toContain(API_DOWN_TARGET);
  });

  it("that got no answer within the timeout while the taker waited is the taker's failure: the network page once, not asked again", async () => {
    const { api, seen } = portalClient(['hang'], SHORT_TIMEOUT_MS);
    productsFirstData.start(api);
    const failure = await productsFirstData.take(api).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RequestTimeoutError);
    expect(seen.products).toBe(1);
    await reportsSettled();
    expect(seen.reported).toEqual([API_DOWN_TARGET]);
  });

  it('that got no answer before a taker came routes nowhere: the taker asks again and gets the answer', async () => {
    const { api, seen } = portalClient(['hang'], SHORT_TIMEOUT_MS);
    productsFirstData.start(api);
    await new Promise((resolve) => setTimeout(resolve, SHORT_TIMEOUT_MS + 200));
    const taken = await productsFirstData.take(api);
    expect(taken.membership.length).toBeGreaterThan(0);
    expect(seen.products).toBe(2);
    await reportsSettled();
    expect(seen.reported).toEqual([]);
  });
});
