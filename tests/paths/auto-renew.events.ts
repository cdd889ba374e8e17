// Event payload variants for the auto-renew chart: one per guard outcome and per invoke outcome.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { AutoRenewEvent, AutoRenewInput } from '@/machines/auto-renew.machine';

/** Lake Card, 20 days to expiry, not enrolled (the docs/sandbox.md lake persona on its seed day). */
export const autoRenewPathInput: AutoRenewInput = {
  membershipId: 'mem-lake',
  today: '2026-06-01',
  expiry: '2026-06-21',
  available: true,
  enrolled: false,
  amount: 119,
  billingAddress: {
    streetAddress: '12 Canada St',
    city: 'Lake George',
    state: 'NY',
    postalCode: '12845',
    country: 'US',
  },
};

const apiFailure = { codes: ['PAYMENT_DECLINED'] };

export function autoRenewEvents(snapshot: AnyMachineSnapshot): EventObject[] {
  const context = snapshot.context as { card: { cardNumber: string }; agreementAccepted: boolean };
  const complete = context.card.cardNumber !== '' && context.agreementAccepted;
  const events: Array<AutoRenewEvent | (EventObject & { output?: unknown; error?: unknown })> = [
    { type: 'switch.turnOn' },
    { type: 'switch.turnOff' },
    // Fill the form in one go (the path search needs few steps): number, expiry, code, agreement.
    ...(complete
      ? []
      : [
          { type: 'card.change', field: 'cardNumber', value: '4111111111111111' } as const,
          { type: 'agreement.toggle', accepted: true } as const,
        ]),
    { type: 'card.change', field: 'cardExpirationDate', value: '12/30' },
    { type: 'card.change', field: 'securityCode', value: '123' },
    { type: 'address.change', field: 'country', value: 'CA' },
    { type: 'enrolment.submit' },
    { type: 'enrolment.cancel' },
    { type: 'unenrol.confirm' },
    { type: 'unenrol.cancel' },
    { type: 'xstate.done.actor.enrolAutoRenewal', output: {} },
    { type: 'xstate.error.actor.enrolAutoRenewal', error: apiFailure },
    { type: 'xstate.done.actor.unenrolAutoRenewal', output: {} },
    { type: 'xstate.done.actor.refreshAfterEnrol', output: {} },
    { type: 'xstate.done.actor.refreshAfterUnenrol', output: {} },
  ];
  return events.filter((e) => snapshot.can(e as never) || e.type.startsWith('xstate.'));
}
