// The boat-removal chart bound to the boats page: a dialog over the list, no URL of its own (its declared
// paths are the page's). The page runs it (it adds the list's refresh and the flash); nothing is stored.
import { defineFlow } from '@/flows/define-flow';
import { defineJourney } from '@/flows/journey';
import { boatRemovalMachine } from '@/machines/boat-removal.machine';
import { BOATS_PAGE_HEADING, REMOVE_BOAT_TITLE } from '@/screens/boats/boat-headings';
import { RemovalClosed } from '@/screens/boats/removal-closed';
import { RemovalDialog } from '@/screens/boats/removal-dialog';
import { boatRemovalAbout } from './boat-removal.about';
import { boatRemovalActors } from './boat-removal.actors';

export const boatRemovalFlow = defineFlow({
  ...boatRemovalAbout,
  machine: boatRemovalMachine,
  persist: { key: 'boat-removal', version: 1 },
  states: {
    closed: { path: '', screen: RemovalClosed, heading: BOATS_PAGE_HEADING },
    dialog: {
      path: 'remove',
      screen: RemovalDialog,
      check: { role: 'dialog', name: REMOVE_BOAT_TITLE },
    },
  },
  actors: boatRemovalActors,
  journeyWords: () => import('./boat-removal.words').then((m) => m.boatRemovalWords),
});

export const boatRemovalJourney = defineJourney({ flow: boatRemovalFlow });
