// The purchase in plain words for the journey plans and their browser suites (`npm run journeys`): the
// shared steps' words (journeys/application/application.words.ts). Loaded by the generator only.
import type { FlowJourneyWords } from '@/flows/define-flow';
import type { purchaseMachine } from '@/machines/purchase.machine';
import {
  APPLICATION_GUARD_RULES,
  describeApplicationEvent,
  describeApplicationSnapshot,
  applicationShows,
} from '@/journeys/application/application.words';
import { APPLICATION_INPUT_CLASSES } from '@/journeys/application/application.decisions';

export const purchaseWords: FlowJourneyWords<typeof purchaseMachine> = {
  describeEvent: describeApplicationEvent,
  describeSnapshot: describeApplicationSnapshot,
  shows: applicationShows,
  inputClasses: APPLICATION_INPUT_CLASSES,
  guardRules: APPLICATION_GUARD_RULES,
};
