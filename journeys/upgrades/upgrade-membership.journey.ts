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
  UPGRADE_START_HEADING,
  GOLD_UPGRADE_TITLE,
} from '@/screens/upgrades/upgrade-headings';
import { formatMoney } from '@/screens/purchase/format-money';
import { upgradeMembershipAbout } from './upgrade-membership.about';
import { upgradeActors } from './upgrade.actors';
import { leaveUpgrade, upgradePersist, useUpgradeInput } from './upgrade-input';
import { upgradeStates } from './upgrade-states';

const GoldOfferScreen = lazyScreen(() =>
  import('@/screens/upgrades/gold-offer-screen').then((m) => m.GoldOfferScreen),
);

const shared = upgradeStates(GOLD_UPGRADE_TITLE);

export const upgradeMembershipFlow = defineFlow({
  ...upgradeMembershipAbout,
  machine: upgradeMembershipMachine,
  persist: upgradePersist('upgrade-membership'),
  states: {
    start: shared.start,
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
    payment: shared.payment,
    confirmation: shared.confirmation,
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
