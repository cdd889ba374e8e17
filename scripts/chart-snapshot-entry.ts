// One registry entry's chart snapshot, with its generated journeys (the path tests' events under `root`).
// The machine is passed apart from the entry so a test can snapshot a modified copy of a chart.
import type { AnyStateMachine } from 'xstate';
import { walksOf, wordedEntry } from './chart-entry-words';
import { loadPathOptions } from './chart-sources';
import { generateTransitionPaths } from '@/flows/graph/generate-transition-paths';
import type { JourneyEntry } from '@/flows/journey';
import { readChart } from '../src/visualizer/chart-model';
import { takeSnapshot, type ChartSnapshot } from '../src/visualizer/chart-snapshot';
import { chartWording } from '../src/visualizer/chart-view-words';

export async function snapshotOfEntry(
  root: string,
  entry: JourneyEntry,
  machine: AnyStateMachine,
  version: string,
): Promise<ChartSnapshot> {
  const options = await loadPathOptions(root, machine);
  const paths = options ? generateTransitionPaths(machine, options) : undefined;
  const worded = await wordedEntry(entry, machine);
  return takeSnapshot({
    chart: readChart(machine),
    title: entry.about.title,
    version,
    wording: chartWording(worded, paths ? walksOf(paths).walkedBy : {}),
    steps: worded.states,
    paths: paths?.paths,
    invariants: worded.invariants,
  });
}
