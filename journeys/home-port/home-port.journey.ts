// The home-port wizard bound to the app: screens, paths under the boats page, step labels, actors.
import { homePortMachine } from '@/machines/home-port.machine';
import { lazyScreen } from '@/flows/lazy-screen';
import {
  HOME_PORT_TYPE_HEADING,
  homePortSearchHeading,
  LOCATE_MARINA_HEADING,
} from '@/screens/home-port/home-port-headings';
import { HomePortTypeScreen } from '@/screens/home-port/home-port-type-screen';
import { defineFlow } from '@/flows/define-flow';
import { defineJourney } from '@/flows/journey';
import { homePortAbout } from './home-port.about';
import { homePortActors } from '@/journeys/home-port/home-port.actors';

// The first step comes with the binding; the address search and the map load on entry.
const HomePortSearchScreen = lazyScreen(() =>
  import('@/screens/home-port/home-port-search-screen').then((m) => m.HomePortSearchScreen),
);
const LocateMarinaScreen = lazyScreen(() =>
  import('@/screens/home-port/locate-marina-screen').then((m) => m.LocateMarinaScreen),
);

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
  journeyWords: () => import('./home-port.words').then((m) => m.homePortWords),
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
