import { describe } from 'vitest';
import { renewalMachine } from '@/machines/renewal.machine';
import { pathTests } from './path-coverage';
import { renewalEvents, renewalPathInput } from './renewal.events';

describe('renewal chart', () => {
  pathTests({
    machine: renewalMachine,
    events: renewalEvents,
    input: renewalPathInput,
    invariants: [
      {
        name: 'payment only after the terms are agreed',
        into: 'renewal.payment',
        passesThrough: ['renewal.terms'],
      },
      {
        name: 'the terms only with a boat on file or just saved',
        into: 'renewal.terms',
        passesThrough: ['renewal.contact'],
      },
      {
        name: 'confirmation only after a checkout',
        into: 'renewal.confirmation',
        passesThrough: ['renewal.payment.submitting'],
      },
    ],
  });
});
