// The upgrade charts in plain words for the journey plans and their browser suites (`npm run journeys`);
// loaded by the generator and a chart's `/flows` page only.
import { errorMessageForCodes } from '@/api/error-catalogue';
import type { FlowJourneyWords } from '@/flows/define-flow';
import type { upgradeMembershipMachine } from '@/machines/upgrade-membership.machine';
import type { upgradeTrailerCareMachine } from '@/machines/upgrade-trailer-care.machine';
import type { UpgradeContext, UpgradeEvent } from '@/machines/upgrades/upgrade-types';
import { CONFIRM_UPGRADE, RETURN_TO_MEMBER_CENTER } from '@/screens/upgrades/upgrade-headings';

function describeUpgradeEvent(event: UpgradeEvent): string {
  switch (event.type) {
    case 'start.retry':
      return "Press 'Try Again'";
    case 'upgrade.continue':
    case 'trailerCare.continue':
      return "Press 'Continue'";
    case 'trailerCare.pick':
      return `Choose '${event.level}'`;
    case 'payment.submit':
      return event.card.cardNumber
        ? `Enter the card ending ${event.card.cardNumber.slice(-4)}, bill the account's address and press '${CONFIRM_UPGRADE}'`
        : `Leave the card and the billing address empty and press '${CONFIRM_UPGRADE}'`;
    case 'step.back':
      return "Press 'Back'";
    case 'upgrade.done':
      return `Press '${RETURN_TO_MEMBER_CENTER}'`;
    case 'upgrade.leave':
      return "Press 'Back to Member Center'";
    case 'flash.dismiss':
      return 'Dismiss the message';
  }
}

function describeUpgradeSnapshot(s: { context: UpgradeContext }): string | null {
  const { errors } = s.context;
  if (errors.payment.length > 0)
    return `the message '${errorMessageForCodes(errors.payment, '{phone}').split('\n')[0]}'`;
  if (errors.selection) return `the message '${errors.selection}'`;
  const first = Object.values(errors.card)[0] ?? Object.values(errors.billing)[0];
  return first ? `the message '${first}'` : null;
}

const guardRules = {
  notLakeToGoldCandidate: 'the membership is not a Lake Card in force',
  hasTrailerCarePlus: 'the membership already has Trailer Care Plus',
  trailerCareUnavailable: 'the membership type (or a monthly or subsidized account) takes no trailer care',
  noNewLevelChosen: 'no level other than the current one is chosen',
  paymentInvalid: 'the card or the billing address does not pass its form',
  selectionFlashShown: 'a message about the choice is shown',
};

export const upgradeMembershipWords: FlowJourneyWords<typeof upgradeMembershipMachine> = {
  describeEvent: describeUpgradeEvent,
  describeSnapshot: describeUpgradeSnapshot,
  guardRules,
};

export const upgradeTrailerCareWords: FlowJourneyWords<typeof upgradeTrailerCareMachine> = {
  describeEvent: describeUpgradeEvent,
  describeSnapshot: describeUpgradeSnapshot,
  guardRules,
};
