// What the browser runs of the journeys walked, per chart, in `src/visualizer/journey-runs.gen.json` (what
// `/flows` shows, decision 266). A chart's entry is written when its suite ran every journey and all of
// them passed: it then holds only what the plans say, so a run on an unchanged plan rewrites the same bytes
// and the tree stays clean; a narrowed or failing run writes nothing.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import type { JourneyRuns, JourneyRun } from '@/src/visualizer/journey-runs';
import type { ExpandedJourney, JourneyFile } from './journey-data';

export const RECORD_FILE = fileURLToPath(
  new URL('../../../src/visualizer/journey-runs.gen.json', import.meta.url),
);

/** The chart's entry from the journeys that passed in the browser. */
export function runOf(file: JourneyFile, passed: readonly ExpandedJourney[]): JourneyRun {
  const walkedTransitions = new Set(passed.flatMap((journey) => journey.transitions));
  const walkedDecisions = new Set(passed.flatMap((journey) => journey.decisions));
  return {
    plan: file.fingerprint,
    journeys: file.journeys.length,
    passed: passed.length,
    transitions: file.items.transitions.map((id) => ({ id, walked: walkedTransitions.has(id) })),
    decisions: file.items.decisions.map(({ rule, outcome, id }) => ({
      rule,
      outcome,
      walked: walkedDecisions.has(id),
    })),
  };
}

export async function recordRun(chart: string, run: JourneyRun): Promise<void> {
  const before = await readFile(RECORD_FILE, 'utf8').catch(() => '{}');
  const runs = JSON.parse(before) as JourneyRuns;
  runs[chart] = run;
  const sorted = Object.fromEntries(Object.entries(runs).sort(([a], [b]) => a.localeCompare(b)));
  const options = { ...((await resolveConfig(RECORD_FILE)) ?? {}), filepath: RECORD_FILE };
  const text = await format(JSON.stringify(sorted), options);
  if (text !== before) await writeFile(RECORD_FILE, text);
}
