// The trailer-care upgrade (member spec §2 'upgrades/trailer-care', §4 'Trailer Care upgrade' and payment
// types, §9 coverage; partner spec §3, §8; decision 180): the membership loads; a type without trailer care
// (or a monthly or subsidized account) and a membership already at Plus get their message; otherwise
// selection offers the levels above the current one (none: both; base: only Plus, the 'Trailer Care Plus
// Upgrade'), Continue without a new level flashes 'Please select a trailer care upgrade option'; payment is
// the purchase's card form and billing address; the thank-you leaves for the Member Center.
import { initialUpgradeContext, upgradeSetup } from './upgrades/upgrade-setup';
import { upgradeSteps } from './upgrades/upgrade-steps';

export type { UpgradeContext, UpgradeEvent, UpgradeInput } from './upgrades/upgrade-types';

const steps = upgradeSteps({ id: 'upgradeTrailerCare', selection: 'selection' });

export const upgradeTrailerCareMachine = upgradeSetup.createMachine({
  id: 'upgradeTrailerCare',
  context: ({ input }) => initialUpgradeContext('trailerCare', input),
  initial: 'start',
  states: {
    start: steps.start,
    routing: {
      description: 'Checking which trailer care the membership can take',
      always: [
        { guard: 'hasTrailerCarePlus', target: 'selection.alreadyPlus' },
        { guard: 'trailerCareUnavailable', target: 'selection.unavailable' },
        { target: 'selection' },
      ],
    },
    selection: {
      initial: 'choosing',
      states: {
        choosing: {
          on: {
            'trailerCare.pick': { actions: 'pickLevel' },
            'trailerCare.continue': [
              { guard: 'noNewLevelChosen', actions: 'flagChooseOption' },
              { target: '#upgradeTrailerCare.payment', actions: 'clearSelectionFlash' },
            ],
            'flash.dismiss': { guard: 'selectionFlashShown', actions: 'clearSelectionFlash' },
          },
        },
        unavailable: { on: { 'upgrade.leave': { target: '#upgradeTrailerCare.exit' } } },
        alreadyPlus: { on: { 'upgrade.leave': { target: '#upgradeTrailerCare.exit' } } },
      },
    },
    payment: steps.payment,
    confirmation: steps.confirmation,
    exit: steps.exit,
  },
  output: () => ({ next: 'memberCenter' as const }),
});
