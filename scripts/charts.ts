// `npm run charts`: every chart of `machines/` as SVG (the visualizer's elk layout and scene) and Mermaid
// into `docs/charts/`, an index README, and the generated tests' coverage per transition into
// `src/visualizer/chart-coverage.gen.json` (what `/flows` shows).
//
// Machines are read from `machines/*.machine.ts` (the set the registry lists): the script stays free of
// screen imports, which may need a browser, and every chart belongs in the docs, with or without a flow.
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';
import type { AnyStateMachine, EventObject } from 'xstate';
import { walksOf, wordedEntry } from './chart-entry-words';
import { loadPathOptions } from './chart-sources';
import { saveReleaseSnapshots } from './chart-snapshots';
import { writeSimulationInputs } from './simulation-inputs';
import { journeyRegistry } from '@/journeys/registry';
import { chartSource } from '@/journeys/charts';
import { generateTransitionPaths } from '@/flows/graph/generate-transition-paths';
import type { CoverageRecord } from '@/src/visualizer/chart-coverage';
import { layoutOverview } from '@/src/visualizer/chart-layout';
import { readChart } from '@/src/visualizer/chart-model';
import { buildOverview } from '@/src/visualizer/chart-overview';
import { chartWording } from '@/src/visualizer/chart-view-words';
import { renderChartSvg } from '@/src/visualizer/chart-svg';
import { chartToMermaid } from '@/src/visualizer/mermaid-export';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'docs/charts');
const coverageFile = join(root, 'src/visualizer/chart-coverage.gen.json');

interface Written {
  id: string;
  title: string;
  states: number;
  transitions: number;
  covered: number | undefined;
  missing: string[];
}

interface PathCoverage {
  all: string[];
  covered: Set<string>;
  events: EventObject[];
  walkedBy: Record<string, EventObject>;
}

async function coverageOf(machine: AnyStateMachine): Promise<PathCoverage | undefined> {
  const options = await loadPathOptions(root, machine);
  if (!options) return undefined;
  const result = generateTransitionPaths(machine, options);
  const { events, walkedBy } = walksOf(result);
  return {
    all: result.transitions.map((transition) => transition.id),
    covered: result.covered,
    events,
    walkedBy,
  };
}

async function main(): Promise<void> {
  await mkdir(outDir, { recursive: true });
  const written: Written[] = [];
  const record: CoverageRecord = {};
  const machines: AnyStateMachine[] = [];

  for (const entry of journeyRegistry) {
    const machine = await chartSource(entry.about.id).chart();
    machines.push(machine);
    const chart = readChart(machine);
    const coverage = await coverageOf(machine);
    const coverageMap = coverage
      ? new Map(chart.transitions.map((transition) => [transition.id, coverage.covered.has(transition.id)]))
      : undefined;
    const wording = chartWording(await wordedEntry(entry, machine), coverage?.walkedBy ?? {});
    const layout = await layoutOverview(buildOverview(chart, new Set(), wording));
    await writeFile(
      join(outDir, `${machine.id}.svg`),
      renderChartSvg(layout, `${entry.about.title}: statechart`, { coverage: coverageMap }),
    );
    await writeFile(join(outDir, `${machine.id}.mmd`), chartToMermaid(chart));
    if (coverage) {
      record[machine.id] = {
        transitions: coverage.all,
        covered: coverage.all.filter((id) => coverage.covered.has(id)),
        events: coverage.events,
        walkedBy: coverage.walkedBy,
      };
    }
    written.push({
      id: machine.id,
      title: entry.about.title,
      states: chart.states.length - 1,
      transitions: chart.transitions.length,
      covered: coverageMap ? [...coverageMap.values()].filter(Boolean).length : undefined,
      missing: coverageMap ? [...coverageMap].filter(([, walked]) => !walked).map(([id]) => id) : [],
    });
    console.log(
      `${machine.id}: ${chart.states.length - 1} states, ${chart.transitions.length} transitions` +
        (coverageMap ? `, ${written.at(-1)?.covered} walked by generated tests` : ', no path events found'),
    );
  }

  // Charts of machines that no longer exist would mislead reviewers.
  const keep = new Set([
    ...machines.flatMap((machine) => [`${machine.id}.svg`, `${machine.id}.mmd`, 'README.md']),
    // Folders of their own: release snapshots and `npm run charts:diff` reports.
    'snapshots',
    'diff',
  ]);
  for (const file of await readdir(outDir)) {
    if (!keep.has(file)) await rm(join(outDir, file));
  }
  await writeFile(join(outDir, 'README.md'), readme(written));
  await writeFile(
    coverageFile,
    await format(JSON.stringify(record), { parser: 'json', filepath: coverageFile }),
  );
  await writeSimulationInputs(root, machines);
  console.log(
    `wrote ${written.length} charts to docs/charts/ and coverage to src/visualizer/chart-coverage.gen.json`,
  );
  await saveReleaseSnapshots(root);
}

function readme(written: Written[]): string {
  const rows = written.map(
    (chart) =>
      `| ${chart.title} (\`${chart.id}\`) | ${chart.states} | ${chart.transitions} | ${
        chart.covered === undefined ? 'not measured' : `${chart.covered} of ${chart.transitions}`
      } | [SVG](${chart.id}.svg) · [Mermaid](${chart.id}.mmd) |`,
  );
  const missing = written
    .filter((chart) => chart.missing.length)
    .map((chart) => `- \`${chart.id}\`: ${chart.missing.map((id) => `\`${id}\``).join(', ')}`);
  return [
    '# Journey charts',
    '',
    'Generated by `npm run charts` from `machines/` — do not edit by hand. Each chart is drawn with the same',
    'layout as the `/flows` visualizer; edges are green when a generated test path walks them and red dashed',
    'when none does. Steps read as the journey does; an arrow says what happens and, when guarded, the rule.',
    '',
    '| journey (chart) | states | transitions | walked by generated tests | files |',
    '|---|---|---|---|---|',
    ...rows,
    '',
    ...(missing.length ? ['## Transitions no generated path walks', '', ...missing, ''] : []),
    ...written.flatMap((chart) => [
      `## ${chart.title} (\`${chart.id}\`)`,
      '',
      `![${chart.id} statechart](${chart.id}.svg)`,
      '',
    ]),
  ].join('\n');
}

await main();
