// The renewal in plain words for the journey plans and their browser suites (`npm run journeys`): the
// shared steps' words and the renewal's own guards. Loaded by the generator and `/flows` only.
import type { FlowJourneyWords } from '@/flows/define-flow';
import type { renewalMachine } from '@/machines/renewal.machine';
import {
  APPLICATION_GUARD_RULES,
  describeApplicationEvent,
  describeApplicationSnapshot,
  applicationShows,
} from '@/journeys/application/application.words';
import { APPLICATION_INPUT_CLASSES } from '@/journeys/application/application.decisions';

export const renewalWords: FlowJourneyWords<typeof renewalMachine> = {
  describeEvent: describeApplicationEvent,
  describeSnapshot: describeApplicationSnapshot,
  shows: applicationShows,
  inputClasses: APPLICATION_INPUT_CLASSES,
  guardRules: {
    ...APPLICATION_GUARD_RULES,
    trialStillSelected: 'if the Trial holder has still selected the Trial Membership',
    lakeHolder: 'if the membership is a Lake Card',
    selectionChanged: 'if the type or trailer care differs from the saved cart',
    boatOnFile: 'if the membership has a boat on file',
  },
};
