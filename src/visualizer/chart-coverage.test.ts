import { describe, expect, it } from 'vitest';
import { listTransitions } from '@/flows/graph/list-transitions';
import { coverageSummary, transitionCoverage } from './chart-coverage';
import { fixtureMachine } from './fixture-machine';
import type { JourneyRun } from './journey-runs';

const ids = listTransitions(fixtureMachine).map((transition) => transition.id);

const run = (transitions: string[], walked: string[]): JourneyRun => ({
  plan: 'plan',
  journeys: 2,
  passed: 2,
  transitions: transitions.map((id) => ({ id, walked: walked.includes(id) })),
  decisions: [
    { rule: 'Where do you boat?', outcome: 'Salt water', walked: true },
    { rule: 'Where do you boat?', outcome: 'Both', walked: false },
  ],
});

describe('coverage measured by the browser runs', () => {
  it('marks each current transition walked or not, and counts the decisions walked', () => {
    const runs = { fixture: run(ids, [ids[0]!]) };
    const coverage = transitionCoverage(fixtureMachine, runs);
    expect(coverage?.size).toBe(ids.length);
    expect(coverage?.get(ids[0]!)).toBe(true);
    expect(coverage?.get(ids[1]!)).toBe(false);
    expect(coverageSummary(fixtureMachine, runs)).toEqual({
      covered: 1,
      total: ids.length,
      decisions: { walked: 1, total: 2 },
      stale: false,
    });
  });

  it('leaves transitions the run does not know as unknown and calls the run stale', () => {
    const runs = { fixture: run(ids.slice(1), ids.slice(1)) };
    expect(transitionCoverage(fixtureMachine, runs)?.has(ids[0]!)).toBe(false);
    expect(coverageSummary(fixtureMachine, runs)).toMatchObject({
      covered: ids.length - 1,
      total: ids.length,
      stale: true,
    });
  });

  it('has no percentage for a chart without a journey plan run in a browser', () => {
    expect(transitionCoverage(fixtureMachine, {})).toBeUndefined();
    expect(coverageSummary(fixtureMachine, {})).toBeUndefined();
  });
});
