// Chart snapshots of any git ref (or the working tree): the ref's files are extracted with `git archive`
// into a temporary folder that borrows this tree's node_modules, and `chart-snapshot-tree.ts` runs there
// with that folder's tsconfig, so its charts are the ref's. `saveReleaseSnapshots` keeps one folder per
// release tag under docs/charts/snapshots/ (one JSON model per chart); with no tag yet, the working tree
// is recorded once under package.json's version. `current/` holds the working tree's, for `/flows`.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { format } from 'prettier';
import type { ChartSnapshot } from '@/src/visualizer/chart-snapshot';

const run = promisify(execFile);
const treeScript = join(import.meta.dirname, 'chart-snapshot-tree.ts');

async function snapshotTree(root: string, tree: string, version: string): Promise<ChartSnapshot[]> {
  const out = join(await mkdtemp(join(tmpdir(), 'chart-snapshot-')), 'charts.json');
  try {
    // Under the asset hooks (an older tree without them imports no assets), as `npm run charts` runs.
    const hooks = join(tree, 'scripts/asset-imports.ts');
    const imports = existsSync(hooks) ? ['--import', hooks] : [];
    await run(join(root, 'node_modules/.bin/tsx'), [...imports, treeScript, version, out], {
      cwd: tree,
      env: { ...process.env, TSX_TSCONFIG_PATH: join(tree, 'tsconfig.json') },
      maxBuffer: 64 * 1024 * 1024,
    });
    return JSON.parse(await readFile(out, 'utf8')) as ChartSnapshot[];
  } finally {
    await rm(join(out, '..'), { recursive: true, force: true });
  }
}

/** Every chart's snapshot at `ref` (a tag, branch or commit), or of the working tree when `ref` is absent. */
export async function snapshotsOf(root: string, ref?: string): Promise<ChartSnapshot[]> {
  if (ref === undefined) return snapshotTree(root, root, 'working tree');
  const tree = await mkdtemp(join(tmpdir(), 'chart-ref-'));
  try {
    await run('bash', ['-c', `git archive --format=tar "$1" | tar -x -C "$2"`, 'archive', ref, tree], {
      cwd: root,
      maxBuffer: 64 * 1024 * 1024,
    });
    await symlink(join(root, 'node_modules'), join(tree, 'node_modules'));
    return await snapshotTree(root, tree, ref);
  } finally {
    await rm(tree, { recursive: true, force: true });
  }
}

export const snapshotDir = (root: string) => join(root, 'docs/charts/snapshots');
/** The folder of the working tree's snapshot, refreshed by every `npm run charts`. */
const CURRENT = 'current';

async function writeSnapshots(root: string, version: string, snapshots: ChartSnapshot[]): Promise<void> {
  const dir = join(snapshotDir(root), version);
  await mkdir(dir, { recursive: true });
  for (const snapshot of snapshots) {
    const file = join(dir, `${snapshot.id}.json`);
    await writeFile(file, await format(JSON.stringify({ ...snapshot, version }), { filepath: file }));
  }
}

/**
 * The working tree's snapshot as `current` (what `/flows` compares a release with), then one folder per
 * release tag not yet saved; with no tag yet, the working tree is recorded once as the package version.
 */
export async function saveReleaseSnapshots(root: string): Promise<void> {
  const current = await snapshotsOf(root);
  await rm(join(snapshotDir(root), CURRENT), { recursive: true, force: true });
  await writeSnapshots(root, CURRENT, current);
  const { stdout } = await run('git', ['tag', '--list'], { cwd: root });
  const tags = stdout.split('\n').filter(Boolean);
  if (tags.length === 0) {
    const { version } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as { version: string };
    if (existsSync(join(snapshotDir(root), version))) return;
    await writeSnapshots(root, version, current);
    console.log(`no release tag yet: recorded the charts as ${version} in docs/charts/snapshots/`);
    return;
  }
  for (const tag of tags) {
    if (existsSync(join(snapshotDir(root), tag))) continue;
    await writeSnapshots(root, tag, await snapshotsOf(root, tag));
    console.log(`recorded the charts of ${tag} in docs/charts/snapshots/${tag}/`);
  }
}
