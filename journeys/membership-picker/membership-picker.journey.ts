// The picker chart bound to its screen (decision 140): one screen for every state of the three picker
// pages, which run the chart themselves (src/pages/members/picker/): a picker has one URL and nothing to
// resume. The binding gives `/flows` the screen to simulate and the generated journeys their checks.
import { defineFlow } from '@/flows/define-flow';
import { defineJourney } from '@/flows/journey';
import { membershipPickerMachine } from '@/machines/membership-picker.machine';
import { noneApplicableTitle, PICKER_TITLES } from '@/screens/membership-picker/picker-headings';
import { PickerScreen } from '@/screens/membership-picker/picker-screen';
import { membershipPickerAbout } from './membership-picker.about';
import { membershipPickerActors } from './membership-picker.actors';

export const membershipPickerFlow = defineFlow({
  ...membershipPickerAbout,
  machine: membershipPickerMachine,
  persist: { key: 'membership-picker', version: 1 },
  states: {
    loading: { path: '', screen: PickerScreen, heading: (s) => PICKER_TITLES[s.context.workflow] },
    failed: {
      path: '',
      sharesPathWith: 'loading',
      screen: PickerScreen,
      check: { role: 'button', name: 'Try Again' },
    },
    none: {
      path: '',
      sharesPathWith: 'loading',
      screen: PickerScreen,
      check: (s) => ({ role: 'alertdialog', name: noneApplicableTitle(s.context.workflow) }),
    },
    choosing: {
      path: '',
      sharesPathWith: 'loading',
      screen: PickerScreen,
      heading: (s) => PICKER_TITLES[s.context.workflow],
    },
  },
  actors: membershipPickerActors,
  journeyWords: () => import('./membership-picker.words').then((m) => m.membershipPickerWords),
  scenarios: () => import('./membership-picker.scenarios').then((m) => m.membershipPickerScenarios),
});

export const membershipPickerJourney = defineJourney({ flow: membershipPickerFlow });
