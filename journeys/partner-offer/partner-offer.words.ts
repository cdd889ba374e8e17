// The offer form in plain words for the journey plans (`npm run journeys`); generator only.
import type { FlowJourneyWords } from '@/flows/define-flow';
import type { OfferValues } from '@/machines/partner/offer-form';
import type { PartnerOfferEvent, partnerOfferMachine } from '@/machines/partner-offer.machine';
import { firstErrorSight } from '../partner-application/partner-application.words';

/** The filled-in fields ('' for none) of an offer, briefly. */
function offerInWords(values: OfferValues): string {
  const parts = [
    values.primaryCategory,
    values.offerType && `${values.offerType} ${values.dollarsOff || values.percentageOff}`.trim(),
    values.description && `'${values.description}'`,
    values.online && `online (${values.onlineRedemptionOption || 'no option'})`,
    values.inPerson && `in person (${values.inPersonRedemptionOption || 'no option'})`,
  ].filter(Boolean);
  return parts.join(', ');
}

function describeEvent(event: PartnerOfferEvent): string {
  switch (event.type) {
    case 'offer.submit':
      return offerInWords(event.values)
        ? `Fill in ${offerInWords(event.values)} and press 'Create Offer'`
        : `Press 'Create Offer' with nothing filled in`;
  }
}

export const partnerOfferWords: FlowJourneyWords<typeof partnerOfferMachine> = {
  describeEvent,
  describeSnapshot: firstErrorSight,
  guardRules: { offerInvalid: 'if an offer field breaks a form rule' },
};
