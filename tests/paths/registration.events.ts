// Event payload variants for the registration chart: one per guard outcome and per invoke outcome.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { RegistrationEvent } from '@/machines/registration.machine';

export function registrationEvents(snapshot: AnyMachineSnapshot): EventObject[] {
  const events: Array<RegistrationEvent | (EventObject & { output: unknown })> = [
    { type: 'registration.start', userId: null, fromNavigation: null },
    {
      type: 'registration.start',
      userId: 'idp|nomember',
      fromNavigation: { membershipNumber: 'GC100001', expirationDate: '2030-12-31' },
    },
    { type: 'registration.start', userId: 'idp|nomember', fromNavigation: null },
    // 'Register' with the number left empty, and with both fields right.
    { type: 'registration.submit', values: { membershipNumber: '', expirationDate: '12/31/2030' } },
    { type: 'registration.submit', values: { membershipNumber: 'GC100001', expirationDate: '12/31/2030' } },
    { type: 'registration.retry' },
    { type: 'registration.signOut' },
    { type: 'xstate.done.actor.verifyRegistration', output: { accountId: 'acc-gold' } },
  ];
  return events.filter((e) => snapshot.can(e as never) || e.type.startsWith('xstate.'));
}

/** The registration chart takes no input: the route starts it with `registration.start`. */
export const registrationPathInput = {};
