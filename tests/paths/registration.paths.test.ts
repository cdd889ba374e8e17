import { describe } from 'vitest';
import { registrationFlow } from '@/journeys/registration/registration.journey';
import { registrationMachine } from '@/machines/registration.machine';
import { pathTests } from './path-coverage';
import { registrationEvents } from './registration.events';

describe('registration chart', () => {
  pathTests({
    machine: registrationMachine,
    events: registrationEvents,
    invariants: registrationFlow.invariants ?? [],
  });
});
