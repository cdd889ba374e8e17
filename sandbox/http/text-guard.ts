// The one rule for text in a request (decision 195): no NUL and no lone UTF-16 surrogate in any string.
// PostgreSQL cannot store either in text or jsonb ("invalid byte sequence"), and a lone surrogate has no
// UTF-8 or percent-encoding, so such a value is malformed input: 400 VALIDATION_FAILED naming the field,
// before any handler runs. The door middleware (`refuse-forbidden-text.ts`) checks the path, the query and
// form fields of every /api request; `validated()` checks the JSON body it parses.
import type { FieldErrors } from './api-error';

export const FORBIDDEN_TEXT = 'must not contain a NUL character or an unpaired surrogate';

const FORBIDDEN = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The dotted names (below `prefix`) of every string, key or value, holding forbidden text. */
export function forbiddenTextFields(value: unknown, prefix: string): string[] {
  if (typeof value === 'string') return FORBIDDEN.test(value) ? [prefix] : [];
  if (value instanceof Blob) return []; // a form's file: its bytes are not text
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    FORBIDDEN.test(key) ? [`${prefix}.${key}`] : forbiddenTextFields(item, `${prefix}.${key}`),
  );
}

/** Adds the forbidden-text message to each field `forbiddenTextFields` found in `value`. */
export function addForbiddenText(into: FieldErrors, value: unknown, prefix: string) {
  for (const field of forbiddenTextFields(value, prefix)) {
    const messages = (into[field] ??= []);
    if (!messages.includes(FORBIDDEN_TEXT)) messages.push(FORBIDDEN_TEXT);
  }
}
