// The trailer-care chart bound to the app (decision 181): screens and paths under
// /members/memberships/$sfid/upgrades/trailer-care, payment the only step card (spec §2), any other
// sub-path asks for payment, resume per membership without card data; finishing refreshes the
// memberships and goes to the Member Center.
import { lazyScreen } from '@/flows/lazy-screen';
import { defineFlow } from '@/flows/define-flow';
import { defineJourney } from '@/flows/journey';
import { upgradeTrailerCareMachine } from '@/machines/upgrade-trailer-care.machine';
import {
  TRAILER_CARE_SELECTION_HEADING,
  TRAILER_CARE_UNAVAILABLE_HEADING,
  UPGRADE_START_HEADING,
  TRAILER_CARE_UPGRADE_TITLE,
} from '@/screens/upgrades/upgrade-headings';
import { upgradeTrailerCareAbout } from './upgrade-trailer-care.about';
import { upgradeActors } from './upgrade.actors';
import { leaveUpgrade, upgradePersist, useUpgradeInput } from './upgrade-input';
import { upgradeStates } from './upgrade-states';

const TrailerCareSelectionScreen = lazyScreen(() =>
  import('@/screens/upgrades/trailer-care-selection-screen').then((m) => m.TrailerCareSelectionScreen),
);

const shared = upgradeStates(TRAILER_CARE_UPGRADE_TITLE);

export const upgradeTrailerCareFlow = defineFlow({
  ...upgradeTrailerCareAbout,
  machine: upgradeTrailerCareMachine,
  persist: upgradePersist('upgrade-trailer-care'),
  states: {
    start: shared.start,
    selection: {
      path: 'selection',
      screen: TrailerCareSelectionScreen,
      heading: (s) =>
        s.matches({ selection: 'unavailable' }) || s.matches({ selection: 'alreadyPlus' })
          ? TRAILER_CARE_UNAVAILABLE_HEADING
          : TRAILER_CARE_SELECTION_HEADING,
    },
    payment: shared.payment,
    confirmation: shared.confirmation,
  },
  navigationEvents: ['trailerCare.continue', 'step.back'],
  fallback: 'payment',
  actors: (api) => upgradeActors(api),
  journeyWords: () => import('./upgrade.words').then((m) => m.upgradeTrailerCareWords),
});

export const upgradeTrailerCareJourney = defineJourney({
  flow: upgradeTrailerCareFlow,
  route: {
    useInput: useUpgradeInput,
    pendingLabel: UPGRADE_START_HEADING,
    onDone: leaveUpgrade,
  },
});
