// The offer chart's binding: its one screen, its heading (create or edit) and the save call. The create and
// edit pages run it (decision 162), so it has no mount; `npm run journeys` plans its paths from here.
import { partnerOfferMachine } from '@/machines/partner-offer.machine';
import { OfferFormScreen } from '@/screens/partner-offer/offer-form-screen';
import { offerHeading } from '@/screens/partner-offer/partner-offer-headings';
import { defineFlow } from '@/flows/define-flow';
import { defineJourney } from '@/flows/journey';
import { partnerOfferAbout } from './partner-offer.about';
import { partnerOfferActors } from './partner-offer.actors';

export const partnerOfferFlow = defineFlow({
  ...partnerOfferAbout,
  machine: partnerOfferMachine,
  persist: { key: 'partner-offer', version: 1 },
  states: {
    editing: {
      path: '',
      screen: OfferFormScreen,
      heading: (s) => offerHeading(s.context.sfid !== null),
    },
  },
  actors: partnerOfferActors,
  journeyWords: () => import('./partner-offer.words').then((m) => m.partnerOfferWords),
  scenarios: () => import('./partner-offer.scenarios').then((m) => m.partnerOfferScenarios),
});

export const partnerOfferJourney = defineJourney({ flow: partnerOfferFlow });
