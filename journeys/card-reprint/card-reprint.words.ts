// The card reprint in plain words for the journey plans (`npm run journeys`); loaded by the generator only.
import type { FlowJourneyWords } from '@/flows/define-flow';
import {
  CARD_REPRINT_MESSAGES,
  type CardReprintEvent,
  type cardReprintMachine,
} from '@/machines/card-reprint.machine';

function describeCardReprintEvent(event: CardReprintEvent): string {
  switch (event.type) {
    case 'reason.change':
      return event.reason === '' ? 'Clear the reason' : `Choose the reason '${event.reason}'`;
    case 'reprint.submit':
      return "Press 'Request New Card'";
  }
}

export const cardReprintWords: FlowJourneyWords<typeof cardReprintMachine> = {
  describeEvent: describeCardReprintEvent,
  describeSnapshot: (s) =>
    s.context.errors.reason ? `the message '${CARD_REPRINT_MESSAGES.reasonRequired}'` : null,
  guardRules: { reasonMissing: 'if no reason for the new card is chosen' },
};
