// `npm run test:browser`: the browser suite in lanes side by side (tests/setup/browser-lanes.ts, decision 280).
// The portal is built once here; each lane is a vitest process serving that build from its own server and
// sandbox database, its lines prefixed with its name. Given arguments (`npm run test:browser -- tests/x.ts`),
// one vitest process runs just those, as before. Ctrl-C stops every lane and removes the build.
import { type ChildProcess, spawn, type SpawnOptions } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { buildPortal } from '../server/build';
import { dealToLanes } from '../tests/setup/browser-lanes';

const vitest = (files: readonly string[]) => ['vitest', 'run', '--project', 'browser', ...files];

/** The vitest processes running: Ctrl-C or a stop is passed on to them, so each closes its server and browser. */
const running = new Set<ChildProcess>();
let stoppedBy: NodeJS.Signals | null = null;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stoppedBy = signal;
    for (const child of running) child.kill(signal);
  });
}

/** Starts vitest; it counts as running until it closes, and answers whether it passed. */
function startVitest(files: readonly string[], options: SpawnOptions): [ChildProcess, Promise<boolean>] {
  const child = spawn('npx', vitest(files), options);
  running.add(child);
  const passed = new Promise<boolean>((resolve) =>
    child.on('close', (code) => {
      running.delete(child);
      resolve(code === 0);
    }),
  );
  return [child, passed];
}

/** Runs one lane; every line it prints is prefixed with its name. Answers whether it passed. */
function runLane(name: string, files: readonly string[], env: NodeJS.ProcessEnv): Promise<boolean> {
  const [child, passed] = startVitest(files, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream }).on('line', (line) => console.log(`${name} │ ${line}`));
  }
  return passed;
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
      if (!ok && !stoppedBy) console.error(`lane ${index + 1} failed: its FAIL lines above name the files`);
    });
    return passed.every(Boolean);
  } finally {
    await rm(distDir, { recursive: true, force: true });
  }
}

async function runGiven(args: readonly string[]): Promise<boolean> {
  return startVitest(args, { stdio: 'inherit' })[1];
}

const args = process.argv.slice(2);
const passed = await (args.length > 0 ? runGiven(args) : runInLanes());
// Stopped by a signal: the shell's usual 128 + its number (130 for Ctrl-C), once the lanes have closed.
process.exitCode = stoppedBy ? 128 + os.constants.signals[stoppedBy] : passed ? 0 : 1;
