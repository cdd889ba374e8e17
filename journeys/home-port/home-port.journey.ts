// The home-port wizard bound to the app: screens, paths under the boats page, step labels, actors.
import { HOME_PORT_MESSAGES, homePortMachine, type HomePortEvent } from '@/machines/home-port.machine';
import { HomePortSearchScreen, homePortSearchHeading } from '@/screens/home-port/home-port-search-screen';
import { HOME_PORT_TYPE_HEADING, HomePortTypeScreen } from '@/screens/home-port/home-port-type-screen';
import { LOCATE_MARINA_HEADING, LocateMarinaScreen } from '@/screens/home-port/locate-marina-screen';
import { defineFlow } from '@/flows/define-flow';
import { defineJourney } from '@/flows/journey';
import { homePortAbout } from './home-port.about';
import { homePortActors } from '@/journeys/home-port/home-port.actors';

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

export const homePortFlow = defineFlow({
  ...homePortAbout,
  machine: homePortMachine,
  persist: { key: 'home-port', version: 1 },
  states: {
    type: {
      path: 'home_port_type',
      screen: HomePortTypeScreen,
      stepLabel: 'Home Port Type',
      heading: HOME_PORT_TYPE_HEADING,
      summary: (s) => s.context.type,
      editEvent: 'type.edit',
    },
    search: {
      path: 'home_port_address',
      screen: HomePortSearchScreen,
      stepLabel: 'Address',
      heading: (s) => homePortSearchHeading(s.context.type),
      summary: (s) => s.context.place?.formattedAddress ?? null,
      editEvent: 'address.edit',
    },
    locate: {
      path: 'home_port_location',
      screen: LocateMarinaScreen,
      stepLabel: 'Locate Marina',
      heading: LOCATE_MARINA_HEADING,
    },
  },
  navigationEvents: ['type.submit', 'search.submit', 'step.back', 'type.edit', 'address.edit'],
  actors: homePortActors,
  describeEvent: describeHomePortEvent,
  describeSnapshot: (s) => {
    if (s.context.error) return `the message '${HOME_PORT_MESSAGES[s.context.error]}'`;
    if (s.hasTag('loading')) return 'a loading indicator';
    if (s.hasTag('submitting')) return 'Continue busy while the local operator is looked up';
    return null;
  },
  scenarios: () => import('./home-port.scenarios').then((m) => m.homePortScenarios),
  invariants: [
    {
      name: 'Finishing always passes the type, address and locate steps',
      into: 'homePort.done',
      passesThrough: ['homePort.type', 'homePort.search', 'homePort.locate'],
    },
  ],
});

export const homePortJourney = defineJourney({ flow: homePortFlow });
