// The Lake-to-Gold chart bound to the app (decision 181): screens and paths under
// /members/memberships/$sfid/upgrades/membership, two step cards, resume per membership without card
// data; finishing refreshes the memberships and goes to the Member Center, a refusal to the picker.
import { lazyScreen } from '@/flows/lazy-screen';
import { defineFlow } from '@/flows/define-flow';
import { defineJourney } from '@/flows/journey';
import { upgradeMembershipMachine } from '@/machines/upgrade-membership.machine';
import { upgradeSummary } from '@/machines/upgrades/upgrade-offer';
import {
  GOLD_OFFER_HEADING,
  UPGRADE_CONFIRMATION_HEADING,
  UPGRADE_PAYMENT_HEADING,
  UPGRADE_START_HEADING,
  GOLD_UPGRADE_TITLE,
} from '@/screens/upgrades/upgrade-headings';
import { UpgradeStartScreen } from '@/screens/upgrades/upgrade-start-screen';
import { formatMoney } from '@/screens/purchase/format-money';
import { upgradeMembershipAbout } from './upgrade-membership.about';
import { upgradeActors } from './upgrade.actors';
import { leaveUpgrade, upgradePersist, useUpgradeInput } from './upgrade-input';

const GoldOfferScreen = lazyScreen(() =>
  import('@/screens/upgrades/gold-offer-screen').then((m) => m.GoldOfferScreen),
);
const UpgradePaymentScreen = lazyScreen(() =>
  import('@/screens/upgrades/upgrade-payment-screen').then((m) => m.UpgradePaymentScreen),
);
const UpgradeConfirmationScreen = lazyScreen(() =>
  import('@/screens/upgrades/upgrade-confirmation-screen').then((m) => m.UpgradeConfirmationScreen),
);

export const upgradeMembershipFlow = defineFlow({
  ...upgradeMembershipAbout,
  machine: upgradeMembershipMachine,
  persist: upgradePersist('upgrade-membership'),
  states: {
    start: {
      path: '',
      screen: UpgradeStartScreen,
      check: (s) =>
        s.matches({ start: 'failed' })
          ? { role: 'button', name: 'Try Again' }
          : { role: 'heading', name: GOLD_UPGRADE_TITLE },
    },
    selection: {
      path: 'selection',
      screen: GoldOfferScreen,
      stepLabel: 'Gold Card Upgrade',
      summary: (s) => {
        const summary = upgradeSummary(s.context);
        return summary ? `${summary.item}: ${formatMoney(summary.total)}` : null;
      },
      heading: GOLD_OFFER_HEADING,
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
  navigationEvents: ['upgrade.continue', 'step.back'],
  actors: (api) => upgradeActors(api),
  journeyWords: () => import('./upgrade.words').then((m) => m.upgradeMembershipWords),
});

export const upgradeMembershipJourney = defineJourney({
  flow: upgradeMembershipFlow,
  route: {
    useInput: useUpgradeInput,
    pendingLabel: UPGRADE_START_HEADING,
    onDone: leaveUpgrade,
  },
});
