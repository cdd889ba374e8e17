// Coverage per chart as `/flows` shows it: transitions and decisions walked by the generated journeys that
// passed in Chromium (journey-runs.ts, decision 266). The path tests' events (`chart-coverage.gen.json`,
// written by `npm run charts`) stay what simulate mode offers and how the drawing words each arrow. A chart
// changed since its run reads as stale: transitions the run did not know are shown as unknown.
import type { AnyStateMachine, EventObject } from 'xstate';
import { listTransitions } from '@/flows/graph/list-transitions';
import recorded from './chart-coverage.gen.json';
import { journeyRuns, type JourneyRuns } from './journey-runs';

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

const coverageRecord = recorded as unknown as CoverageRecord;

export interface CoverageSummary {
  /** Transitions the journeys that passed in Chromium walked, of the chart's. */
  covered: number;
  total: number;
  /** Decision items (each outcome of each rule and question) they walked, of the chart's. */
  decisions: { walked: number; total: number };
  /** The chart's transitions differ from those of the run: regenerate the plans and run them again. */
  stale: boolean;
}

/** Per current transition id: walked or not by the browser run; ids unknown to the run are left out. */
export function transitionCoverage(
  machine: AnyStateMachine,
  runs: JourneyRuns = journeyRuns,
): Map<string, boolean> | undefined {
  const run = runs[machine.id];
  if (!run) return undefined;
  const walked = new Map(run.transitions.map((t) => [t.id, t.walked]));
  return new Map(
    listTransitions(machine)
      .filter((transition) => walked.has(transition.id))
      .map((transition) => [transition.id, walked.get(transition.id) === true]),
  );
}

/**
 * What the browser run of the chart's journey plan walked (decision 266); undefined for a chart with no
 * journey plan run in a browser, which shows no percentage.
 */
export function coverageSummary(
  machine: AnyStateMachine,
  runs: JourneyRuns = journeyRuns,
): CoverageSummary | undefined {
  const run = runs[machine.id];
  if (!run) return undefined;
  const current = listTransitions(machine).map((transition) => transition.id);
  const walked = new Set(run.transitions.filter((t) => t.walked).map((t) => t.id));
  const known = new Set(run.transitions.map((t) => t.id));
  return {
    covered: current.filter((id) => walked.has(id)).length,
    total: current.length,
    decisions: {
      walked: run.decisions.filter((d) => d.walked).length,
      total: run.decisions.length,
    },
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
