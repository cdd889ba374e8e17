// What the browser runs of the generated journeys walked, per chart (decision 266): written by the journey
// suites (tests/browser/journeys/journey-record.ts) into `journey-runs.gen.json` when every journey of a
// chart passed in Chromium, against the plan it ran (`plan`, the fingerprint of its journeys file). `/flows`
// shows transition and decision coverage from this record only: a chart without a browser run of a journey
// plan shows no percentage.
import recorded from './journey-runs.gen.json';

export interface JourneyRun {
  /** Fingerprint of the journeys file the run replayed. */
  plan: string;
  /** Journeys in the plan, and how many of them a browser walked and passed. */
  journeys: number;
  passed: number;
  /** Every transition of the chart, walked or not by a passed journey. */
  transitions: Array<{ id: string; walked: boolean }>;
  /** Every decision item of the chart in words, walked or not by a passed journey. */
  decisions: Array<{ rule: string; outcome: string; walked: boolean }>;
}

export type JourneyRuns = Record<string, JourneyRun>;

export const journeyRuns = recorded as unknown as JourneyRuns;
