// The one typed client over the OpenAPI contract, with the middleware of spec §6 and §8.
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from '@/openapi/schema.gen';
import { carriesBearer, sendsCredentials } from './call-class';
import { API_DOWN_TARGET, httpFailureTarget, sessionAnswerError, type PortalApp } from './http-failure';
import { fetchWithTimeout, REQUEST_TIMEOUT_MS } from './request-timeout';

export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** API root, `/api` by default (decision 001: same origin). */
  baseUrl: string;
  /** Value of the fixed `X-Request-Token` header. */
  requestToken: string;
  /** The current access token, or `null` when signed out. */
  getAccessToken: () => string | null;
  /** Which portal's error pages a 401/403/404 routes to. */
  getApp: () => PortalApp;
  /** Called with the error route a failed call sends the user to (spec §8). */
  onHttpFailure: (target: string) => void;
  /** Injected for tests and for running against the sandbox without a network. */
  fetch?: (request: Request) => Promise<Response>;
  /** How long a call waits for its answer before it fails like a network failure (default 30 s). */
  timeoutMs?: number;
}

export function requestTokenMiddleware(requestToken: string): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set('X-Request-Token', requestToken);
      return request;
    },
  };
}

export function bearerMiddleware(getAccessToken: () => string | null): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      const token = getAccessToken();
      if (token && carriesBearer(request.method, schemaPath))
        request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
}

export const loginCredentialsMiddleware: Middleware = {
  onRequest({ request, schemaPath }) {
    if (sendsCredentials(schemaPath)) return new Request(request, { credentials: 'include' });
    return undefined;
  },
};

async function readMessage(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.clone().json();
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string')
      return body.message;
  } catch {
    // Not JSON: no message to match.
  }
  return undefined;
}

export function httpFailureMiddleware(
  getApp: () => PortalApp,
  onHttpFailure: (target: string) => void,
): Middleware {
  return {
    async onResponse({ response }) {
      if (response.ok) return undefined;
      const raised = sessionAnswerError(response.status, await readMessage(response));
      if (raised) throw raised;
      const target = httpFailureTarget(response.status, getApp());
      if (target) onHttpFailure(target);
      return undefined;
    },
    onError({ error, request }) {
      // A request the caller aborted (a query cancelled on unmount) is not a network failure; one that
      // timed out is (RequestTimeoutError, not an abort).
      const aborted = request.signal.aborted || (error instanceof Error && error.name === 'AbortError');
      if (!aborted) onHttpFailure(API_DOWN_TARGET);
      return error instanceof Error ? error : new Error(String(error));
    },
  };
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    fetch: fetchWithTimeout(fetch, options.timeoutMs ?? REQUEST_TIMEOUT_MS),
  });
  client.use(
    requestTokenMiddleware(options.requestToken),
    bearerMiddleware(options.getAccessToken),
    loginCredentialsMiddleware,
    httpFailureMiddleware(options.getApp, options.onHttpFailure),
  );
  return client;
}
