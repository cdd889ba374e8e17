// Event payload variants for the 'Refer a Boater' chart: each field valid, empty and (e-mail) malformed,
// and both outcomes of the create call.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ReferralEvent, ReferralInput } from '@/machines/referral.machine';

export function referralEvents(snapshot: AnyMachineSnapshot): EventObject[] {
  const events: Array<ReferralEvent | (EventObject & { output: unknown })> = [
    { type: 'field.change', field: 'firstName', value: 'Rae' },
    { type: 'field.change', field: 'lastName', value: 'Boater' },
    { type: 'field.change', field: 'email', value: 'rae@example.com' },
    { type: 'field.change', field: 'email', value: 'rae@' },
    { type: 'referral.submit' },
    { type: 'thanks.dismiss' },
    { type: 'xstate.done.actor.createReferral', output: { referral_id: 'ref-1' } },
  ];
  return events.filter((e) => snapshot.can(e as never) || e.type.startsWith('xstate.'));
}

export const referralPathInput: ReferralInput = { accountId: 'acc-gold' };
