// The merged contract as data for the cross-cutting suites: every operation of `openapi/openapi.yaml`,
// a request-body validator compiled from the document itself, and a body builder that derives a valid
// body from a schema (so new operations are covered without a hand-written list).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

export type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  example?: unknown;
  examples?: unknown[];
  default?: unknown;
};

type Parameter = { name: string; in: string; required?: boolean; schema?: Schema };
type RawOperation = {
  operationId: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema; example?: unknown }> };
  responses?: Record<string, unknown>;
};

export type Operation = {
  operationId: string;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  tags: string[];
  /** True when the operation needs a bearer token (its own or the document's default security). */
  secured: boolean;
  pathParams: Parameter[];
  queryParams: Parameter[];
  bodySchema: Schema | undefined;
  bodyExample: unknown;
};

const documentPath = fileURLToPath(new URL('../../openapi/openapi.yaml', import.meta.url));
type Document = {
  paths: Record<string, Record<string, RawOperation | Parameter[]>>;
  components: { schemas: Record<string, Schema> };
  security?: Record<string, string[]>[];
};
export const contract: Document = parse(readFileSync(documentPath, 'utf8')) as Document;

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

export const operations: Operation[] = Object.entries(contract.paths).flatMap(([path, item]) =>
  methods.flatMap((method) => {
    const raw = item[method] as RawOperation | undefined;
    if (!raw) return [];
    const shared = (item.parameters as Parameter[] | undefined) ?? [];
    const security = raw.security ?? contract.security ?? [];
    const json = raw.requestBody?.content?.['application/json'];
    return [
      {
        operationId: raw.operationId,
        method,
        path,
        tags: raw.tags ?? [],
        secured: security.some((requirement) => Object.keys(requirement).length > 0),
        pathParams: [...shared, ...(raw.parameters ?? [])].filter((p) => p.in === 'path'),
        queryParams: [...shared, ...(raw.parameters ?? [])].filter((p) => p.in === 'query'),
        bodySchema: json?.schema,
        bodyExample: json?.example,
      },
    ];
  }),
);

export const writeOperations = operations.filter((op) => op.method !== 'get' && op.bodySchema !== undefined);

const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
addFormats(ajv);
ajv.addSchema({ $id: 'contract', components: contract.components }, 'contract');

const toAjvRef = (schema: Schema): Schema =>
  JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"contract#/components/')) as Schema;

/** A validator of one operation's request body, compiled from the document. */
export function bodyValidator(op: Operation): (body: unknown) => boolean {
  if (!op.bodySchema) return () => true;
  const validate = ajv.compile(toAjvRef(op.bodySchema));
  return (body) => validate(body) as boolean;
}

const fitCache = new Map<Schema, (value: unknown) => boolean>();
/** Whether `value` satisfies `schema` (the document's own rules, via Ajv). */
export function valueFits(schema: Schema, value: unknown): boolean {
  let check = fitCache.get(schema);
  if (!check) {
    const validate = ajv.compile(toAjvRef(schema));
    check = (candidate) => validate(candidate) as boolean;
    fitCache.set(schema, check);
  }
  return check(value);
}

export function resolve(schema: Schema): Schema {
  let current = schema;
  while (current.$ref) {
    const name = current.$ref.replace('#/components/schemas/', '');
    const target = contract.components.schemas[name];
    if (!target) throw new Error(`Unresolved $ref ${current.$ref}`);
    current = target;
  }
  if (current.allOf) {
    const parts = current.allOf.map(resolve);
    const { allOf: _allOf, ...rest } = current;
    return parts.reduce<Schema>(
      (merged, part) => ({
        ...merged,
        ...part,
        properties: { ...merged.properties, ...part.properties },
        required: [...(merged.required ?? []), ...(part.required ?? [])],
      }),
      rest,
    );
  }
  return current;
}

export function typesOf(schema: Schema): string[] {
  const resolved = resolve(schema);
  if (resolved.type) return Array.isArray(resolved.type) ? resolved.type : [resolved.type];
  if (resolved.enum) return [...new Set(resolved.enum.map((v) => (v === null ? 'null' : typeof v)))];
  if (resolved.properties) return ['object'];
  const alternatives = resolved.oneOf ?? resolved.anyOf;
  return alternatives ? alternatives.flatMap(typesOf) : [];
}

const stringCandidates = [
  'Sandbox1',
  'abc12345',
  '2026-01-01',
  '12/30',
  '12345',
  '(631) 555-0100',
  'https://example.com',
  'gold@example.com',
  '',
];

function exampleString(schema: Schema): string {
  if (schema.format === 'email') return 'fuzz@example.com';
  if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com';
  if (schema.format === 'date') return '2026-01-01';
  if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z';
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  const fits = (value: string) =>
    value.length >= (schema.minLength ?? 0) &&
    value.length <= (schema.maxLength ?? Infinity) &&
    (!schema.pattern || new RegExp(schema.pattern, 'u').test(value));
  const found = stringCandidates.find(fits);
  if (found) return found;
  const digits = '4111111111111111'.slice(0, Math.max(schema.minLength ?? 1, 1));
  return fits(digits) ? digits : 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
}

/** A body that satisfies the schema as far as a generic builder can (examples win when the document has them). */
export function exampleOf(input: Schema): unknown {
  const schema = resolve(input);
  if (schema.example !== undefined) return schema.example;
  if (schema.examples?.[0] !== undefined) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum.find((v) => v !== null) ?? null;
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives)
    return exampleOf(alternatives.find((alt) => !typesOf(alt).includes('null')) ?? alternatives[0]!);
  const type = typesOf(schema).find((t) => t !== 'null') ?? 'object';
  switch (type) {
    case 'string':
      return exampleString(schema);
    case 'integer':
      return Math.max(schema.minimum ?? 1, Math.floor((schema.exclusiveMinimum ?? 0) + 1));
    case 'number':
      return Math.max(schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return true;
    case 'array':
      return schema.items && (schema.minItems ?? 0) > 0 ? [exampleOf(schema.items)] : [];
    default: {
      // Required properties always; optional ones only when the builder's value satisfies their own schema.
      const body: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        const value = exampleOf(property);
        if (schema.required?.includes(name) || valueFits(property, value)) body[name] = value;
      }
      return body;
    }
  }
}

/** The concrete URL path of an operation with its path parameters filled in. */
export function fillPath(op: Operation, values: Record<string, string>): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? 'unknown-id'),
  );
}
