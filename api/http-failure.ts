// Spec §8 "HTTP failures": where a failed answer sends the user, and the two session answers that are
// raised as errors instead (the session code turns them into "signed out").

export type PortalApp = 'members' | 'programs';

export const NO_COOKIE_MESSAGE = 'No Sea Tow Auth Cookie was found';
export const INVALID_COOKIE_MESSAGE = 'Invalid Cookie';

export class NoCookieFoundError extends Error {
  override readonly name = 'NoCookieFoundError';
  constructor() {
    super(NO_COOKIE_MESSAGE);
  }
}

export class InvalidCookieError extends Error {
  override readonly name = 'InvalidCookieError';
  constructor() {
    super(INVALID_COOKIE_MESSAGE);
  }
}

export const API_DOWN_TARGET = '/error/client_error?status=api-down';
export const SERVER_ERROR_TARGET = '/error/server_error';

export function clientErrorTarget(status: number | string, app: PortalApp): string {
  return `/error/client_error?status=${encodeURIComponent(String(status))}&app=${app}`;
}

/**
 * Refusals the page itself answers instead of the error pages: private media for a visitor or a member
 * without a current membership (gated content, renewal prompt or the provider's site, member spec §4);
 * a referring member number that names no member in force (the terms step says so beside the field).
 */
export const PAGE_HANDLED_CODES: readonly string[] = [
  'MEMBERS_ONLY',
  'MEMBERSHIP_EXPIRED',
  'REFERRER_NOT_FOUND',
];

/** Where a non-2xx answer routes the user, or `null` when the caller handles it (400, 409, 422, …). */
export function httpFailureTarget(status: number, app: PortalApp): string | null {
  if (status === 401 || status === 403 || status === 404) return clientErrorTarget(status, app);
  if (status >= 500 && status <= 599) return SERVER_ERROR_TARGET;
  return null;
}

/** The error a session answer raises instead of routing, or `null`. */
export function sessionAnswerError(status: number, message: string | undefined): Error | null {
  if (status === 404 && message === NO_COOKIE_MESSAGE) return new NoCookieFoundError();
  if (status === 401 && message === INVALID_COOKIE_MESSAGE) return new InvalidCookieError();
  return null;
}
