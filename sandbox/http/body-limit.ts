// Bodies are bounded at the door of /api (decision 195), with Hono's bodyLimit: a declared Content-Length
// over the limit is refused without reading a byte, a streamed body as soon as it passes the limit, so a
// 50 MB body never reaches a parser. The logo upload carries up to 1,400,000 base64 characters (the
// contract's maxLength, a 1 MB image) and gets room for that; every other call a much smaller limit.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { errorBody } from './api-error';

export const BODY_LIMIT_BYTES = 256 * 1024;
export const LOGO_BODY_LIMIT_BYTES = 2 * 1024 * 1024;
const LOGO_UPLOAD_PATH = '/api/savingsclub/uploadlogotos3';

const limitOf = (maxSize: number): MiddlewareHandler =>
  bodyLimit({
    maxSize,
    onError: (c) =>
      c.json(
        errorBody(
          ['PAYLOAD_TOO_LARGE'],
          `The request body is larger than the ${maxSize / 1024} KB this call accepts.`,
        ),
        413,
      ),
  });

const standard = limitOf(BODY_LIMIT_BYTES);
const logoUpload = limitOf(LOGO_BODY_LIMIT_BYTES);

/** 413 PAYLOAD_TOO_LARGE for a body over the call's limit. */
export const limitBodies = createMiddleware((c, next) =>
  (c.req.path === LOGO_UPLOAD_PATH ? logoUpload : standard)(c, next),
);
