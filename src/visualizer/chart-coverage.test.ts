import { describe, expect, it } from 'vitest';
import { listTransitions } from '@/flows/graph/list-transitions';
import { coverageSummary, transitionCoverage } from './chart-coverage';
import { fixtureMachine } from './fixture-machine';

const ids = listTransitions(fixtureMachine).map((transition) => transition.id);

describe('recorded coverage', () => {
  it('marks each current transition walked or not', () => {
    const coverage = transitionCoverage(fixtureMachine, {
      fixture: { transitions: ids, covered: [ids[0]!], events: [], walkedBy: {} },
    });
    expect(coverage?.size).toBe(ids.length);
    expect(coverage?.get(ids[0]!)).toBe(true);
    expect(coverage?.get(ids[1]!)).toBe(false);
  });

  it('leaves transitions the record does not know as unknown and calls the record stale', () => {
    const record = {
      fixture: { transitions: ids.slice(1), covered: ids.slice(1), events: [], walkedBy: {} },
    };
    expect(transitionCoverage(fixtureMachine, record)?.has(ids[0]!)).toBe(false);
    expect(coverageSummary(fixtureMachine, record)).toEqual({
      covered: ids.length - 1,
      total: ids.length,
      stale: true,
    });
    expect(
      coverageSummary(fixtureMachine, {
        fixture: { transitions: ids, covered: [], events: [], walkedBy: {} },
      })?.stale,
    ).toBe(false);
  });

  it('has nothing to say about a chart never recorded', () => {
    expect(transitionCoverage(fixtureMachine, {})).toBeUndefined();
    expect(coverageSummary(fixtureMachine, {})).toBeUndefined();
  });
});
