// Event payload variants for the 'Refer a Boater' chart: the form submitted complete, with a field left
// empty and with a malformed e-mail, and both outcomes of the create call.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ReferralEvent, ReferralInput } from '@/machines/referral.machine';

const complete = { firstName: 'Rae', lastName: 'Boater', email: 'rae@example.com' };

export function referralEvents(snapshot: AnyMachineSnapshot): EventObject[] {
  const events: Array<ReferralEvent | (EventObject & { output: unknown })> = [
    { type: 'referral.submit', fields: complete },
    { type: 'referral.submit', fields: { ...complete, firstName: '' } },
    { type: 'referral.submit', fields: { ...complete, email: 'rae@' } },
    { type: 'thanks.dismiss' },
    { type: 'xstate.done.actor.createReferral', output: { referral_id: 'ref-1' } },
  ];
  return events.filter((e) => snapshot.can(e as never) || e.type.startsWith('xstate.'));
}

export const referralPathInput: ReferralInput = { accountId: 'acc-gold' };
