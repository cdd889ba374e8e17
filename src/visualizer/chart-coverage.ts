// Which transitions the generated tests walk, per chart. `npm run charts` runs `generateTransitionPaths`
// with each chart's path-test events and records the result in `chart-coverage.gen.json`, so the browser
// neither ships the path generator nor the test fixtures. A chart changed since then reads as stale:
// transitions it did not know are shown as unknown, not as walked.
import type { AnyStateMachine, EventObject } from 'xstate';
import { listTransitions } from '@/flows/graph/list-transitions';
import recorded from './chart-coverage.gen.json';

export interface RecordedCoverage {
  /** Every transition id of the chart when coverage was recorded. */
  transitions: string[];
  /** The ids some generated path walks. */
  covered: string[];
  /** The distinct events the generated paths send (real payloads, offered in simulate mode). */
  events: EventObject[];
  /** Per walked transition id: the event a generated path sent to take it (worded on the drawing). */
  walkedBy: Record<string, EventObject>;
}

export type CoverageRecord = Record<string, RecordedCoverage>;

export interface CoverageSummary {
  covered: number;
  total: number;
  /** The chart's transitions differ from those recorded: run `npm run charts`. */
  stale: boolean;
}

const coverageRecord = recorded as unknown as CoverageRecord;

/** Per current transition id: walked or not; ids unknown to the record are left out (unknown). */
export function transitionCoverage(
  machine: AnyStateMachine,
  record: CoverageRecord = coverageRecord,
): Map<string, boolean> | undefined {
  const entry = record[machine.id];
  if (!entry) return undefined;
  const known = new Set(entry.transitions);
  const covered = new Set(entry.covered);
  return new Map(
    listTransitions(machine)
      .filter((transition) => known.has(transition.id))
      .map((transition) => [transition.id, covered.has(transition.id)]),
  );
}

export function coverageSummary(
  machine: AnyStateMachine,
  record: CoverageRecord = coverageRecord,
): CoverageSummary | undefined {
  const entry = record[machine.id];
  if (!entry) return undefined;
  const current = listTransitions(machine).map((transition) => transition.id);
  const known = new Set(entry.transitions);
  const covered = new Set(entry.covered);
  return {
    covered: current.filter((id) => covered.has(id)).length,
    total: current.length,
    stale: current.length !== known.size || current.some((id) => !known.has(id)),
  };
}

/** The generated paths' events of a chart, as payload variants for simulate mode. */
export function recordedEvents(
  machine: AnyStateMachine,
  record: CoverageRecord = coverageRecord,
): EventObject[] {
  return record[machine.id]?.events ?? [];
}

/** Per transition id: the event a generated path took it with. */
export function recordedWalks(
  machine: AnyStateMachine,
  record: CoverageRecord = coverageRecord,
): Record<string, EventObject> {
  return record[machine.id]?.walkedBy ?? {};
}
