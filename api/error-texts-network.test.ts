// A call with no answer (offline, a hung network) goes to the error page at once: the error texts may not
// come over that network either, so the routing does not wait for them. Here their import never settles
// (a hung network), so a route reported at all was reported without them.
import { describe, expect, it, vi } from 'vitest';
import { testApiClient } from '@/tests/support/api-client';
import { errorTextsLoaded } from './error-texts';
import { API_DOWN_TARGET } from './http-failure';

vi.mock('./error-catalogue', () => new Promise(() => undefined));

describe('a call with no answer', () => {
  it('routes to the error page while the texts have not come', async () => {
    const routed: Array<{ target: string; textsLoaded: boolean }> = [];
    const client = testApiClient({
      onHttpFailure: (target) => routed.push({ target, textsLoaded: errorTextsLoaded() }),
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await client.GET('/products', {}).catch(() => undefined);
    await vi.waitFor(() => expect(routed).toEqual([{ target: API_DOWN_TARGET, textsLoaded: false }]));
  });
});
