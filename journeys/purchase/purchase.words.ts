// The purchase in plain words for the journey plans and their browser suites (`npm run journeys`): the
// shared steps' words (journeys/application/application.words.ts). Loaded by the generator only.
import type { FlowJourneyWords } from '@/flows/define-flow';
import type { purchaseMachine } from '@/machines/purchase.machine';
import {
  APPLICATION_GUARD_RULES,
  describeApplicationEvent,
  describeApplicationSnapshot,
} from '@/journeys/application/application.words';

export const purchaseWords: FlowJourneyWords<typeof purchaseMachine> = {
  describeEvent: describeApplicationEvent,
  describeSnapshot: describeApplicationSnapshot,
  guardRules: APPLICATION_GUARD_RULES,
};
