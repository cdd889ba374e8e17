// The boat-form chart bound to the boats page (decision 170): it rests on the list at the page's own URL;
// the add and edit steps have their URLs under it, the home-port wizard's steps hang right under the boats
// page (ROUTES.md: `boats/home_port_type`, …). The page runs the chart itself (it owns the list's data and
// the removal dialog); what was typed survives a reload (sessionStorage, per membership).
import type { SnapshotFrom } from 'xstate';
import { lazyScreen } from '@/flows/lazy-screen';
import { defineFlow, type ScreenCheck } from '@/flows/define-flow';
import { defineJourney } from '@/flows/journey';
import { boatFormMachine } from '@/machines/boat-form.machine';
import { BOATS_PAGE_HEADING, SAVE_BOAT } from '@/screens/boats/boat-headings';
import { BoatListScreen } from '@/screens/boats/boat-list-screen';
import { HomePortFrame } from '@/screens/boats/home-port-frame';
import { HOME_PORT_TYPE_HEADING } from '@/screens/home-port/home-port-headings';
import { LAKE_CARD_DIALOG_TITLE } from '@/screens/purchase/purchase-headings';
import { homePortChildFlow } from '@/journeys/home-port/home-port-child-flow';
import { boatFormAbout } from './boat-form.about';
import { boatFormActors } from './boat-form.actors';

// The form (with Modular Forms) loads on the first add or edit, not with the list.
const BoatFormScreen = lazyScreen(() =>
  import('@/screens/boats/boat-form-screen').then((m) => m.BoatFormScreen),
);

// A form step is known by its 'Save Boat' button, not its heading: the heading changes with the toggle
// between the my-boat and other-boat step, which must not take the focus away from the radio the member is
// on (decision 170). The Lake Card dialog over it is known by its title.
const form = (path: string) => ({
  path,
  screen: BoatFormScreen,
  check: (s: SnapshotFrom<typeof boatFormMachine>): ScreenCheck =>
    s.hasTag('lakeCardExcluded')
      ? { role: 'alertdialog', name: LAKE_CARD_DIALOG_TITLE }
      : { role: 'button', name: SAVE_BOAT },
});

export const boatFormFlow = defineFlow({
  ...boatFormAbout,
  machine: boatFormMachine,
  persist: { key: 'boat-form', version: 2 },
  // Edit steps first: a bare URL of one (no boat chosen) falls back to the list, not to an add step.
  states: {
    list: { path: '', screen: BoatListScreen, heading: BOATS_PAGE_HEADING },
    'form.edit_boat': form('edit_boat'),
    'form.edit_other_boat': form('edit_other_boat'),
    'form.new': form('new'),
    'form.other': form('other'),
    homePort: {
      path: '',
      screen: BoatListScreen,
      check: { role: 'heading', name: HOME_PORT_TYPE_HEADING },
      child: { invokeId: 'homePort', flow: homePortChildFlow, frame: HomePortFrame },
    },
  },
  navigationEvents: ['boat.add', 'boat.addOther', 'form.cancel', 'homePort.leave'],
  actors: boatFormActors,
  journeyWords: () => import('./boat-form.words').then((m) => m.boatFormWords),
});

export const boatFormJourney = defineJourney({ flow: boatFormFlow });
