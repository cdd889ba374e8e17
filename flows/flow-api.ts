// What a flow's actors call. The place-search endpoints are not in the OpenAPI document yet, so
// actors use this small JSON caller that carries the same headers as the typed client (decision 001:
// request token, bearer). When the contract holds them, `request` moves onto the typed client.
export interface FlowApiOptions {
  /** API root, `/api` by default. */
  baseUrl: string;
  requestToken: string;
  getAccessToken: () => string | null;
  fetch?: (request: Request) => Promise<Response>;
}

export class FlowApiError extends Error {
  constructor(
    readonly status: number,
    readonly codes: string[],
    message: string,
  ) {
    super(message);
    this.name = 'FlowApiError';
  }
}

export interface FlowApi {
  get<T>(path: string, signal?: AbortSignal): Promise<T>;
  post<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T>;
}

async function failureOf(response: Response): Promise<FlowApiError> {
  let message = `Request failed with ${response.status}`;
  let codes: string[] = [];
  try {
    const body = (await response.json()) as { message?: unknown; codes?: unknown };
    if (typeof body.message === 'string') message = body.message;
    if (Array.isArray(body.codes)) codes = body.codes.filter((c): c is string => typeof c === 'string');
  } catch {
    // Not the error body of decision 001: keep the status message.
  }
  return new FlowApiError(response.status, codes, message);
}

export function createFlowApi(options: FlowApiOptions): FlowApi {
  const send = async <T>(method: string, path: string, body: unknown, signal?: AbortSignal): Promise<T> => {
    const headers = new Headers({ 'X-Request-Token': options.requestToken, Accept: 'application/json' });
    const token = options.getAccessToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    const base = options.baseUrl.replace(/\/$/, '');
    const url = new URL(`${base}${path}`, globalThis.location?.origin ?? 'http://localhost');
    const request = new Request(url, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      ...(signal ? { signal } : {}),
    });
    const response = await (options.fetch ?? ((r: Request) => fetch(r)))(request);
    if (!response.ok) throw await failureOf(response);
    return (await response.json()) as T;
  };
  return {
    get: (path, signal) => send('GET', path, undefined, signal),
    post: (path, body, signal) => send('POST', path, body, signal),
  };
}
