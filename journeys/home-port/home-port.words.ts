// The home-port wizard in plain words for the journey plans (`npm run journeys`); loaded by the generator only.
import type { FlowJourneyWords } from '@/flows/define-flow';
import type { HomePortEvent, homePortMachine } from '@/machines/home-port.machine';
import { HOME_PORT_MESSAGES } from '@/machines/home-port/home-port-schema';

function describeHomePortEvent(event: HomePortEvent): string {
  switch (event.type) {
    case 'type.pick':
      return `Choose '${event.homePortType}'`;
    case 'type.submit':
    case 'search.submit':
    case 'locate.submit':
      return "Press 'Continue'";
    case 'search.input':
      return event.text === '' ? 'Clear the address search' : `Type '${event.text}' in the address search`;
    case 'place.choose':
      return 'Choose the first suggested place';
    case 'pin.drag':
      return 'Drag the pin to a new spot on the map';
    case 'name.change':
      return event.name === '' ? 'Clear the home port name' : `Enter '${event.name}' as the home port name`;
    case 'step.back':
      return "Press 'Back'";
    case 'type.edit':
      return "Press 'Edit' on the home port type step";
    case 'address.edit':
      return "Press 'Edit' on the address step";
  }
}

export const homePortWords: FlowJourneyWords<typeof homePortMachine> = {
  describeEvent: describeHomePortEvent,
  describeSnapshot: (s) => {
    if (s.context.error) return `the message '${HOME_PORT_MESSAGES[s.context.error]}'`;
    if (s.hasTag('loading')) return 'a loading indicator';
    if (s.hasTag('submitting')) return 'Continue busy while the local operator is looked up';
    return null;
  },
  guardRules: {
    homePortTypeChosen: 'if a home port type is chosen',
    searchTextBlank: 'if the search box is empty',
    placeChosen: 'if a place is chosen from the suggestions',
    placeIsSuggested: 'if the place is one of the suggestions',
    homePortNameMissing: 'if the home port name is empty',
    placeHasNoCity: 'if the pin is on a spot without a city (open water)',
  },
};
