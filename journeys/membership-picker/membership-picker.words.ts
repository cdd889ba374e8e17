// The pickers in plain words for the journey plans and their browser suites (`npm run journeys`); loaded by
// the generator and `/flows` only.
import { errorMessageForCodes } from '@/api/error-catalogue';
import type { FlowJourneyWords } from '@/flows/define-flow';
import type { membershipPickerMachine, PickerEvent } from '@/machines/membership-picker.machine';
import { BACK_TO_MEMBER_CENTER } from '@/screens/membership-picker/picker-headings';

function describePickerEvent(event: PickerEvent): string {
  switch (event.type) {
    case 'picker.choose':
      return `Choose the membership '${event.sfid}' from the list`;
    case 'picker.backToMemberCenter':
      return `Press '${BACK_TO_MEMBER_CENTER}'`;
    case 'picker.retry':
      return "Press 'Try Again'";
  }
}

export const membershipPickerWords: FlowJourneyWords<typeof membershipPickerMachine> = {
  describeEvent: describePickerEvent,
  describeSnapshot: (s) => {
    if (s.hasTag('loading')) return 'a loading indicator';
    if (s.context.failureCodes)
      return `the message '${errorMessageForCodes(s.context.failureCodes, '{phone}').split('\n')[0]}'`;
    if (s.matches('choosing')) return `${s.context.memberships?.length ?? 0} memberships listed`;
    return null;
  },
  guardRules: {
    noneApplicable: 'if no membership of the account applies to the workflow',
    oneApplicable: 'if exactly one membership applies',
    listed: 'if the chosen membership is one of those listed',
  },
};
