// `npm start`'s one build line: files, size, gzip size as served, time, where.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSummary } from './build';
import { builtDistDir } from './paths';

describe('buildSummary', () => {
  it('adds up the files and their gzip copies, in kB or MB, and names the folder', () => {
    const files = [
      { bytes: 1_500, gzipBytes: 600 },
      { bytes: 2_000_000, gzipBytes: 700_000 },
      { bytes: 300, gzipBytes: 300 },
    ];
    expect(buildSummary(files, 8_421, builtDistDir)).toBe(
      'Built the portal in 8.4 s: 3 files, 2.00 MB, 700.9 kB gzip → dist/',
    );
    expect(buildSummary([], 950, join('/tmp', 'portal-dist'))).toBe(
      'Built the portal in 0.9 s: 0 files, 0.0 kB, 0.0 kB gzip → /tmp/portal-dist/',
    );
  });
});
