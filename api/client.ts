// The one typed client over the OpenAPI contract, with the middleware of spec §6 and §8.
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from '@/openapi/schema.gen';
import { ApiError } from './api-error';
import { carriesBearer, sendsCredentials } from './call-class';
import { errorCodesOf } from './error-codes';
import { loadErrorTexts, loadErrorTextsWithin } from './error-texts';
import {
  API_DOWN_TARGET,
  httpFailureTarget,
  PAGE_HANDLED_CODES,
  sessionAnswerError,
  type PortalApp,
} from './http-failure';
import { fetchWithTimeout, REQUEST_TIMEOUT_MS, RequestTimeoutError } from './request-timeout';

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
  /**
   * Called with the error route a failed call sends the user to (spec §8), once the call's caller has
   * had its failure (see `reportAfterCallSettles`).
   */
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

async function readBody(response: Response): Promise<{ message?: string; codes: string[] }> {
  try {
    const body: unknown = await response.clone().json();
    const message =
      body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
        ? body.message
        : undefined;
    return { ...(message === undefined ? {} : { message }), codes: errorCodesOf(body) };
  } catch {
    // Not JSON: no message or codes to match.
    return { codes: [] };
  }
}

export function httpFailureMiddleware(
  getApp: () => PortalApp,
  onHttpFailure: (target: string) => void,
): Middleware {
  return {
    async onResponse({ response }) {
      if (response.ok) return undefined;
      const { message, codes } = await readBody(response);
      // The session check's "no session" answers are the session's to read, not a failure to show.
      const raised = sessionAnswerError(response.status, message);
      if (raised) throw raised;
      // The caller will show the catalogue's words for this failure: they arrive with it, unless the
      // network is too slow to bring them within two seconds.
      await loadErrorTextsWithin(2_000);
      if (codes.some((code) => PAGE_HANDLED_CODES.includes(code))) return undefined;
      const target = httpFailureTarget(response.status, getApp());
      if (target) onHttpFailure(target);
      return undefined;
    },
    onError({ error, request }) {
      // A request the caller aborted (a query cancelled on unmount) is not a network failure; one that
      // timed out is (RequestTimeoutError, not an abort).
      const aborted = request.signal.aborted || (error instanceof Error && error.name === 'AbortError');
      if (!aborted) {
        // No answer: the texts may not come either (a hung network), so the error page does not wait.
        void loadErrorTexts();
        onHttpFailure(API_DOWN_TARGET);
      }
      return error instanceof Error ? error : new Error(String(error));
    },
  };
}

const CALL_METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const;

/**
 * Holds the error route of a failed call until the call has settled and its caller has handled the
 * failure (one task later), then reports it (decision 113). Leaving for the error page at once would
 * unmount a flow before its chart took the failure: the chart was kept in its calling state and, on
 * 'Retry Request', restored there and sent the call again by itself (a payment with no second press).
 */
function reportAfterCallSettles(client: ApiClient, onHttpFailure: (target: string) => void) {
  let pending: string | null = null;
  const report = () => {
    const target = pending;
    pending = null;
    if (target) onHttpFailure(target);
  };
  for (const method of CALL_METHODS) {
    const call = client[method] as (...args: unknown[]) => Promise<unknown>;
    (client[method] as unknown) = (...args: unknown[]) => call(...args).finally(() => setTimeout(report, 0));
  }
  return (target: string) => {
    pending ??= target;
  };
}

/**
 * For the one call whose failure the caller answers itself (the partner id swap falls back to a default
 * id, companion spec §2.3): per request, it turns a failed answer into an `ApiError` before the failure
 * routing below sees it, so the user is not sent to an error page.
 */
export const failureHandledByCaller: Middleware = {
  async onResponse({ response }) {
    if (response.ok) return undefined;
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => null);
    throw new ApiError(response.status, body);
  },
};

/**
 * The request options of a call made ahead of its caller (a journey's first data, flows/first-data.ts): no
 * failure of it routes the user; it rejects, and the caller's own call, made again, is the one whose failure
 * is shown. One exception: a call that got no answer within the timeout while its caller was already
 * waiting for it (`failureIsCallers()`, asked then) is the caller's failure, routed as the caller's own call would be: asking
 * again would make the boater wait a second timeout on a hung network.
 */
export function askedAhead(failureIsCallers: () => boolean): { middleware: Middleware[] } {
  return {
    middleware: [
      {
        onResponse: failureHandledByCaller.onResponse,
        onError({ error }) {
          // Returned, the error goes on to the client's failure middleware (the network page); thrown, it stops here.
          if (error instanceof RequestTimeoutError && failureIsCallers()) return error;
          throw error;
        },
      },
    ],
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
    httpFailureMiddleware(options.getApp, reportAfterCallSettles(client, options.onHttpFailure)),
  );
  return client;
}
