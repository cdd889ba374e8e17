// Snapshots every chart of the source tree this process runs in (its working directory, whose tsconfig
// resolves `@/`): `tsx scripts/chart-snapshot-tree.ts <version> <out.json>`. `scripts/chart-snapshots.ts`
// runs it in an extracted git ref, so an older release's machines, bindings and path events are read with
// today's snapshot code (imported relatively from this script's own tree).
import { writeFile } from 'node:fs/promises';
import { walksOf, wordedEntry } from './chart-entry-words';
import { loadPathOptions } from './chart-sources';
import { generateTransitionPaths } from '@/flows/graph/generate-transition-paths';
import { journeyRegistry } from '@/journeys/registry';
import { readChart } from '../src/visualizer/chart-model';
import { takeSnapshot, type ChartSnapshot } from '../src/visualizer/chart-snapshot';
import { chartWording } from '../src/visualizer/chart-view-words';

const [version, out] = process.argv.slice(2);
if (!version || !out) throw new Error('usage: chart-snapshot-tree.ts <version> <out.json>');

const snapshots: ChartSnapshot[] = [];
for (const entry of journeyRegistry) {
  const machine = await entry.chart();
  const options = await loadPathOptions(process.cwd(), machine);
  const paths = options ? generateTransitionPaths(machine, options) : undefined;
  const worded = await wordedEntry(entry, machine);
  snapshots.push(
    takeSnapshot({
      chart: readChart(machine),
      title: entry.about.title,
      version,
      wording: chartWording(worded, paths ? walksOf(paths).walkedBy : {}),
      steps: worded.states,
      paths: paths?.paths,
      invariants: worded.invariants,
    }),
  );
}
await writeFile(out, JSON.stringify(snapshots));
