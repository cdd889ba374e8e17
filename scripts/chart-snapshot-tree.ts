// Snapshots every chart of the source tree this process runs in (its working directory, whose tsconfig
// resolves `@/`): `tsx scripts/chart-snapshot-tree.ts <version> <out.json>`. `scripts/chart-snapshots.ts`
// runs it in an extracted git ref, so an older release's machines, bindings and path events are read with
// today's snapshot code (imported relatively from this script's own tree).
import { writeFile } from 'node:fs/promises';
import type { AnyStateMachine } from 'xstate';
import { snapshotOfEntry } from './chart-snapshot-entry';
import type { JourneyEntry } from '@/flows/journey';
import { journeyRegistry } from '@/journeys/registry';
import type { ChartSnapshot } from '../src/visualizer/chart-snapshot';

const [version, out] = process.argv.slice(2);
if (!version || !out) throw new Error('usage: chart-snapshot-tree.ts <version> <out.json>');

// A tree from before `journeys/charts.ts` (2026-11-28) loads each chart from its registry entry.
type TreeEntry = JourneyEntry & { chart?: () => Promise<AnyStateMachine> };
const sources = await import('@/journeys/charts').catch(() => null);
const chartOf = (entry: TreeEntry): Promise<AnyStateMachine> => {
  if (entry.chart) return entry.chart();
  if (!sources) throw new Error(`No chart loader for '${entry.about.id}' in this tree.`);
  return sources.chartSource(entry.about.id).chart();
};

const snapshots: ChartSnapshot[] = [];
for (const entry of journeyRegistry as readonly TreeEntry[])
  snapshots.push(await snapshotOfEntry(process.cwd(), entry, await chartOf(entry), version));
await writeFile(out, JSON.stringify(snapshots));
