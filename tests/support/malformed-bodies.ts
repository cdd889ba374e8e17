// Generated malformed request bodies for one operation (fast-check): a body derived from the operation's
// schema, then broken in at least one way the schema forbids — a required field dropped, a wrong type, a
// null, a string past its maxLength, a value outside its enum/pattern, an unknown property, nested garbage,
// or not an object at all — with injection strings (NUL and lone surrogates too) sprinkled into the
// remaining text fields. Every sample is checked against the document's own validator so each one is
// really malformed. `locations` and `setAt` also serve the forbidden-text requests.
import fc from 'fast-check';
import { exampleOf, resolve, typesOf, type Operation, type Schema } from './openapi-operations';

export const injectionStrings = [
  "'; DROP TABLE accounts; --",
  "' OR '1'='1",
  '"); DELETE FROM memberships; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '\u0000\u0001\u001f',
  'lone \ud800 and \udc00 surrogates',
  '𝕊𝔸ℕ𝔻𝔹𝕆𝕏 🚤'.repeat(20),
  '{"$gt": ""}',
  'NaN',
  '-1e309',
];

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Path = (string | number)[];

/** Every object-property location of a body schema (nested objects included), with its schema. */
export function locations(schema: Schema, path: Path = []): { path: Path; schema: Schema; parent: Schema }[] {
  const resolved = resolve(schema);
  return Object.entries(resolved.properties ?? {}).flatMap(([name, child]) => [
    { path: [...path, name], schema: child, parent: resolved },
    ...(typesOf(child).includes('object') ? locations(child, [...path, name]) : []),
  ]);
}

export function setAt(body: Json, path: Path, value: Json | undefined): Json {
  const copy = structuredClone(body);
  let cursor = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) {
    const next = cursor[key];
    if (typeof next !== 'object' || next === null) cursor[key] = {};
    cursor = cursor[key] as Record<string | number, Json>;
  }
  const last = path[path.length - 1]!;
  if (value === undefined) delete cursor[last];
  else cursor[last] = value;
  return copy;
}

const garbage: fc.Arbitrary<Json> = fc.letrec<{ node: Json }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom<Json>(null, true, -1, 0, 1e308, '', ...injectionStrings),
    fc.array(tie('node'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'id', 'sfid', '$where', 'a'), tie('node'), {
      maxKeys: 4,
    }),
  ),
})).node;

function wrongTypeFor(schema: Schema): fc.Arbitrary<Json> {
  const allowed = new Set(typesOf(schema));
  const candidates: Json[] = [];
  if (!allowed.has('string')) candidates.push('not-a-valid-value', injectionStrings[0]!);
  if (!allowed.has('number') && !allowed.has('integer')) candidates.push(42, -1.5);
  if (!allowed.has('boolean')) candidates.push(true);
  if (!allowed.has('object')) candidates.push({ nested: { garbage: injectionStrings[1]! } });
  if (!allowed.has('array')) candidates.push([injectionStrings[2]!, 1, null]);
  if (!allowed.has('null')) candidates.push(null);
  return fc.constantFrom(...candidates);
}

function outOfRangeFor(schema: Schema): fc.Arbitrary<Json> | undefined {
  const resolved = resolve(schema);
  if (resolved.enum || resolved.pattern || resolved.format === 'email' || resolved.format === 'uri') {
    return fc.constantFrom<Json>(...injectionStrings.filter((s) => !resolved.enum?.includes(s)));
  }
  if (resolved.maxLength !== undefined) {
    const over = resolved.maxLength + 1;
    return fc
      .integer({ min: over, max: Math.max(over, 200_000) })
      .map((n) => injectionStrings[n % injectionStrings.length]!.padEnd(n, 'A'));
  }
  if (resolved.maximum !== undefined) return fc.constant(resolved.maximum + 1_000_000);
  if (resolved.minimum !== undefined) return fc.constant(resolved.minimum - 1_000_000);
  return undefined;
}

/** Arbitrary malformed bodies for the operation, each rejected by `isValid`. */
export function malformedBodies(op: Operation, isValid: (body: unknown) => boolean): fc.Arbitrary<Json> {
  const schema = op.bodySchema ?? {};
  const base = exampleOf(schema) as Json;
  const spots = locations(schema);
  const breakers: fc.Arbitrary<Json>[] = [
    // not an object at all
    fc.constantFrom<Json>(null, 'body', 12, true, [], [base]),
  ];
  if (spots.length > 0) {
    const spot = fc.constantFrom(...spots);
    breakers.push(
      // a wrong type (or a null) where the schema wants something else
      spot.chain(({ path, schema: s }) => wrongTypeFor(s).map((value) => setAt(base, path, value))),
      // a string past its maxLength, a value outside its enum/pattern/format or numeric range
      spot.chain(({ path, schema: s }) =>
        (outOfRangeFor(s) ?? wrongTypeFor(s)).map((value) => setAt(base, path, value)),
      ),
      // nested garbage in place of a structured field
      spot.chain(({ path }) => garbage.map((value) => setAt(base, path, value))),
    );
  }
  // a required field missing
  const required = spots.filter(
    ({ path, parent }) => parent.required?.includes(String(path[path.length - 1])) ?? false,
  );
  if (required.length > 0)
    breakers.push(fc.constantFrom(...required).map(({ path }) => setAt(base, path, undefined)));
  // unknown properties (rejected where the schema forbids them) plus garbage
  breakers.push(
    garbage.map((value) =>
      typeof base === 'object' && base !== null && !Array.isArray(base)
        ? { ...base, ['unexpected_' + 'field']: value }
        : value,
    ),
  );

  const sprinkle = (body: Json): fc.Arbitrary<Json> => {
    const textSpots = spots.filter(({ schema: s }) => typesOf(s).includes('string'));
    if (textSpots.length === 0 || typeof body !== 'object' || body === null) return fc.constant(body);
    return fc
      .subarray(textSpots, { maxLength: Math.min(3, textSpots.length) })
      .chain((chosen) =>
        fc
          .tuple(...chosen.map(() => fc.constantFrom(...injectionStrings)))
          .map((values) => chosen.reduce<Json>((acc, { path }, i) => setAt(acc, path, values[i]!), body)),
      );
  };

  return fc
    .oneof(...breakers)
    .chain((broken) => fc.oneof(fc.constant(broken), sprinkle(broken)))
    .filter((body) => !isValid(body));
}
