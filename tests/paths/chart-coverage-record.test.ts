// The visualizer colours each transition from `src/visualizer/chart-coverage.gen.json`, which
// `npm run charts` writes from the generated paths. This test regenerates that coverage from the charts as
// they are now and fails when the record no longer matches, so product owners never review stale colours.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generateTransitionPaths } from '@/flows/graph/generate-transition-paths';
import { loadCharts } from '@/journeys/charts';
import { loadPathOptions } from '@/scripts/chart-sources';
import record from '@/src/visualizer/chart-coverage.gen.json';

const root = fileURLToPath(new URL('../..', import.meta.url));
const recorded = record as Record<string, { transitions: string[]; covered: string[] } | undefined>;

describe('recorded chart coverage', async () => {
  const machines = await loadCharts();

  it('finds the charts', () => {
    expect(machines.length).toBeGreaterThan(0);
  });

  for (const machine of machines) {
    it(`${machine.id}: matches the coverage the generated paths reach now (run \`npm run charts\` if not)`, async () => {
      const options = await loadPathOptions(root, machine);
      expect(options, `${machine.id} has no path events`).toBeDefined();
      const result = generateTransitionPaths(machine, options!);
      const entry = recorded[machine.id];
      expect(entry, `no coverage recorded for ${machine.id}`).toBeDefined();
      expect([...entry!.transitions].sort()).toEqual(result.transitions.map((t) => t.id).sort());
      expect([...entry!.covered].sort()).toEqual([...result.covered].sort());
    });
  }
});
