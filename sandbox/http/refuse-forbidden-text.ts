// The door of /api for text (decision 195): before any route, the path, every query parameter and the text
// fields of a form post (the IdP's sign-in form; a multipart file's bytes are not text) are checked with
// the one rule of `text-guard.ts`. Percent-encoding is decoded strictly here: a sequence that is not UTF-8
// (`%ED%A0%80`, the encoding of a lone surrogate; `%FF`) is refused too, rather than passed on raw.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { FieldErrors } from './api-error';
import { addForbiddenText } from './text-guard';
import { validationFailed } from './validated';

export const NOT_UTF8 = 'is not valid percent-encoded UTF-8';
export const NOT_A_FORM = 'is not a valid form';

function checkEncoded(into: FieldErrors, field: string, raw: string) {
  let text: string;
  try {
    text = decodeURIComponent(raw);
  } catch {
    const messages = (into[field] ??= []);
    if (!messages.includes(NOT_UTF8)) messages.push(NOT_UTF8);
    return;
  }
  addForbiddenText(into, text, field);
}

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
const isForm = (c: Context) =>
  FORM_TYPES.includes(c.req.header('Content-Type')?.split(';')[0]?.trim().toLowerCase() ?? '');

/** 400 VALIDATION_FAILED for forbidden text in the path (`path`), the query (`query.name`) or a form (`body.name`). */
export const refuseForbiddenText = createMiddleware(async (c, next) => {
  const url = new URL(c.req.url);
  const fieldErrors: FieldErrors = {};
  checkEncoded(fieldErrors, 'path', url.pathname);
  for (const pair of url.search.slice(1).split('&').filter(Boolean)) {
    const [name = '', value = ''] = pair.split(/=(.*)/s);
    const field = `query.${name}`;
    checkEncoded(fieldErrors, field, name);
    checkEncoded(fieldErrors, field, value);
  }
  if (isForm(c)) {
    // Parsed once here; Hono keeps the form data for the route's own parseBody().
    const form = await c.req.parseBody({ all: true }).catch(() => undefined);
    if (form === undefined) fieldErrors.body = [NOT_A_FORM];
    else addForbiddenText(fieldErrors, form, 'body');
  }
  if (Object.keys(fieldErrors).length > 0) throw validationFailed(fieldErrors);
  await next();
});
