// The README's member-side coverage list is complete and true: every operation of the member-side tags
// in the merged contract is listed once, and the contract test it names calls that path.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const MEMBER_TAGS = [
  'member-accounts',
  'boats',
  'membership-cards',
  'codes',
  'referrals',
  'media',
  'payments',
];
const root = new URL('../../', import.meta.url);
const contract = parse(readFileSync(new URL('openapi/openapi.yaml', root), 'utf8')) as {
  paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>>;
};
const operations = Object.entries(contract.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([, op]) => op.tags?.some((tag) => MEMBER_TAGS.includes(tag)))
    .map(([method, op]) => ({ operationId: op.operationId ?? '', method: method.toUpperCase(), path })),
);
const readme = readFileSync(new URL('README.md', root), 'utf8');
const section = readme.slice(readme.indexOf('## Contract coverage — member side'));
const rows = new Map(
  [
    ...section.matchAll(
      /^\| `([A-Za-z]+)` +\| ([A-Z]+) (\S+) +\| \[(tests\/contract\/[a-z-]+\.test\.ts)\]/gm,
    ),
  ].map((m) => [m[1]!, { method: m[2]!, path: m[3]!, test: m[4]! }]),
);

describe('README member-side coverage list', () => {
  it('finds the member-side operations', () => {
    expect(operations.length).toBeGreaterThanOrEqual(35);
  });
  it.each(operations.map((op) => [op.operationId, op] as const))(
    '%s is listed with a test that calls it',
    (operationId, op) => {
      const row = rows.get(operationId);
      expect(row, `${operationId} missing from the README list`).toEqual(
        expect.objectContaining({ method: op.method, path: op.path }),
      );
      expect(readFileSync(new URL(row!.test, root), 'utf8')).toContain(`'${op.path}'`);
    },
  );
});
