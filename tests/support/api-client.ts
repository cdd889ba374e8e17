// The portal's real API client (its middleware, failure routing, timeouts) as tests build it: a test gives its
// own `fetch` and whatever it checks (the access token, the app, where failures are routed, the base URL); the
// options it does not care about are set once here.
import { createApiClient, type ApiClient, type ApiClientOptions } from '@/api/client';
import { REQUEST_TOKEN } from '@/sandbox/http/request-token';

const TEST_API_BASE_URL = 'http://portal.test/api';

export function testApiClient(
  options: Partial<ApiClientOptions> & Pick<ApiClientOptions, 'fetch'>,
): ApiClient {
  return createApiClient({
    baseUrl: TEST_API_BASE_URL,
    requestToken: REQUEST_TOKEN,
    getAccessToken: () => null,
    getApp: () => 'members',
    onHttpFailure: () => undefined,
    ...options,
  });
}
