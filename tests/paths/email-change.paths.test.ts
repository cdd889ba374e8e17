import { describe } from 'vitest';
import { emailChangeMachine } from '@/machines/email-change.machine';
import { emailChangeEvents, emailChangePathInput } from './email-change.events';
import { pathTests } from './path-coverage';

describe('email-change chart', () => {
  pathTests({
    machine: emailChangeMachine,
    events: emailChangeEvents,
    input: emailChangePathInput,
    invariants: [
      {
        name: 'The sign-in e-mail changes only after the confirmation',
        into: 'emailChange.updating',
        passesThrough: ['emailChange.confirming'],
      },
      {
        name: 'Every changed e-mail ends in the forced sign-out',
        into: 'emailChange.signedOut',
        passesThrough: ['emailChange.updating', 'emailChange.signingOut'],
      },
    ],
  });
});
