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
  UPGRADE_CONFIRMATION_HEADING,
  UPGRADE_PAYMENT_HEADING,
  UPGRADE_START_HEADING,
  TRAILER_CARE_UPGRADE_TITLE,
} from '@/screens/upgrades/upgrade-headings';
import { UpgradeStartScreen } from '@/screens/upgrades/upgrade-start-screen';
import { upgradeTrailerCareAbout } from './upgrade-trailer-care.about';
import { upgradeActors } from './upgrade.actors';
import { leaveUpgrade, upgradePersist, useUpgradeInput } from './upgrade-input';

const TrailerCareSelectionScreen = lazyScreen(() =>
  import('@/screens/upgrades/trailer-care-selection-screen').then((m) => m.TrailerCareSelectionScreen),
);
const UpgradePaymentScreen = lazyScreen(() =>
  import('@/screens/upgrades/upgrade-payment-screen').then((m) => m.UpgradePaymentScreen),
);
const UpgradeConfirmationScreen = lazyScreen(() =>
  import('@/screens/upgrades/upgrade-confirmation-screen').then((m) => m.UpgradeConfirmationScreen),
);

export const upgradeTrailerCareFlow = defineFlow({
  ...upgradeTrailerCareAbout,
  machine: upgradeTrailerCareMachine,
  persist: upgradePersist('upgrade-trailer-care'),
  states: {
    start: {
      path: '',
      screen: UpgradeStartScreen,
      check: (s) =>
        s.matches({ start: 'failed' })
          ? { role: 'button', name: 'Try Again' }
          : { role: 'heading', name: TRAILER_CARE_UPGRADE_TITLE },
    },
    selection: {
      path: 'selection',
      screen: TrailerCareSelectionScreen,
      heading: (s) =>
        s.matches({ selection: 'choosing' })
          ? TRAILER_CARE_SELECTION_HEADING
          : TRAILER_CARE_UNAVAILABLE_HEADING,
    },
    payment: {
      path: 'payment',
      screen: UpgradePaymentScreen,
      stepLabel: 'Payment',
      heading: UPGRADE_PAYMENT_HEADING,
    },
    confirmation: {
      path: 'confirm_and_login',
      screen: UpgradeConfirmationScreen,
      heading: UPGRADE_CONFIRMATION_HEADING,
    },
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
