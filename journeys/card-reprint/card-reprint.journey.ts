// The card-reprint chart bound to the membership card page: its one declared state is the form on
// `…/membership_card`. The card page runs the chart itself (decision 093) so that it can add the
// refetch of its order-status query; it keeps the chart per membership like a flow (decision 113), so a
// failed request's error page and 'Retry Request' come back to the chosen reason.
import { cardReprintMachine } from '@/machines/card-reprint.machine';
import { CARD_REPRINT_HEADING, CardReprintScreen } from '@/screens/card-reprint/card-reprint-screen';
import { defineFlow } from '@/flows/define-flow';
import { defineJourney } from '@/flows/journey';
import { cardReprintAbout } from './card-reprint.about';
import { cardReprintActors } from '@/journeys/card-reprint/card-reprint.actors';

export const cardReprintFlow = defineFlow({
  ...cardReprintAbout,
  machine: cardReprintMachine,
  persist: { key: 'card-reprint', version: 1 },
  states: {
    request: {
      path: 'membership_card',
      screen: CardReprintScreen,
      check: { role: 'heading', name: CARD_REPRINT_HEADING },
    },
  },
  actors: cardReprintActors,
  journeyWords: () => import('./card-reprint.words').then((m) => m.cardReprintWords),
});

export const cardReprintJourney = defineJourney({ flow: cardReprintFlow });
