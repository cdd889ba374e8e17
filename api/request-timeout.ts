// The client's request timeout (decision 113): a call that gets no answer within the limit is abandoned
// and reported like a network failure (spec §8: no status → the api-down page). The caller's own abort
// (a query cancelled on unmount) stays an abort and stays silent.

/** How long a call may wait for its answer before it counts as failed (one constant for every call). */
export const REQUEST_TIMEOUT_MS = 30_000;

/** Raised for a call abandoned because its answer took longer than the client's timeout. */
export class RequestTimeoutError extends Error {
  override readonly name = 'RequestTimeoutError';
  constructor(readonly timeoutMs: number) {
    super(`The request got no answer within ${timeoutMs / 1000} s`);
  }
}

type Fetch = (request: Request) => Promise<Response>;

/**
 * `fetch` that gives up after `timeoutMs`. Uses `AbortSignal.timeout`, so a browser test may fast-forward
 * a faked clock past it instead of waiting.
 */
export function fetchWithTimeout(fetch: Fetch, timeoutMs: number): Fetch {
  return async (request) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      return await fetch(new Request(request, { signal: AbortSignal.any([request.signal, timeout]) }));
    } catch (error) {
      if (timeout.aborted && !request.signal.aborted) throw new RequestTimeoutError(timeoutMs);
      throw error;
    }
  };
}
