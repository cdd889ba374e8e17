// A call with no answer (offline, a hung network) goes to the error page at once: the error texts may not
// come over that network either, so the routing does not wait for them.
import { describe, expect, it } from 'vitest';
import { testApiClient } from '@/tests/support/api-client';
import { errorTextsLoaded } from './error-texts';
import { API_DOWN_TARGET } from './http-failure';

describe('a call with no answer', () => {
  it('routes to the error page before the texts have loaded', async () => {
    const routed: Array<{ target: string; textsLoaded: boolean }> = [];
    const client = testApiClient({
      onHttpFailure: (target) => routed.push({ target, textsLoaded: errorTextsLoaded() }),
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await client.GET('/products', {}).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(routed).toEqual([{ target: API_DOWN_TARGET, textsLoaded: false }]);
  });
});
