import { describe } from 'vitest';
import { passwordChangeMachine } from '@/machines/password-change.machine';
import { passwordChangeEvents, passwordChangePathInput } from './password-change.events';
import { pathTests } from './path-coverage';

describe('password-change chart', () => {
  pathTests({
    machine: passwordChangeMachine,
    events: passwordChangeEvents,
    input: passwordChangePathInput,
    invariants: [
      {
        name: 'Leaving for the ticket page always passes the ticket request and the sign-out',
        into: 'passwordChange.leaving',
        passesThrough: [
          'passwordChange.confirming',
          'passwordChange.requestingTicket',
          'passwordChange.signingOut',
        ],
      },
    ],
  });
});
