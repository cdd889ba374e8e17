import { describe } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { passwordChangeMachine, type PasswordChangeEvent } from '@/machines/password-change.machine';
import { pathTests } from './path-coverage';

function passwordChangeEvents(snapshot: AnyMachineSnapshot): EventObject[] {
  const events: Array<PasswordChangeEvent | (EventObject & { output: unknown })> = [
    { type: 'password.change' },
    { type: 'password.confirm' },
    { type: 'password.cancel' },
    {
      type: 'xstate.done.actor.requestPasswordTicket',
      output: { ticket: '/api/idp/login?password_ticket=t1' },
    },
    { type: 'xstate.done.actor.signOut', output: undefined },
  ];
  return events.filter((e) => snapshot.can(e as never) || e.type.startsWith('xstate.'));
}

describe('password-change chart', () => {
  pathTests({
    machine: passwordChangeMachine,
    events: passwordChangeEvents,
    input: { userId: 'idp|gold', clientId: 'member-portal' },
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
