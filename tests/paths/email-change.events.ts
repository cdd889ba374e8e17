// Path-test events of the email-change chart: each event, and each actor outcome, the chart can take next.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { EmailChangeEvent, EmailChangeInput } from '@/machines/email-change.machine';

export const emailChangePathInput: EmailChangeInput = {
  currentEmail: 'gold@example.com',
  newEmail: 'grace.new@example.com',
  memberNumber: 'GC100001',
};

export function emailChangeEvents(snapshot: AnyMachineSnapshot): EventObject[] {
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
