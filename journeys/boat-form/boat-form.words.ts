// The boat form in plain words for the journey plans (`npm run journeys`); loaded by the generator only.
import type { FlowJourneyWords } from '@/flows/define-flow';
import type { BoatFormEvent, boatFormMachine } from '@/machines/boat-form.machine';
import { BOAT_OWNERSHIP } from '@/machines/purchase/boat-form';
import { LAKE_CARD_EXCLUDED_RULE } from '@/journeys/application/application.words';

function describeBoatFormEvent(event: BoatFormEvent): string {
  switch (event.type) {
    case 'boat.add':
      return "Press 'Add a New Boat'";
    case 'boat.addOther':
      return "Press 'Add Other'";
    case 'boat.edit':
      return event.boat.ownership === 'other'
        ? "Press 'Edit Boat' on a boat of the other-boat form"
        : "Press 'Edit Boat' on a boat of your own";
    case 'boat.ownership':
      return `Choose '${BOAT_OWNERSHIP[event.value]}'`;
    case 'boat.homePort':
      return "Press 'Set Home Port' (or 'Change Home Port')";
    case 'boat.submit':
      if (event.boat.ownership === 'other' && event.boat.noBoatReason === '')
        return "Leave the reason empty and press 'Save Boat'";
      return event.boat.ownership === 'own' && !/^\d{4}$/.test(event.boat.year)
        ? `Enter the year '${event.boat.year}' and press 'Save Boat'`
        : "Fill in the boat and press 'Save Boat'";
    case 'form.cancel':
      return "Press 'Cancel'";
    case 'homePort.leave':
      return "Press 'Back to the boat form'";
    case 'lakeCard.upgrade':
      return "Press 'Upgrade and Continue'";
    case 'lakeCard.changeHomePort':
      return "Press 'Change Home Port' (or Escape) in the Lake Card dialog";
  }
}

export const boatFormWords: FlowJourneyWords<typeof boatFormMachine> = {
  describeEvent: describeBoatFormEvent,
  describeSnapshot: (s) => {
    const first = Object.values(s.context.errors.boat)[0];
    if (first) return `the message '${first}'`;
    if (s.context.errors.boatForm.length > 0) return 'the failure message';
    return null;
  },
  guardRules: {
    editingOtherBoat: 'if the boat edited is of the other-boat form',
    editingOwnBoat: 'if a boat on file is edited',
    addingOtherBoat: "if the new boat is 'Other (Boat Club, Rent/Charter)'",
    choseOtherBoat: "if 'Other (Boat Club, Rent/Charter)' is chosen",
    choseOwnBoat: "if 'I own a boat' is chosen",
    boatInvalid: 'if the boat form has an error (year, length, make, reason, club name or home port)',
    lakeCardExcludedHere: LAKE_CARD_EXCLUDED_RULE,
  },
};
