import { describe } from 'vitest';
import { homePortFlow } from '@/flows/home-port.flow';
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
