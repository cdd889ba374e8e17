import { describe, expect, it } from 'vitest';
import { assign, fromPromise, setup } from 'xstate';
import { generateTransitionPaths } from './generate-transition-paths';
import { deadEnds, invariantViolations, unreachableStates } from './graph-properties';
import { listTransitions } from './list-transitions';

const gate = setup({
  types: {
    context: {} as { age: number },
    events: {} as { type: 'age.set'; age: number } | { type: 'go' } | { type: 'back' },
  },
  actors: { save: fromPromise<string, void>(async () => 'saved') },
  guards: { isAdult: ({ context }) => context.age >= 18 },
}).createMachine({
  id: 'gate',
  context: { age: 0 },
  initial: 'ask',
  states: {
    ask: {
      on: {
        'age.set': { actions: assign({ age: ({ event }) => event.age }) },
        go: [{ guard: 'isAdult', target: 'saving' }, { target: 'refused' }],
      },
    },
    refused: { always: { target: 'ask' } },
    saving: { invoke: { id: 'save', src: 'save', onDone: 'done', onError: 'ask' } },
    done: { type: 'final' },
  },
});

describe('listTransitions', () => {
  it('lists each guarded branch, eventless and invoke outcome as its own transition', () => {
    expect(listTransitions(gate).map((t) => t.id)).toEqual([
      'gate.ask|age.set|0',
      'gate.ask|go|0',
      'gate.ask|go|1',
      'gate.refused||0',
      'gate.saving|xstate.done.actor.save|0',
      'gate.saving|xstate.error.actor.save|0',
    ]);
    expect(listTransitions(gate)[1]).toMatchObject({ guard: 'isAdult', targets: ['gate.saving'] });
  });
});

describe('generateTransitionPaths', () => {
  it('walks every transition, including always and invoke error, when events cover each guard outcome', () => {
    const set = generateTransitionPaths(gate, {
      events: () => [
        { type: 'age.set', age: 30 },
        { type: 'go' },
        { type: 'xstate.done.actor.save', output: 'saved' } as never,
      ],
    });
    expect(set.missing).toEqual([]);
    expect(set.covered.has('gate.refused||0')).toBe(true);
    expect(set.covered.has('gate.saving|xstate.error.actor.save|0')).toBe(true);
    expect(unreachableStates(gate, set)).toEqual([]);
  });

  it('names the transitions no path walks', () => {
    const set = generateTransitionPaths(gate, { events: () => [{ type: 'go' }] });
    expect(set.missing.map((t) => t.id)).toEqual([
      'gate.ask|age.set|0',
      'gate.ask|go|0',
      'gate.saving|xstate.done.actor.save|0',
      'gate.saving|xstate.error.actor.save|0',
    ]);
    expect(unreachableStates(gate, set)).toEqual(['gate.saving', 'gate.done']);
  });

  it('checks declared invariants over every path', () => {
    const set = generateTransitionPaths(gate, {
      events: () => [
        { type: 'age.set', age: 30 },
        { type: 'go' },
        { type: 'xstate.done.actor.save', output: 'saved' } as never,
      ],
    });
    expect(
      invariantViolations(set, { name: 'saves first', into: 'gate.done', passesThrough: ['gate.saving'] }),
    ).toEqual([]);
    expect(
      invariantViolations(set, { name: 'refused first', into: 'gate.done', passesThrough: ['gate.refused'] })
        .length,
    ).toBeGreaterThan(0);
  });
});

describe('deadEnds', () => {
  it('finds a non-final state with no way out', () => {
    const stuck = setup({}).createMachine({
      id: 'stuck',
      initial: 'a',
      states: { a: { on: { next: 'b' } }, b: {} },
    });
    expect(deadEnds(stuck)).toEqual(['stuck.b']);
    expect(deadEnds(gate)).toEqual([]);
  });
});
