// The Idempotency-Key request header of the charging operations, validated against the contract's own
// header parameter schema (openapi/src/payments.yaml `IdempotencyKey`) — the core's `validated()` checks
// path, query and body only. A missing or malformed key answers 400 VALIDATION_FAILED and writes nothing.
import Ajv2020 from 'ajv/dist/2020.js';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { contractOperations } from '../http/contract';
import type { SandboxEnv } from '../http/env';
import { validationFailed } from '../http/validated';

const ajv = new Ajv2020({ allErrors: true, strict: false });
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export const requireIdempotencyKey = (operationId: string) => {
  const parameter = contractOperations
    .get(operationId)
    ?.parameters.find((p) => p.in === 'header' && p.name === IDEMPOTENCY_HEADER);
  if (!parameter?.schema)
    throw new Error(
      `requireIdempotencyKey('${operationId}'): the operation declares no ${IDEMPOTENCY_HEADER} header`,
    );
  const validate = ajv.compile(parameter.schema);
  return createMiddleware<SandboxEnv>(async (c, next) => {
    const value = c.req.header(IDEMPOTENCY_HEADER);
    if (value === undefined) throw validationFailed({ [`header.${IDEMPOTENCY_HEADER}`]: ['is required'] });
    if (!validate(value)) {
      throw validationFailed({
        [`header.${IDEMPOTENCY_HEADER}`]: (validate.errors ?? []).map((e) => e.message ?? 'is not valid'),
      });
    }
    await next();
  });
};

export const idempotencyKey = (c: Context<SandboxEnv>): string => c.req.header(IDEMPOTENCY_HEADER) ?? '';
