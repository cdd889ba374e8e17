// Request validation from the merged contract: `validated(operationId)` checks the bearer token when the
// operation is secured, then path params, query and JSON body against the operation's own schemas (Ajv,
// JSON Schema 2020-12), and answers 400 VALIDATION_FAILED with dotted `fieldErrors` before any handler
// runs — so a rejected request never writes anything. A body string holding a NUL or a lone surrogate is
// refused too (`text-guard.ts`; path and query were checked at the door). Handlers read the body with
// `validBody<T>(c)`.
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ApiError, type FieldErrors } from './api-error';
import { authenticate } from './bearer';
import { contract, contractOperations, type JsonSchema } from './contract';
import type { SandboxEnv } from './env';
import { addForbiddenText } from './text-guard';

const DEFS_ID = 'contract-schemas';

/** Points `#/components/schemas/X` at the shared definitions schema. */
const retarget = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(retarget);
  if (node && typeof node === 'object') {
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [
        key,
        key === '$ref' && typeof value === 'string'
          ? value.replace('#/components/schemas/', `${DEFS_ID}#/$defs/`)
          : retarget(value),
      ]),
    );
  }
  return node;
};

function makeAjv(coerceTypes: boolean) {
  const ajv = new Ajv2020({ allErrors: true, strict: false, coerceTypes, discriminator: true });
  addFormats(ajv);
  ajv.addSchema({ $id: DEFS_ID, $defs: retarget(contract.components.schemas ?? {}) as JsonSchema });
  return ajv;
}
const bodyAjv = makeAjv(false);
const paramAjv = makeAjv(true); // path and query values arrive as strings

type Validators = {
  path?: ValidateFunction;
  query?: ValidateFunction;
  body?: ValidateFunction;
  bodyRequired: boolean;
  secured: boolean;
};
const compiled = new Map<string, Validators>();

const objectOf = (params: { name: string; required?: boolean; schema?: JsonSchema }[]): JsonSchema => ({
  type: 'object',
  properties: Object.fromEntries(params.map((p) => [p.name, retarget(p.schema ?? {})])),
  required: params.filter((p) => p.required).map((p) => p.name),
});

function validatorsFor(operationId: string): Validators {
  const cached = compiled.get(operationId);
  if (cached) return cached;
  const operation = contractOperations.get(operationId);
  if (!operation)
    throw new Error(
      `validated('${operationId}'): no such operation in openapi/openapi.yaml (run npm run generate)`,
    );
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const validators: Validators = {
    path: pathParams.length ? paramAjv.compile(objectOf(pathParams)) : undefined,
    query: queryParams.length ? paramAjv.compile(objectOf(queryParams)) : undefined,
    body: operation.body ? bodyAjv.compile(retarget(operation.body.schema) as JsonSchema) : undefined,
    bodyRequired: operation.body?.required ?? false,
    secured: operation.secured,
  };
  compiled.set(operationId, validators);
  return validators;
}

function collect(into: FieldErrors, prefix: string, errors: ErrorObject[] | null | undefined) {
  for (const error of errors ?? []) {
    const segments = error.instancePath
      .split('/')
      .filter(Boolean)
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    let message = error.message ?? 'is not valid';
    if (error.keyword === 'required') {
      segments.push(String(error.params.missingProperty));
      message = 'is required';
    } else if (error.keyword === 'additionalProperties') {
      segments.push(String(error.params.additionalProperty));
      message = 'is not allowed';
    } else if (error.keyword === 'enum') {
      message = `must be one of: ${(error.params.allowedValues as unknown[]).map(String).join(', ')}`;
    }
    const key = [prefix, ...segments].join('.');
    const list = (into[key] ??= []);
    if (!list.includes(message)) list.push(message);
  }
}

async function readJson(c: Context): Promise<{ present: boolean; value?: unknown; malformed?: boolean }> {
  const text = await c.req.text();
  if (text.trim() === '') return { present: false };
  try {
    return { present: true, value: JSON.parse(text) };
  } catch {
    return { present: true, malformed: true };
  }
}

export const validationFailed = (fieldErrors: FieldErrors) => {
  const [first] = Object.entries(fieldErrors);
  const summary = first ? `${first[0]} ${first[1][0] ?? 'is not valid'}` : 'the request is not valid';
  return new ApiError(400, ['VALIDATION_FAILED'], `The request is not valid: ${summary}.`, fieldErrors);
};

/** Hono middleware validating the request against operation `operationId` of the merged contract. */
export const validated = (operationId: string) => {
  const validators = validatorsFor(operationId);
  return createMiddleware<SandboxEnv>(async (c, next) => {
    if (validators.secured) await authenticate(c);
    const fieldErrors: FieldErrors = {};
    if (validators.path) {
      const params = { ...c.req.param() } as Record<string, string>;
      if (!validators.path(params)) collect(fieldErrors, 'path', validators.path.errors);
    }
    if (validators.query) {
      const query: Record<string, string> = { ...c.req.query() };
      if (!validators.query(query)) collect(fieldErrors, 'query', validators.query.errors);
    }
    if (validators.body) {
      const json = await readJson(c);
      if (json.malformed) fieldErrors.body = ['is not valid JSON'];
      else if (!json.present) {
        if (validators.bodyRequired) fieldErrors.body = ['is required'];
      } else {
        addForbiddenText(fieldErrors, json.value, 'body');
        if (!validators.body(json.value)) collect(fieldErrors, 'body', validators.body.errors);
        else c.set('body', json.value);
      }
    }
    if (Object.keys(fieldErrors).length > 0) throw validationFailed(fieldErrors);
    await next();
  });
};

/** The request body `validated` checked (typed by the caller from `openapi/schema.gen.ts`). */
export const validBody = <T>(c: Context<SandboxEnv>): T => c.get('body') as T;
