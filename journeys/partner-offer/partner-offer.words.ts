// The offer form in plain words for the journey plans (`npm run journeys`); generator only.
import type { FlowJourneyWords } from '@/flows/define-flow';
import type { OfferChange } from '@/machines/partner/offer-form';
import type { PartnerOfferEvent, partnerOfferMachine } from '@/machines/partner-offer.machine';
import { firstErrorSight } from '../partner-application/partner-application.words';

function describeChange(change: OfferChange): string {
  if (change.field === 'secondaryCategory')
    return `${change.checked ? 'Tick' : 'Untick'} the additional category '${change.value}'`;
  if (typeof change.value === 'boolean') return `${change.value ? 'Tick' : 'Untick'} '${change.field}'`;
  return `Choose or type '${change.value}' as ${change.field}`;
}

function describeEvent(event: PartnerOfferEvent): string {
  switch (event.type) {
    case 'field.change': {
      const { type: _type, ...change } = event;
      return describeChange(change as OfferChange);
    }
    case 'offer.submit':
      return "Press 'Create Offer'";
  }
}

export const partnerOfferWords: FlowJourneyWords<typeof partnerOfferMachine> = {
  describeEvent,
  describeSnapshot: firstErrorSight,
};
