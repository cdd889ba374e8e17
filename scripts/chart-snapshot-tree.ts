// Snapshots every chart of the source tree this process runs in (its working directory, whose tsconfig
// resolves `@/`): `tsx scripts/chart-snapshot-tree.ts <version> <out.json>`. `scripts/chart-snapshots.ts`
// runs it in an extracted git ref, so an older release's machines, bindings and path events are read with
// today's snapshot code (imported relatively from this script's own tree).
import { writeFile } from 'node:fs/promises';
import { snapshotOfEntry } from './chart-snapshot-entry';
import { journeyRegistry } from '@/journeys/registry';
import type { ChartSnapshot } from '../src/visualizer/chart-snapshot';

const [version, out] = process.argv.slice(2);
if (!version || !out) throw new Error('usage: chart-snapshot-tree.ts <version> <out.json>');

const snapshots: ChartSnapshot[] = [];
for (const entry of journeyRegistry)
  snapshots.push(await snapshotOfEntry(process.cwd(), entry, await entry.chart(), version));
await writeFile(out, JSON.stringify(snapshots));
