// Fuzz: every write operation of the merged contract (discovered from openapi/openapi.yaml, so a new
// operation is covered automatically) receives at least 200 generated malformed bodies — wrong types,
// missing required fields, huge strings, injection strings, nulls, nested garbage, non-objects. Each must
// answer 4xx (never 5xx, never 2xx) and leave every table exactly as it was. Every operation, reads too, also
// receives a NUL and a lone surrogate in each string field of its body and each path and query parameter:
// each answers 400 VALIDATION_FAILED naming that field, and writes nothing (decision 195).
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { fingerprint } from '../support/db-fingerprint';
import { forbiddenTextRequests } from '../support/forbidden-text-requests';
import { malformedBodies } from '../support/malformed-bodies';
import { bodyValidator, fillPath, operations, writeOperations } from '../support/openapi-operations';
import { rawRequest, resetSandbox, sandboxHandle, signInAs } from '../support/sandbox';

const RUNS = 200;
const BATCH = 25;
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

let token: string;
beforeAll(async () => {
  // The seed state (on PostgreSQL the database is shared with the files that ran before).
  await resetSandbox();
  token = await signInAs('gold@example.com');
});

describe(`fuzz of every write operation (FUZZ_SEED=${seed})`, () => {
  it('discovers write operations from the merged document', () => {
    expect(writeOperations.length).toBeGreaterThan(10);
  });

  it.each(writeOperations.map((op) => [op.operationId, op] as const))(
    '%s: 200 malformed bodies answer 4xx and write nothing',
    async (_, op) => {
      const bodies = fc.sample(malformedBodies(op, bodyValidator(op)), { numRuns: RUNS, seed });
      expect(bodies.length).toBeGreaterThanOrEqual(RUNS);
      const { db } = await sandboxHandle();
      const path = fillPath(op, {});
      const before = await fingerprint(db);
      const failures: string[] = [];
      let validationFailures = 0;
      for (let start = 0; start < bodies.length; start += BATCH) {
        const answers = await Promise.all(
          bodies.slice(start, start + BATCH).map(async (body) => {
            const response = await rawRequest(op.method, path, {
              body,
              token: op.secured ? token : undefined,
            });
            return { body, status: response.status, text: await response.text() };
          }),
        );
        for (const { body, status, text } of answers) {
          if (status < 400 || status >= 500)
            failures.push(`${status} for ${JSON.stringify(body).slice(0, 300)} → ${text.slice(0, 200)}`);
          if (status === 400 && text.includes('VALIDATION_FAILED')) validationFailures += 1;
        }
      }
      expect(failures, failures.slice(0, 5).join('\n')).toEqual([]);
      // The bodies reach the contract validation (not a 401/404 in front of it).
      expect(validationFailures).toBe(bodies.length);
      expect(await fingerprint(db)).toEqual(before);
    },
  );
});

describe('a NUL or a lone surrogate in any text of any operation', () => {
  const withText = operations.filter((op) => forbiddenTextRequests(op).length > 0);
  it('finds text to send in most operations', () => {
    expect(withText.length).toBeGreaterThan(operations.length * 0.8);
  });

  it.each(withText.map((op) => [op.operationId, op] as const))(
    '%s: 400 VALIDATION_FAILED naming the field, nothing written',
    async (_, op) => {
      const requests = forbiddenTextRequests(op);
      const { db } = await sandboxHandle();
      const before = await fingerprint(db);
      const failures: string[] = [];
      for (let start = 0; start < requests.length; start += BATCH) {
        await Promise.all(
          requests.slice(start, start + BATCH).map(async ({ what, path, body, field, message }) => {
            const response = await rawRequest(op.method, path, {
              body,
              token: op.secured ? token : undefined,
            });
            const text = await response.text();
            const answer = JSON.parse(text) as { codes?: string[]; fieldErrors?: Record<string, string[]> };
            if (
              response.status !== 400 ||
              !answer.codes?.includes('VALIDATION_FAILED') ||
              !answer.fieldErrors?.[field]?.includes(message)
            )
              failures.push(`${what}: ${response.status} ${text.slice(0, 300)}`);
          }),
        );
      }
      expect(failures, failures.slice(0, 5).join('\n')).toEqual([]);
      expect(await fingerprint(db)).toEqual(before);
    },
  );
});
