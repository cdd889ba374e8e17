// A small chart for the visualizer's tests: nesting, a context guard whose outcome depends on the
// scenario, an event guard, an invoke with done/error outcomes, a targetless transition and a final state.
import { assign, fromPromise, setup } from 'xstate';

interface FixtureContext {
  boatState: string;
  pin: number;
  marks: number;
}

type FixtureEvent =
  | { type: 'type.pick'; homePortType: string }
  | { type: 'step.back' }
  | { type: 'pin.drag' }
  | { type: 'locate.submit' };

export const fixtureMachine = setup({
  types: { context: {} as FixtureContext, events: {} as FixtureEvent, input: {} as { boatState?: string } },
  actors: { reverseGeocode: fromPromise<{ city: string }>(async () => ({ city: 'Miami' })) },
  guards: {
    isLakeCardState: ({ context }) => context.boatState === 'FL',
    typeChosen: ({ event }) => event.type === 'type.pick' && event.homePortType !== '',
  },
  actions: {
    movePin: assign({ pin: ({ context }) => context.pin + 1 }),
    flagMoveMarker: assign({ marks: ({ context }) => context.marks + 1 }),
  },
}).createMachine({
  id: 'fixture',
  initial: 'type',
  context: ({ input }) => ({ boatState: input.boatState ?? 'MN', pin: 0, marks: 0 }),
  states: {
    type: {
      on: {
        'type.pick': [
          { guard: 'isLakeCardState', target: 'lakeCard' },
          { guard: 'typeChosen', target: 'locate' },
        ],
      },
    },
    lakeCard: { on: { 'step.back': 'type' } },
    locate: {
      initial: 'idle',
      tags: ['map'],
      on: { 'step.back': 'type', 'locate.submit': { actions: 'flagMoveMarker' } },
      states: {
        idle: { on: { 'pin.drag': { target: 'geocoding', actions: 'movePin' } } },
        geocoding: {
          tags: ['loading'],
          invoke: { id: 'reverseGeocode', src: 'reverseGeocode', onDone: '#fixture.done', onError: 'idle' },
        },
      },
    },
    done: { type: 'final' },
  },
});
