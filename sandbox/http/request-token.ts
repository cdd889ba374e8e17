// Decision 001: every API call carries `X-Request-Token` with the fixed value; missing or wrong → 400
// REQUEST_TOKEN_REQUIRED. Pages the browser navigates to or loads directly (the identity provider's
// sign-in page, media images) cannot carry a header and are listed here.
import { createMiddleware } from 'hono/factory';
import { errorBody } from './api-error';

export const REQUEST_TOKEN_HEADER = 'X-Request-Token';
export const REQUEST_TOKEN = process.env.VITE_REQUEST_TOKEN ?? 'sandbox-request-token';

/** Path prefixes (below /api) that browsers load without the header. Append yours, one line each. */
export const REQUEST_TOKEN_EXEMPT: readonly string[] = [
  '/api/idp/', // the identity provider's HTML sign-in page and its form post
  '/api/media/', // images of videos and posts served by the sandbox
  '/api/savingsclub/logos/', // partner logos in <img> tags
  '/api/journey-events', // navigator.sendBeacon of the steps journeys enter (no headers; decision 276)
];

export const requireRequestToken = createMiddleware(async (c, next) => {
  const path = new URL(c.req.url).pathname;
  if (REQUEST_TOKEN_EXEMPT.some((prefix) => path.startsWith(prefix))) return next();
  if (c.req.header(REQUEST_TOKEN_HEADER) !== REQUEST_TOKEN) {
    return c.json(
      errorBody(['REQUEST_TOKEN_REQUIRED'], `The ${REQUEST_TOKEN_HEADER} header is missing or wrong.`),
      400,
    );
  }
  return next();
});
