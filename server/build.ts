// The portal's production build as `npm start` and the browser tests make it: `vite build` with Vite's
// report of every file replaced by one summary line (files, size, gzip size as served, time); warnings
// still show (decision 200). Run directly (`npm start`'s first half) it builds into dist/.
import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { builtDistDir, projectRoot, shownPath } from './paths.ts';

export type BuiltFile = { bytes: number; gzipBytes: number };

const size = (bytes: number) =>
  bytes >= 1e6 ? `${(bytes / 1e6).toFixed(2)} MB` : `${(bytes / 1e3).toFixed(1)} kB`;

/** `Built the portal in 8.4 s: 223 files, 3.46 MB, 1.12 MB gzip → dist/` */
export function buildSummary(files: BuiltFile[], ms: number, outDir: string): string {
  const bytes = files.reduce((sum, file) => sum + file.bytes, 0);
  const gzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  return `Built the portal in ${(ms / 1000).toFixed(1)} s: ${files.length} files, ${size(bytes)}, ${size(gzipBytes)} gzip → ${shownPath(outDir)}/`;
}

/** A built file's size and what it weighs over gzip: its precompressed `.gz` copy, else itself. */
async function builtFile(path: string): Promise<BuiltFile> {
  const { size: bytes } = await stat(path);
  const gzipped = await stat(`${path}.gz`).catch(() => undefined);
  return { bytes, gzipBytes: gzipped?.size ?? bytes };
}

/**
 * Builds the production bundle into `outDir` (default dist/) and answers its summary
 * line. NODE_ENV is production for the build whatever the caller runs under (vitest sets `test`, which
 * would build React's development runtime into the bundle).
 */
export async function buildPortal(outDir = builtDistDir): Promise<string> {
  const dir = resolve(outDir);
  const started = performance.now();
  const callerEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const result = await build({
      root: projectRoot,
      configFile: join(projectRoot, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      build: {
        outDir: dir,
        emptyOutDir: true,
        // The summary reads the precompressed copies' sizes; Vite's own gzip pass would only repeat them.
        reportCompressedSize: false,
        // Rolldown's report of slow plugins would name only the precompression, whose cost is known and
        // paid once per changed file (decision 201); `npx vite build` still reports it.
        rolldownOptions: { checks: { bundlerTimings: false } },
      },
    });
    const names = (Array.isArray(result) ? result : [result]).flatMap((output) =>
      'output' in output ? output.output.map((file) => file.fileName) : [],
    );
    const files = await Promise.all(names.map((name) => builtFile(join(dir, name))));
    return buildSummary(files, performance.now() - started, dir);
  } finally {
    if (callerEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = callerEnv;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(await buildPortal());
}
