// Event payload variants for the Savings Club offer chart: the change that mends the first field the schema
// still refuses (so the path fills the form field by field), the submit, and both outcomes of the save call.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { checkForm } from '@/machines/forms/form-schema';
import { offerSchema, type OfferValues } from '@/machines/partner/offer-form';
import type { PartnerOfferEvent, PartnerOfferInput } from '@/machines/partner-offer.machine';
import { ACCOUNT_WEBSITE, mendingOfferChange } from '@/tests/fixtures/partner-offer-fixtures';

export const partnerOfferPathInput: PartnerOfferInput = {
  accountId: '001PARTNER0001',
  accountWebsite: ACCOUNT_WEBSITE,
  editing: null,
};

export function partnerOfferEvents(snapshot: AnyMachineSnapshot): EventObject[] {
  const values = snapshot.context.values as OfferValues;
  const checked = checkForm(offerSchema(values), values);
  const firstError = checked.ok ? null : Object.keys(checked.errors)[0];
  const mend = firstError ? mendingOfferChange(firstError) : null;
  const events: Array<PartnerOfferEvent | (EventObject & { output?: unknown; error?: unknown })> = [
    ...(mend ? [{ type: 'field.change' as const, ...mend }] : []),
    { type: 'offer.submit' },
    { type: 'xstate.done.actor.saveOffer', output: { sfid: 'a0SOFFERSAVED0001' } },
    { type: 'xstate.error.actor.saveOffer', error: { codes: ['VALIDATION_FAILED'] } },
  ];
  return events.filter((e) => snapshot.can(e as never) || e.type.startsWith('xstate.'));
}
