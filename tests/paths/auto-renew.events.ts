// Event payload variants for the auto-renew chart: one per guard outcome and per invoke outcome.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { AutoRenewEvent, AutoRenewInput } from '@/machines/auto-renew.machine';
import { EMPTY_CARD } from '@/machines/forms/card-form';

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

const approvedCard = { cardNumber: '4111111111111111', cardExpirationDate: '12/30', securityCode: '123' };

export function autoRenewEvents(snapshot: AnyMachineSnapshot): EventObject[] {
  const context = snapshot.context as { agreementAccepted: boolean };
  const address = autoRenewPathInput.billingAddress;
  const events: Array<AutoRenewEvent | (EventObject & { output?: unknown; error?: unknown })> = [
    { type: 'switch.turnOn' },
    { type: 'switch.turnOff' },
    ...(context.agreementAccepted ? [] : [{ type: 'agreement.toggle', accepted: true } as const]),
    // The approved card on the account's address; the card left empty and the country changed to Canada
    // (its state cleared) give the card's and the address's messages.
    { type: 'enrolment.submit', card: approvedCard, address },
    { type: 'enrolment.submit', card: EMPTY_CARD, address: { ...address, country: 'CA', state: '' } },
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
