import { MutationObserver, QueryClient, type MutationObserverOptions } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error';
import { testApiClient } from '@/tests/support/api-client';
import { accountKeys, accountQueryOptions, updateAccountMutationOptions } from './account';
import {
  contactKeys,
  contactsQueryOptions,
  createContactMutationOptions,
  deleteContactMutationOptions,
  updateContactMutationOptions,
} from './contacts';
import { dashboardKeys, dashboardQueryOptions } from './dashboard';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(answer: (request: Request) => Response = () => json(200, { ok: true })) {
  const calls: string[] = [];
  const api = testApiClient({
    getAccessToken: () => 'tok',
    fetch: async (request) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
      return answer(request);
    },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { api, queryClient, calls };
}

describe('query option factories', () => {
  it('use stable keys under one root per resource', () => {
    const { api } = setup();
    expect(accountQueryOptions(api, 'a1').queryKey).toEqual(['account', 'a1']);
    expect(contactsQueryOptions(api, 'a1').queryKey).toEqual(['contacts', 'a1']);
    expect(dashboardQueryOptions(api, 'a1').queryKey).toEqual(['dashboard', 'a1']);
    expect(dashboardQueryOptions(api, 'a1').queryKey).toEqual(dashboardKeys.detail('a1'));
  });

  it.each([
    [
      'account',
      (api: ReturnType<typeof setup>['api']) => accountQueryOptions(api, 'a1'),
      'GET /api/accounts/a1',
    ],
    [
      'contacts',
      (api: ReturnType<typeof setup>['api']) => contactsQueryOptions(api, 'a1'),
      'GET /api/contacts/all/a1',
    ],
    [
      'dashboard',
      (api: ReturnType<typeof setup>['api']) => dashboardQueryOptions(api, 'a1'),
      'GET /api/dashboard/a1',
    ],
  ])('%s fetches its call and caches the answer', async (_name, options, call) => {
    const { api, queryClient, calls } = setup(() => json(200, { answer: call }));
    expect(await queryClient.fetchQuery(options(api) as never)).toEqual({ answer: call });
    expect(calls).toEqual([call]);
  });

  it('throws an ApiError with the catalogue codes for an answer the caller handles', async () => {
    const { api, queryClient } = setup(() =>
      json(400, { message: 'Bad id', codes: ['VALIDATION_FAILED'], fieldErrors: { 'path.id': ['bad'] } }),
    );
    const error = await queryClient.fetchQuery(accountQueryOptions(api, 'x')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      codes: ['VALIDATION_FAILED'],
      fieldErrors: { 'path.id': ['bad'] },
    });
  });
});

describe('mutations invalidate by the factory key', () => {
  it.each([
    ['create', createContactMutationOptions, 'POST /api/contacts'],
    ['update', updateContactMutationOptions, 'PATCH /api/contacts'],
    ['delete', deleteContactMutationOptions, 'DELETE /api/contacts'],
  ] as const)('a successful contact %s invalidates every contacts list', async (_name, factory, call) => {
    const { api, queryClient, calls } = setup();
    queryClient.setQueryData(contactKeys.list('a1'), []);
    queryClient.setQueryData(dashboardKeys.detail('a1'), {});
    // The three factories differ in their body type; the call under test is the same.
    const options = factory(api, queryClient) as unknown as MutationObserverOptions<unknown, Error, unknown>;
    await new MutationObserver(queryClient, options).mutate({});
    expect(calls).toEqual([call]);
    expect(queryClient.getQueryState(contactKeys.list('a1'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(dashboardKeys.detail('a1'))?.isInvalidated).toBe(false);
  });

  it('a successful account update invalidates the account', async () => {
    const { api, queryClient } = setup();
    queryClient.setQueryData(accountKeys.detail('a1'), {});
    await new MutationObserver(queryClient, updateAccountMutationOptions(api, queryClient)).mutate(
      {} as never,
    );
    expect(queryClient.getQueryState(accountKeys.detail('a1'))?.isInvalidated).toBe(true);
  });

  it('a failed change invalidates nothing', async () => {
    const { api, queryClient } = setup(() => json(400, { message: 'bad', codes: ['VALIDATION_FAILED'] }));
    queryClient.setQueryData(contactKeys.list('a1'), []);
    await expect(
      new MutationObserver(queryClient, createContactMutationOptions(api, queryClient)).mutate({} as never),
    ).rejects.toBeInstanceOf(ApiError);
    expect(queryClient.getQueryState(contactKeys.list('a1'))?.isInvalidated).toBe(false);
  });
});
