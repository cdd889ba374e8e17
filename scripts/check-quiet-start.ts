// CI's check of a newcomer's first minute (issue 32, decision 200), run by .ci/run:
//   tsx scripts/check-quiet-start.ts install <log>   the captured output of `npm ci` has no `npm warn` line
//   tsx scripts/check-quiet-start.ts start           runs the real `npm start` (free port, throwaway data
//                                                     folder) until it is ready, checks what it printed,
//                                                     that the portal answers and that no source map is
//                                                     served, then stops it
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtDistDir } from '../server/paths.ts';
import { installProblems, startProblems } from './quiet-output.ts';

const READY = /^Sandbox data: .*\n/m;
const TIMEOUT_MS = 300_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

const groupAlive = (pid: number) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Stops a process group with SIGTERM (the server closes its database) and waits until it is gone. */
async function stopGroup(pid: number | undefined) {
  if (!pid || !groupAlive(pid)) return;
  process.kill(-pid, 'SIGTERM');
  for (let waited = 0; groupAlive(pid) && waited < 10_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Runs `npm start` until its output says it is ready; answers that output and a way to stop it. */
async function startPortal(env: NodeJS.ProcessEnv) {
  // Its own process group, so stopping it stops npm, tsx and the server together.
  const child = spawn('npm', ['start'], { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`npm start not ready after ${TIMEOUT_MS} ms`)),
      TIMEOUT_MS,
    );
    const take = (chunk: Buffer) => {
      output += chunk.toString();
      if (READY.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited (${code}) before it was ready`));
    });
  });
  try {
    await ready;
  } catch (error) {
    await stopGroup(child.pid);
    console.error(output);
    throw error;
  }
  return { output, stop: () => stopGroup(child.pid) };
}

async function checkStart(): Promise<string[]> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'quiet-start-data-'));
  const { output, stop } = await startPortal({
    ...process.env,
    PORT: String(port),
    SANDBOX_DATA_DIR: dataDir,
  });
  try {
    console.log(output.trimEnd());
    const problems = startProblems(output);
    const url = `http://127.0.0.1:${port}`;
    const page = await fetch(`${url}/`);
    if (page.status !== 200) problems.push(`GET / answered ${page.status}`);
    const script = (await readdir(join(builtDistDir, 'assets'))).find((name) => name.endsWith('.js'));
    if (!script) problems.push('the build wrote no script to dist/assets/');
    else {
      if ((await readFile(join(builtDistDir, 'assets', script), 'utf8')).includes('sourceMappingURL')) {
        problems.push(`dist/assets/${script} names a source map`);
      }
      const map = await fetch(`${url}/assets/${script}.map`);
      if (map.status !== 404) problems.push(`GET /assets/${script}.map answered ${map.status}, not 404`);
    }
    return problems;
  } finally {
    await stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const [what, log] = process.argv.slice(2);
const problems =
  what === 'install' && log
    ? installProblems(await readFile(log, 'utf8'))
    : what === 'start'
      ? await checkStart()
      : ['usage: tsx scripts/check-quiet-start.ts install <npm-ci-output> | start'];
if (problems.length > 0) {
  console.error(`\ncheck-quiet-start ${what ?? ''}:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`check-quiet-start ${what}: clean`);
