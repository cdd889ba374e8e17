// Path-test events of the password-change chart: each event, and each actor outcome, the chart can take next.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { PasswordChangeEvent, PasswordChangeInput } from '@/machines/password-change.machine';

export const passwordChangePathInput: PasswordChangeInput = { userId: 'idp|gold', clientId: 'member-portal' };

export function passwordChangeEvents(snapshot: AnyMachineSnapshot): EventObject[] {
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
