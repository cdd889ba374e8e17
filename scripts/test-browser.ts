// `npm run test:browser`: the browser suite in lanes side by side (tests/setup/browser-lanes.ts, decision 280).
// The portal is built once here; each lane is a vitest process serving that build from its own server and
// sandbox database, its lines prefixed with its name. Given arguments (`npm run test:browser -- tests/x.ts`),
// one vitest process runs just those, as before.
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { buildPortal } from '../server/build';
import { dealToLanes } from '../tests/setup/browser-lanes';

const vitest = (files: readonly string[]) => ['vitest', 'run', '--project', 'browser', ...files];

/** Runs one lane; every line it prints is prefixed with its name. Answers whether it passed. */
function runLane(name: string, files: readonly string[], env: NodeJS.ProcessEnv): Promise<boolean> {
  const child = spawn('npx', vitest(files), { env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`${name} │ ${line}`));
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code === 0)));
}

async function browserFiles(): Promise<string[]> {
  const names = await readdir('tests/browser', { recursive: true });
  const files = names.filter((name) => name.endsWith('.test.ts')).map((name) => join('tests/browser', name));
  // vitest takes each path as a filter matching any file whose path contains it
  const overlapping = files.find((file) => files.some((other) => other !== file && other.includes(file)));
  if (overlapping) throw new Error(`${overlapping} would also pick another file into its lane; rename one`);
  return files;
}

async function runInLanes(): Promise<boolean> {
  const lanes = dealToLanes(await browserFiles(), Number(process.env.BROWSER_LANES ?? 2));
  const distDir = await mkdtemp(join(tmpdir(), 'portal-browser-dist-'));
  try {
    console.log(await buildPortal(distDir));
    const env = { ...process.env, PORTAL_DIST_DIR: distDir };
    lanes.forEach((files, index) => console.log(`lane ${index + 1}: ${files.length} files`));
    const passed = await Promise.all(lanes.map((files, index) => runLane(`lane ${index + 1}`, files, env)));
    passed.forEach((ok, index) => {
      if (!ok) console.error(`lane ${index + 1} failed: its FAIL lines above name the files`);
    });
    return passed.every(Boolean);
  } finally {
    await rm(distDir, { recursive: true, force: true });
  }
}

async function runGiven(args: readonly string[]): Promise<boolean> {
  const child = spawn('npx', vitest(args), { stdio: 'inherit' });
  return new Promise((resolve) => child.on('close', (code) => resolve(code === 0)));
}

const args = process.argv.slice(2);
process.exitCode = (await (args.length > 0 ? runGiven(args) : runInLanes())) ? 0 : 1;
