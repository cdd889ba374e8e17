// The Error body of decision 001 and the global handlers that make every failure take that shape.
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type FieldErrors = Record<string, string[]>;
export type ErrorBody = { message: string; codes: string[]; fieldErrors?: FieldErrors };

/** Throw from any handler or middleware; the global handler answers it as the Error body. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly codes: string[],
    message: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const errorBody = (codes: string[], message: string, fieldErrors?: FieldErrors): ErrorBody =>
  fieldErrors ? { message, codes, fieldErrors } : { message, codes };

/** Answers an Error body (for handlers that prefer returning to throwing). */
export const fail = (
  c: Context,
  status: ContentfulStatusCode,
  codes: string[],
  message: string,
  fieldErrors?: FieldErrors,
) => c.json(errorBody(codes, message, fieldErrors), status);

export const notFound = (what: string) => new ApiError(404, ['NOT_FOUND'], `${what} was not found.`);

export const errorHandler: ErrorHandler = (error, c) => {
  if (error instanceof ApiError)
    return c.json(errorBody(error.codes, error.message, error.fieldErrors), error.status);
  if (error instanceof SyntaxError) {
    return c.json(
      errorBody(['VALIDATION_FAILED'], 'The request body is not valid JSON.', {
        body: ['is not valid JSON'],
      }),
      400,
    );
  }
  if ('status' in error && typeof error.status === 'number' && error.status >= 400 && error.status < 500) {
    return c.json(
      errorBody(['BAD_REQUEST'], error.message || 'Bad request.'),
      error.status as ContentfulStatusCode,
    );
  }
  console.error('sandbox: unexpected error', error);
  return c.json(errorBody(['UNKNOWN_ERROR'], 'Something unexpected went wrong in the sandbox.'), 500);
};

export const notFoundHandler: NotFoundHandler = (c) =>
  c.json(errorBody(['NOT_FOUND'], `No route for ${c.req.method} ${new URL(c.req.url).pathname}.`), 404);
