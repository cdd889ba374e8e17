// The README's partner-side coverage list is complete and true: every operation of the partner-side tags
// in the merged contract is listed once, and the contract test it names calls that path.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { operations } from '../support/openapi-operations';

const PARTNER_TAGS = ['savings-club', 'programs', 'tasks', 'gifts'];
const root = new URL('../../', import.meta.url);
const partnerOperations = operations.filter((op) => op.tags.some((tag) => PARTNER_TAGS.includes(tag)));
const readme = readFileSync(new URL('README.md', root), 'utf8');
const section = readme.slice(readme.indexOf('## Contract coverage — partner side'));
const rows = new Map(
  [
    ...section.matchAll(
      /^\| `([A-Za-z]+)` +\| ([A-Z]+) (\S+) +\| \[(tests\/contract\/[a-z-]+\.test\.ts)\]/gm,
    ),
  ].map((m) => [m[1]!, { method: m[2]!, path: m[3]!, test: m[4]! }]),
);

describe('README partner-side coverage list', () => {
  it('finds the partner-side operations', () => {
    expect(partnerOperations.length).toBeGreaterThanOrEqual(14);
  });
  it.each(partnerOperations.map((op) => [op.operationId, op] as const))(
    '%s is listed with a test that calls it',
    (operationId, op) => {
      const row = rows.get(operationId);
      expect(row, `${operationId} missing from the README list`).toEqual(
        expect.objectContaining({ method: op.method.toUpperCase(), path: op.path }),
      );
      expect(readFileSync(new URL(row!.test, root), 'utf8')).toContain(`'${op.path}'`);
    },
  );
});
