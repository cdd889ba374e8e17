// The card-reprint chart bound to the membership card page: its one declared state is the form on
// `…/membership_card`. The card page runs the chart itself (decision 093) so that it can add the
// refetch of its order-status query; nothing in it is sensitive or worth resuming, so nothing is stored.
import {
  CARD_REPRINT_MESSAGES,
  cardReprintMachine,
  type CardReprintEvent,
} from '@/machines/card-reprint.machine';
import { CARD_REPRINT_HEADING, CardReprintScreen } from '@/screens/card-reprint/card-reprint-screen';
import { defineFlow } from '@/flows/define-flow';
import { defineJourney } from '@/flows/journey';
import { cardReprintAbout } from './card-reprint.about';
import { cardReprintActors } from '@/journeys/card-reprint/card-reprint.actors';

function describeCardReprintEvent(event: CardReprintEvent): string {
  switch (event.type) {
    case 'reason.change':
      return event.reason === '' ? 'Clear the reason' : `Choose the reason '${event.reason}'`;
    case 'reprint.submit':
      return "Press 'Request New Card'";
  }
}

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
  describeEvent: describeCardReprintEvent,
  describeSnapshot: (s) =>
    s.context.reasonError ? `the message '${CARD_REPRINT_MESSAGES.reasonRequired}'` : null,
});

export const cardReprintJourney = defineJourney({ flow: cardReprintFlow });
