// The generated contract files must match the fragments (run `npm run generate` when this fails), the
// merged document must be a valid OpenAPI 3.1 document, and every operation must carry an operationId,
// a tag and documented error responses.
import { readFileSync } from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { buildContract, documentPath, mergeFragments, readFragments, typesPath } from './merge-fragments';

const built = buildContract();

describe('openapi contract', () => {
  it('openapi/openapi.yaml is up to date with openapi/src (npm run generate)', async () => {
    expect(readFileSync(documentPath, 'utf8')).toBe((await built).yaml);
  });

  it('openapi/schema.gen.ts is up to date with the document (npm run generate)', async () => {
    expect(readFileSync(typesPath, 'utf8')).toBe((await built).types);
  });

  it('is a valid OpenAPI 3.1 document with every $ref resolved', async () => {
    const { document } = await built;
    const api = await SwaggerParser.validate(structuredClone(document) as never);
    expect(api).toHaveProperty('openapi', '3.1.0');
  });

  it('gives every operation an operationId, a tag and documented error responses', async () => {
    const { document } = await built;
    const problems: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, raw] of Object.entries(item)) {
        if (!['get', 'put', 'post', 'delete', 'patch'].includes(method)) continue;
        const op = raw as { operationId?: string; tags?: string[]; responses?: Record<string, unknown> };
        const where = `${method.toUpperCase()} ${path}`;
        if (!op.operationId) problems.push(`${where}: no operationId`);
        if (!op.tags?.length) problems.push(`${where}: no tag`);
        if (!Object.keys(op.responses ?? {}).some((status) => /^[45]/.test(status)))
          problems.push(`${where}: no error response`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('fails loudly when two fragments define the same path or schema', () => {
    const fragments = readFragments();
    const base = fragments[0]!;
    const dupPath = {
      name: 'dup.yaml',
      fragment: { paths: { '/products': { get: { operationId: 'other' } } } },
    };
    expect(() => mergeFragments([base, ...fragments.slice(1), dupPath])).toThrow(
      /duplicate path '\/products'/,
    );
    const dupSchema = {
      name: 'dup.yaml',
      fragment: { components: { schemas: { Account: { type: 'object' } } } },
    };
    expect(() => mergeFragments([base, ...fragments.slice(1), dupSchema])).toThrow(
      /duplicate components\.schemas\.Account/,
    );
  });
});
