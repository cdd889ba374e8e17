// For one operation of the merged contract, one request per text spot — each string field of its JSON body
// (nested objects too), each path and each query parameter — carrying a NUL or a lone surrogate, with the
// field the 400 must name and the message it must give (decision 195). In a URL a NUL travels as %00 and a
// lone surrogate as %ED%A0%80 (its would-be UTF-8, which is not UTF-8); in a JSON body as the escape
// JSON.stringify writes (\u0000, \ud800).
import { NOT_UTF8 } from '@/sandbox/http/refuse-forbidden-text';
import { FORBIDDEN_TEXT } from '@/sandbox/http/text-guard';
import { locations, setAt, type Json } from './malformed-bodies';
import { exampleOf, typesOf, type Operation } from './openapi-operations';

export type ForbiddenTextRequest = {
  what: string;
  path: string;
  body?: Json;
  field: string;
  message: string;
};

const FORBIDDEN = [
  { name: 'NUL', text: 'a\u0000b', encoded: 'a%00b', urlMessage: FORBIDDEN_TEXT },
  { name: 'lone surrogate', text: 'a\ud800b', encoded: 'a%ED%A0%80b', urlMessage: NOT_UTF8 },
];

const PLACEHOLDER = 'unknown-id';

function url(op: Operation, target?: { name: string; in: 'path' | 'query'; encoded: string }): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    target?.in === 'path' && target.name === name ? target.encoded : PLACEHOLDER,
  );
  const query = op.queryParams.map(({ name, schema }) =>
    target?.in === 'query' && target.name === name
      ? `${name}=${target.encoded}`
      : `${name}=${encodeURIComponent(String(schema ? exampleOf(schema) : 'x'))}`,
  );
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}

/** Every forbidden-text request of `op`. */
export function forbiddenTextRequests(op: Operation): ForbiddenTextRequest[] {
  const body = op.bodySchema ? (exampleOf(op.bodySchema) as Json) : undefined;
  const textSpots = op.bodySchema
    ? locations(op.bodySchema).filter(({ schema }) => typesOf(schema).includes('string'))
    : [];
  return FORBIDDEN.flatMap(({ name, text, encoded, urlMessage }) => [
    ...textSpots.map(({ path }) => ({
      what: `${name} in body.${path.join('.')}`,
      path: url(op),
      body: setAt(body ?? {}, path, text),
      field: `body.${path.join('.')}`,
      message: FORBIDDEN_TEXT,
    })),
    ...op.pathParams.map((p) => ({
      what: `${name} in path {${p.name}}`,
      path: url(op, { name: p.name, in: 'path', encoded }),
      body,
      field: 'path',
      message: urlMessage,
    })),
    ...op.queryParams.map((p) => ({
      what: `${name} in query ${p.name}`,
      path: url(op, { name: p.name, in: 'query', encoded }),
      body,
      field: `query.${p.name}`,
      message: urlMessage,
    })),
  ]);
}
