// The partner id swap (companion spec §2.3 'Programs entry gate'): a swapped id is handed out after the
// session is read again; a failed swap is the gate's to answer with its default id, so, unlike any other
// failed call, it sends the user to no error page.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error';
import { testApiClient } from '@/tests/support/api-client';
import { partnerProgramsQueryOptions, swapPartnerIdQueryOptions } from './partner';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(answer: (request: Request) => Response) {
  const routedTo: string[] = [];
  const api = testApiClient({
    getAccessToken: () => 'tok',
    getApp: () => 'programs',
    onHttpFailure: (target) => routedTo.push(target),
    fetch: async (request) => answer(request),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { api, queryClient, routedTo };
}

describe('partner id swap', () => {
  it('hands out the permanent id once the session is read again', async () => {
    const { api, queryClient } = setup(() => json(200, { account_id: 'acc-permanent' }));
    const restored: string[] = [];
    const id = await queryClient.fetchQuery(
      swapPartnerIdQueryOptions(api, 'user-1', 'acc-temp', async () => void restored.push('session')),
    );
    expect(id).toBe('acc-permanent');
    expect(restored).toEqual(['session']);
  });

  it('fails to its caller without routing to an error page, while other calls still route', async () => {
    const { api, queryClient, routedTo } = setup(() =>
      json(500, { message: 'Identity provider unavailable', codes: ['UNKNOWN_ERROR'] }),
    );
    const swap = queryClient.fetchQuery(
      swapPartnerIdQueryOptions(api, 'user-1', 'acc-temp', () => Promise.resolve()),
    );
    await expect(swap).rejects.toBeInstanceOf(ApiError);
    await expect(swap).rejects.toMatchObject({ status: 500, codes: ['UNKNOWN_ERROR'] });
    // Past the moment a routed failure would have gone to its error page: this one never does.
    await new Promise((settled) => setTimeout(settled, 20));
    expect(routedTo).toEqual([]);

    await expect(queryClient.fetchQuery(partnerProgramsQueryOptions(api, 'acc-temp'))).rejects.toThrow();
    // The error page follows once the failed call has settled with its caller (decision 113).
    await vi.waitFor(() => expect(routedTo).toEqual(['/error/server_error']));
  });
});
