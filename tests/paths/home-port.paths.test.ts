import { describe } from 'vitest';
import { homePortFlow } from '@/journeys/home-port/home-port.journey';
import { homePortMachine } from '@/machines/home-port.machine';
import { homePortEvents, homePortPathInput } from './home-port.events';
import { pathTests } from './path-coverage';

describe('home-port chart', () => {
  pathTests({
    machine: homePortMachine,
    events: homePortEvents,
    input: homePortPathInput,
    invariants: homePortFlow.invariants ?? [],
  });
});
