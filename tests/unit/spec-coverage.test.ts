// The spec coverage cannot drift (decision 245): every row has a test that exists, every spec section has
// a row, and `docs/spec-coverage.md` is what `npm run spec-coverage` writes.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderSpecCoverage } from '@/scripts/spec-coverage/render';
import { splitTestRef } from '@/scripts/spec-coverage/spec-rule';
import { specCoverageFile, specs } from '@/scripts/spec-coverage/specs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const rows = specs.flatMap((spec) => spec.rules.map((row) => ({ spec: spec.spec, ...row })));
const label = (row: (typeof rows)[number]) => `${row.spec} ${row.section} "${row.rule.slice(0, 60)}"`;

// The first string argument of it/test (with .each, .skip, .concurrent), whitespace folded.
const titlePattern =
  /\b(?:it|test)(?:\.each\([\s\S]*?\))?(?:\.(?:skip|only|concurrent|skipIf\([^)]*\)|runIf\([^)]*\)))*\(\s*(['"`])((?:\\.|(?!\1)[\s\S])*?)\1/g;
const titleCache = new Map<string, string[]>();
function testTitles(file: string): string[] {
  let titles = titleCache.get(file);
  if (titles === undefined) {
    const source = readFileSync(join(root, file), 'utf8');
    titles = [...source.matchAll(titlePattern)].map((match) =>
      (match[2] ?? '').replace(/\\(.)/g, '$1').replace(/\s+/g, ' '),
    );
    titleCache.set(file, titles);
  }
  return titles;
}

describe('docs/spec-coverage.md', () => {
  it('is what npm run spec-coverage writes from the rows', () => {
    expect(readFileSync(join(root, specCoverageFile), 'utf8')).toBe(renderSpecCoverage(specs));
  });

  it('has a test for every row, or names the gap', () => {
    const untested = rows.filter((row) => row.tests.length === 0 && row.gap === undefined).map(label);
    expect(untested).toEqual([]);
  });

  it('names only files that exist', () => {
    const missing = rows.flatMap((row) =>
      [...row.where, ...row.tests.map((ref) => splitTestRef(ref).file)]
        .filter((file) => !existsSync(join(root, file)))
        .map((file) => `${label(row)}: ${file}`),
    );
    expect(missing).toEqual([]);
  });

  it('names tests their files hold (a substring of a test name)', () => {
    const unknown = rows.flatMap((row) =>
      row.tests
        .map(splitTestRef)
        .filter(
          ({ file, name }) =>
            !existsSync(join(root, file)) ||
            !testTitles(file).some((title) => name !== '' && title.includes(name)),
        )
        .map(({ file, name }) => `${label(row)}: ${file} › ${name}`),
    );
    expect(unknown).toEqual([]);
  });

  it('gives every section of both specs at least one row, and rows only to listed sections', () => {
    for (const spec of specs) {
      const listed = spec.sections.map((section) => section.section);
      const used = new Set(spec.rules.map((row) => row.section));
      expect(
        listed.filter((section) => !used.has(section)),
        spec.spec,
      ).toEqual([]);
      expect(
        [...used].filter((section) => !listed.includes(section)),
        spec.spec,
      ).toEqual([]);
    }
  });

  // The specs live beside the repository (`shared/spec/`, SPEC_DIR): where they are at hand, a new or
  // renamed section heading must be listed, so it cannot be forgotten.
  const specDir = process.env.SPEC_DIR ?? '/work/shared/spec';
  it.skipIf(!existsSync(specDir))('lists the section headings the specs have', () => {
    for (const spec of specs) {
      const file = readdirSync(specDir).find((name) => name.startsWith(spec.spec + '_'));
      expect(file, spec.spec).toBe(spec.file);
      const headings = [
        ...readFileSync(join(specDir, spec.file), 'utf8').matchAll(
          /^#{2,3} (\d+(?:\.\d+)?)\.? (.+)\n+(?=[^#\n])/gm,
        ),
      ].map((match) => `§${match[1]} ${match[2]}`);
      expect(spec.sections.map((section) => `${section.section} ${section.title}`)).toEqual(headings);
    }
  });
});
