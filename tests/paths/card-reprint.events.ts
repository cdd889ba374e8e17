// Event payload variants for the card-reprint chart: one per guard outcome and per invoke outcome.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { CardReprintEvent, CardReprintInput } from '@/machines/card-reprint.machine';

export const cardReprintPathInput: CardReprintInput = { membershipId: 'mem-gold' };

export function cardReprintEvents(snapshot: AnyMachineSnapshot): EventObject[] {
  const events: Array<CardReprintEvent | (EventObject & { output?: unknown; error?: unknown })> = [
    { type: 'reason.change', reason: 'Lost' },
    { type: 'reason.change', reason: '' },
    { type: 'reprint.submit' },
    { type: 'xstate.done.actor.requestReprint', output: {} },
    { type: 'xstate.error.actor.requestReprint', error: { codes: ['MEMBER_EXPIRING_TOO_SOON'] } },
    { type: 'xstate.done.actor.refreshOrderStatus', output: [] },
  ];
  return events.filter((e) => snapshot.can(e as never) || e.type.startsWith('xstate.'));
}
