// The npm run tools that load the journeys (charts, journey plans, the bench) run in Node under
// `--import ./scripts/asset-imports.ts`: every journey's binding loads there, its screens' pictures
// included (an SVG the join's layout imports as a file), each picture as its URL under /assets/.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const tsx = join(root, 'node_modules/.bin/tsx');
const file = (path: string) => JSON.stringify(pathToFileURL(join(root, path)).href);

const probe = `
import picture from ${file('screens/purchase/purchase-art.svg')};
const { journeyRegistry } = await import(${file('journeys/registry.ts')});
const flows = await Promise.all(journeyRegistry.map(async (entry) => (await entry.journey?.())?.flow?.id));
console.log(JSON.stringify({ picture, flows: flows.filter(Boolean).length }));
`;

describe('asset imports in the tools', () => {
  it('loads every journey binding with its pictures as URLs', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'asset-imports-'));
    try {
      await writeFile(join(dir, 'probe.mts'), probe);
      const out = execFileSync(tsx, ['--import', './scripts/asset-imports.ts', join(dir, 'probe.mts')], {
        cwd: root,
        encoding: 'utf8',
      });
      const answer = JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as { picture: string; flows: number };
      expect(answer.picture).toBe('/assets/purchase-art.svg');
      expect(answer.flows).toBeGreaterThanOrEqual(15);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
