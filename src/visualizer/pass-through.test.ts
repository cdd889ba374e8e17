// Which states 'Go to step' leaves out (`isPassThrough`): a routing step that only decides; never a step
// with questions inside that an eventless move may skip (the join's Membership Advisor with a trial).
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { loadCharts } from '@/journeys/charts';
import { isPassThrough } from './simulation';

const machine = createMachine({
  id: 'm',
  initial: 'routing',
  states: {
    routing: { always: [{ target: 'advisor' }] },
    advisor: {
      initial: 'first',
      always: { guard: () => false, target: 'done' },
      states: { first: { on: { answer: 'second' } }, second: {} },
    },
    loading: { always: { target: 'done' }, invoke: { src: 'load' } },
    done: { type: 'final' },
  },
});

describe('isPassThrough', () => {
  it('is a state that only decides, not one with questions or a call inside', () => {
    expect(isPassThrough(machine, 'm.routing')).toBe(true);
    expect(isPassThrough(machine, 'm.advisor')).toBe(false);
    expect(isPassThrough(machine, 'm.loading')).toBe(false);
    expect(isPassThrough(machine, 'm.done')).toBe(false);
  });

  it('offers the join’s Membership Advisor (its questionnaire) among the steps', async () => {
    const purchase = (await loadCharts()).find((chart) => chart.id === 'purchase');
    expect(purchase && isPassThrough(purchase, 'purchase.questionnaire')).toBe(false);
    expect(purchase && isPassThrough(purchase, 'purchase.root.routing')).toBe(true);
  });
});
