// A non-2xx answer that the caller handles (decision 001 error body), thrown by the query factories so
// TanStack Query and flow actors see a real error with the catalogue codes and field errors.
import { errorCodesOf } from './error-codes';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly codes: string[];
  readonly fieldErrors: Record<string, string[]>;

  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(messageOf(body) ?? `Request failed with status ${status}`);
    this.codes = errorCodesOf(body);
    this.fieldErrors = fieldErrorsOf(body);
  }
}

function messageOf(body: unknown): string | undefined {
  return body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
    ? body.message
    : undefined;
}

function fieldErrorsOf(body: unknown): Record<string, string[]> {
  if (
    body &&
    typeof body === 'object' &&
    'fieldErrors' in body &&
    body.fieldErrors &&
    typeof body.fieldErrors === 'object'
  ) {
    return body.fieldErrors as Record<string, string[]>;
  }
  return {};
}

/** The data of an openapi-fetch result, or an `ApiError` thrown for its error answer. */
export function dataOrThrow<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.error !== undefined || result.data === undefined)
    throw new ApiError(result.response.status, result.error);
  return result.data;
}
