// Event payload variants for the Savings Club offer chart: a submit the
// schema refuses (nothing filled in) and one it accepts (a complete offer), and both outcomes of the save.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { emptyOffer } from '@/machines/partner/offer-form';
import type { PartnerOfferEvent, PartnerOfferInput } from '@/machines/partner-offer.machine';
import { ACCOUNT_WEBSITE, COMPLETE_OFFER } from '@/tests/fixtures/partner-offer-fixtures';

export const partnerOfferPathInput: PartnerOfferInput = {
  accountId: '001PARTNER0001',
  accountWebsite: ACCOUNT_WEBSITE,
  editing: null,
};

export function partnerOfferEvents(snapshot: AnyMachineSnapshot): EventObject[] {
  const events: Array<PartnerOfferEvent | (EventObject & { output?: unknown; error?: unknown })> = [
    { type: 'offer.submit', values: emptyOffer(ACCOUNT_WEBSITE) },
    { type: 'offer.submit', values: COMPLETE_OFFER },
    { type: 'xstate.done.actor.saveOffer', output: { sfid: 'a0SOFFERSAVED0001' } },
    { type: 'xstate.error.actor.saveOffer', error: { codes: ['VALIDATION_FAILED'] } },
  ];
  return events.filter((e) => snapshot.can(e as never) || e.type.startsWith('xstate.'));
}
