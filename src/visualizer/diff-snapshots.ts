// The saved chart snapshots the visualizer can compare with (`docs/charts/snapshots/<version>/<chart>.json`,
// written by `npm run charts`): `current` is the working tree's at the last run, the others are releases.
// Each file loads on its own, only when a comparison asks for it.
import type { ChartSnapshot } from './chart-snapshot';

export interface SnapshotStore {
  versions: (chartId: string) => string[];
  load: (version: string, chartId: string) => Promise<ChartSnapshot | undefined>;
}

export const CURRENT_SNAPSHOT = 'current';

const files = import.meta.glob<ChartSnapshot>('../../docs/charts/snapshots/*/*.json', { import: 'default' });
const fileOf = (version: string, chartId: string) => `../../docs/charts/snapshots/${version}/${chartId}.json`;

export const savedSnapshots: SnapshotStore = {
  versions: (chartId) =>
    Object.keys(files)
      .map((path) => /snapshots\/([^/]+)\/([^/]+)\.json$/.exec(path))
      .filter((match) => match?.[2] === chartId && match[1] !== CURRENT_SNAPSHOT)
      .map((match) => match?.[1] ?? '')
      .sort()
      .reverse(),
  load: async (version, chartId) => files[fileOf(version, chartId)]?.(),
};
