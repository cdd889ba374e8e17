// The Lake-to-Gold upgrade (member spec §2 'upgrades/membership', §4 payment type 'Membership Upgrade',
// §9 'Lake to Gold Upgrade'; decision 180): the membership loads; any membership but a Lake Card in force
// goes back to the picker with a notice; selection shows the offer, its price and what Gold adds; payment
// is the purchase's card form and billing address; the thank-you leaves for the Member Center.
import { takesLakeToGoldNow, UPGRADE_MESSAGES } from './upgrades/upgrade-offer';
import { initialUpgradeContext, upgradeSetup } from './upgrades/upgrade-setup';
import { upgradeSteps } from './upgrades/upgrade-steps';

export type { UpgradeContext, UpgradeEvent, UpgradeInput } from './upgrades/upgrade-types';

const steps = upgradeSteps({ id: 'upgradeMembership', selection: 'selection' });

export const upgradeMembershipMachine = upgradeSetup.createMachine({
  id: 'upgradeMembership',
  context: ({ input }) => initialUpgradeContext('membership', input),
  initial: 'start',
  states: {
    start: steps.start,
    routing: {
      description: 'Checking the membership is a Lake Card in force',
      always: [{ guard: 'notLakeToGoldCandidate', target: 'refused' }, { target: 'selection' }],
    },
    selection: {
      on: { 'upgrade.continue': { target: 'payment' } },
    },
    payment: steps.payment,
    confirmation: steps.confirmation,
    refused: { type: 'final' },
    exit: steps.exit,
  },
  output: ({ context }) =>
    context.receipt === null && !takesLakeToGoldNow(context)
      ? { next: 'picker', notice: UPGRADE_MESSAGES.notLakeCard }
      : { next: 'memberCenter' },
});
