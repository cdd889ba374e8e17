import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { testApiClient } from '@/tests/support/api-client';
import {
  associatedAccountQueryOptions,
  dashboardKeys,
  dashboardOffersQueryOptions,
  dashboardQueryOptions,
} from './dashboard';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(answer: (request: Request) => Response) {
  const calls: { method: string; path: string; body: string }[] = [];
  const api = testApiClient({
    getAccessToken: () => 'tok',
    fetch: async (request) => {
      calls.push({
        method: request.method,
        path: new URL(request.url).pathname,
        body: await request.clone().text(),
      });
      return answer(request);
    },
  });
  return { api, calls, queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) };
}

describe('dashboard side calls', () => {
  it('links the login by e-mail and membership number once, and keeps the answer', async () => {
    const association = {
      email: 'gold@example.com',
      membership_number__c: 'GC100001',
      account_id: 'acc-gold',
    };
    const { api, calls, queryClient } = setup(() => json(200, association));
    const options = associatedAccountQueryOptions(api, 'gold@example.com', 'GC100001');
    expect(await queryClient.fetchQuery(options)).toEqual(association);
    expect(await queryClient.fetchQuery(options)).toEqual(association);
    expect(calls).toEqual([
      {
        method: 'PATCH',
        path: '/api/utility/associatedaccount',
        body: JSON.stringify({ email: 'gold@example.com', membership_number: 'GC100001' }),
      },
    ]);
    expect(queryClient.getQueryData(options.queryKey)).toEqual(association);
  });

  it('invalidating the dashboard repeats neither the association nor the offers', async () => {
    const { api, calls, queryClient } = setup((request) =>
      request.method === 'PATCH' ? json(200, {}) : json(200, []),
    );
    await queryClient.fetchQuery(associatedAccountQueryOptions(api, 'a@example.com', 'GC1'));
    await queryClient.fetchQuery(dashboardOffersQueryOptions(api));
    await queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    expect(
      queryClient.getQueryState(associatedAccountQueryOptions(api, 'a@example.com', 'GC1').queryKey),
    ).toMatchObject({ isInvalidated: false });
    expect(queryClient.getQueryState(dashboardOffersQueryOptions(api).queryKey)).toMatchObject({
      isInvalidated: false,
    });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'PATCH /api/utility/associatedaccount',
      'GET /api/savingsclub/3randomnationaldeals/',
    ]);
    expect(dashboardQueryOptions(api, 'x').queryKey).toEqual(['dashboard', 'x']);
  });
});
