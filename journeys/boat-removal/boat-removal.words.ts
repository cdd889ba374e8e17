// The boat removal in plain words for the journey plans (`npm run journeys`); loaded by the generator only.
import { errorMessageForCodes } from '@/api/error-catalogue';
import type { FlowJourneyWords } from '@/flows/define-flow';
import type { BoatRemovalEvent, boatRemovalMachine } from '@/machines/boat-removal.machine';

function describeBoatRemovalEvent(event: BoatRemovalEvent): string {
  switch (event.type) {
    case 'removal.open':
      return event.boat.primary
        ? "Press 'Remove Boat' on the primary boat"
        : "Press 'Remove Boat' on an additional boat";
    case 'removal.reason':
      return `Choose the reason '${event.reason}'`;
    case 'removal.newPrimary':
      return 'Choose the first boat offered as the new primary boat';
    case 'removal.submit':
      return "Press 'Remove Boat' in the dialog";
    case 'removal.cancel':
      return "Press 'Cancel'";
  }
}

export const boatRemovalWords: FlowJourneyWords<typeof boatRemovalMachine> = {
  describeEvent: describeBoatRemovalEvent,
  describeSnapshot: (s) => {
    const first = Object.values(s.context.errors)[0];
    if (first) return `the message '${first}'`;
    if (s.context.failureCodes.length > 0)
      return `the message '${errorMessageForCodes(s.context.failureCodes, '{phone}').split('\n')[0]}'`;
    return null;
  },
  guardRules: {
    removalFormInvalid: 'if no reason (or, for the primary boat, no new primary) is chosen',
    removingPrimaryBoat: 'if the boat removed is the primary boat',
    boatRemovable: 'if the boat is not the primary boat, or another boat can become the primary one',
  },
};
