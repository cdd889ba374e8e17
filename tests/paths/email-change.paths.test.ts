import { describe } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { emailChangeMachine, type EmailChangeEvent } from '@/machines/email-change.machine';
import { pathTests } from './path-coverage';

function emailChangeEvents(snapshot: AnyMachineSnapshot): EventObject[] {
  const events: Array<EmailChangeEvent | (EventObject & { output: unknown })> = [
    { type: 'emailChange.confirm' },
    { type: 'emailChange.cancel' },
    {
      type: 'xstate.done.actor.reassociateLogin',
      output: { email: 'grace.new@example.com', membership_number__c: 'GC100001', account_id: 'acc-gold' },
    },
    { type: 'xstate.done.actor.signOut', output: undefined },
  ];
  return events.filter((e) => snapshot.can(e as never) || e.type.startsWith('xstate.'));
}

describe('email-change chart', () => {
  pathTests({
    machine: emailChangeMachine,
    events: emailChangeEvents,
    input: { currentEmail: 'gold@example.com', newEmail: 'grace.new@example.com', memberNumber: 'GC100001' },
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
