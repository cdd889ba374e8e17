// `npm test`'s runner on a real throwaway package: the steps run in order, the first failure stops the
// rest and is named with the command that reruns it alone.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'run-steps-'));
  const runner = `tsx ${join(root, 'scripts/run-steps.ts')}`;
  const scripts = {
    typecheck: 'echo step-one-ran',
    lint: 'echo lint-complains >&2 && exit 3',
    'test:unit': 'echo step-three-ran',
    test: `${runner} typecheck lint test:unit`,
    'test:fine': `${runner} typecheck test:unit`,
  };
  await writeFile(join(dir, 'package.json'), JSON.stringify({ name: 'steps', private: true, scripts }));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const npm = (script: string) =>
  spawnSync('npm', ['run', script], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH}` },
  });

describe('run-steps', () => {
  it('stops at the failing step and says how to rerun it alone', () => {
    const run = npm('test');
    expect(run.status).toBe(3);
    expect(run.stdout).toContain('step-one-ran');
    expect(run.stdout).not.toContain('step-three-ran');
    expect(run.stderr).toContain(
      "npm test: step 'lint' failed (exit code 3) — rerun it alone with: npm run lint",
    );
  });

  it('runs every step when all pass', () => {
    const run = npm('test:fine');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('step-one-ran');
    expect(run.stdout).toContain('step-three-ran');
  });
});
