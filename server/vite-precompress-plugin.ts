// At build time, writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text asset of the bundle
// (scripts, styles, HTML, SVG, JSON) of 1 KiB or more, so the server sends the smaller file the browser
// accepts without compressing on each request (decision 110). Kept fast (decision 201): the copies are
// cached under the hash of a file's bytes in Vite's cache folder, so a rebuild compresses only the files
// whose bytes changed; brotli runs at its top quality except on the rare file over 512 KiB (elkjs), where
// it costs seconds for a few per cent.
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;
const LARGE_BYTES = 512 * 1024;
const CACHE_ENTRY = /^[0-9a-f]{64}\.(br|gz)$/;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Brotli's quality for a file of `bytes`: 11 (slowest, smallest) up to 512 KiB, 9 above. */
export const brotliQuality = (bytes: number) => (bytes > LARGE_BYTES ? 9 : constants.BROTLI_MAX_QUALITY);

function compress(data: Buffer): Promise<[Buffer, Buffer]> {
  return Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality(data.length),
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gz(data, { level: constants.Z_BEST_COMPRESSION }),
  ]);
}

/**
 * Written whole or not at all: another build reading the cache at the same time never sees half a file, and
 * two files of one build with the same bytes (two journeys' pages alike) never write one partial file.
 */
async function writeWhole(path: string, data: Buffer) {
  const partial = `${path}.${process.pid}.${randomUUID()}.partial`;
  await writeFile(partial, data);
  await rename(partial, path);
}

/**
 * The brotli and gzip copies of `data`: from `cacheDir` when an earlier build compressed the same bytes
 * with the same settings, else compressed now and kept there. Answers the cache key used.
 */
async function cachedCopies(data: Buffer, cacheDir: string): Promise<{ key: string; copies: Buffer[] }> {
  const key = createHash('sha256')
    .update(`br${brotliQuality(data.length)}gz${constants.Z_BEST_COMPRESSION}:`)
    .update(data)
    .digest('hex');
  const entries = [join(cacheDir, `${key}.br`), join(cacheDir, `${key}.gz`)];
  try {
    return { key, copies: await Promise.all(entries.map((entry) => readFile(entry))) };
  } catch {
    const copies = await compress(data);
    await Promise.all(entries.map((entry, i) => writeWhole(entry, copies[i]!)));
    return { key, copies };
  }
}

/** Writes `file.br` and `file.gz` beside `file` (none below 1 KiB); answers the cache key, if any. */
async function precompressFile(file: string, cacheDir: string): Promise<string | undefined> {
  const data = await readFile(file);
  if (data.length < MIN_BYTES) return undefined;
  const { key, copies } = await cachedCopies(data, cacheDir);
  await Promise.all([writeFile(`${file}.br`, copies[0]!), writeFile(`${file}.gz`, copies[1]!)]);
  return key;
}

/** Drops the cache entries this build did not use, so the cache holds one build's worth. */
async function pruneCache(cacheDir: string, used: Set<string | undefined>) {
  const stale = (await readdir(cacheDir)).filter(
    (name) => CACHE_ENTRY.test(name) && !used.has(name.slice(0, 64)),
  );
  await Promise.all(stale.map((name) => rm(join(cacheDir, name), { force: true })));
}

/** Precompresses the bundle's files `names` in `dir`, the cache kept in `cacheDir`. */
export async function precompressBundle(dir: string, names: string[], cacheDir: string): Promise<void> {
  await mkdir(cacheDir, { recursive: true });
  const files = names.filter((name) => COMPRESSIBLE.test(name));
  const keys = await Promise.all(files.map((name) => precompressFile(join(dir, name), cacheDir)));
  await pruneCache(cacheDir, new Set(keys));
}

export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  let cacheDir = 'node_modules/.vite/precompress';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      cacheDir = join(config.cacheDir, 'precompress');
    },
    async writeBundle(options, bundle) {
      await precompressBundle(options.dir ?? outDir, Object.keys(bundle), cacheDir);
    },
  };
}
