// The build's precompression on real files: brotli and gzip copies that decode to the file, none for
// small files or source maps, copies reused from the cache for unchanged bytes, and a cache that holds
// only the last build's entries.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressBundle } from './vite-precompress-plugin';

let dir: string;
let dist: string;
let cache: string;
const script = `export const text = ${JSON.stringify('boat assistance '.repeat(200))};\n`;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'precompress-'));
  dist = join(dir, 'dist');
  cache = join(dir, 'cache');
  await mkdir(join(dist, 'assets'), { recursive: true });
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const names = ['assets/app.js', 'assets/tiny.js', 'assets/app.js.map'];
async function writeBundle(app: string) {
  await writeFile(join(dist, 'assets/app.js'), app);
  await writeFile(join(dist, 'assets/tiny.js'), 'export {};\n');
  await writeFile(join(dist, 'assets/app.js.map'), JSON.stringify({ mappings: 'A'.repeat(4000) }));
}

describe('precompressBundle', () => {
  it('writes brotli and gzip copies of text files of 1 KiB or more, none for small files or maps', async () => {
    await writeBundle(script);
    await precompressBundle(dist, names, cache);
    expect(brotliDecompressSync(await readFile(join(dist, 'assets/app.js.br'))).toString()).toBe(script);
    expect(gunzipSync(await readFile(join(dist, 'assets/app.js.gz'))).toString()).toBe(script);
    expect((await readdir(join(dist, 'assets'))).sort()).toEqual([
      'app.js',
      'app.js.br',
      'app.js.gz',
      'app.js.map',
      'tiny.js',
    ]);
  });

  it('takes the copies of unchanged bytes from the cache instead of compressing again', async () => {
    const [entry] = (await readdir(cache)).filter((name) => name.endsWith('.br'));
    await writeFile(join(cache, entry!), brotliCompressSync('from the cache'));
    await rm(join(dist, 'assets/app.js.br'));
    await precompressBundle(dist, names, cache);
    expect(brotliDecompressSync(await readFile(join(dist, 'assets/app.js.br'))).toString()).toBe(
      'from the cache',
    );
  });

  it('compresses changed bytes and keeps only the last build in the cache', async () => {
    const before = await readdir(cache);
    const changed = `${script}export const more = 1;\n`;
    await writeBundle(changed);
    await precompressBundle(dist, names, cache);
    expect(brotliDecompressSync(await readFile(join(dist, 'assets/app.js.br'))).toString()).toBe(changed);
    const after = await readdir(cache);
    expect(after).toHaveLength(2);
    expect(after.filter((name) => before.includes(name))).toEqual([]);
  });
});
