// The renewal chart bound to the app (decision 142): screens and paths under
// /members/memberships/$sfid/renew, the purchase's step cards, screens and home-port child flow for the
// shared steps, the renewal's own selection and thank-you, resume per membership without card data.
import { lazyScreen } from '@/flows/lazy-screen';
import { defineFlow } from '@/flows/define-flow';
import { defineJourney } from '@/flows/journey';
import { renewalMachine } from '@/machines/renewal.machine';
import { QUESTIONNAIRE_HEADING } from '@/screens/purchase/purchase-headings';
import {
  RENEWAL_CONFIRMATION_HEADING,
  RENEWAL_START_FAILED_HEADING,
  SELECTION_HEADING,
} from '@/screens/renewal/renewal-headings';
import { RENEWAL_TITLE } from '@/screens/purchase/purchase-layout';
import { RenewalStartScreen } from '@/screens/renewal/renewal-start-screen';
import { applicationStates } from '@/journeys/application/application-states';
import { renewalAbout } from './renewal.about';
import { renewalActors } from './renewal.actors';
import { RenewalFrame } from './renewal-frame';
import { leaveRenewal, RENEWAL_PERSIST, useRenewalInput } from './renewal-input';

const QuestionnaireScreen = lazyScreen(() =>
  import('@/screens/purchase/questionnaire-screen').then((m) => m.QuestionnaireScreen),
);
const SelectionScreen = lazyScreen(() =>
  import('@/screens/renewal/selection-screen').then((m) => m.SelectionScreen),
);
const ConfirmationScreen = lazyScreen(() =>
  import('@/screens/renewal/renewal-confirmation-screen').then((m) => m.RenewalConfirmationScreen),
);

export const renewalFlow = defineFlow({
  ...renewalAbout,
  machine: renewalMachine,
  persist: RENEWAL_PERSIST,
  states: {
    // The renewal's header shows while its membership loads (the spinner alone may be gone by the check).
    loading: { path: '', screen: RenewalStartScreen, heading: RENEWAL_TITLE },
    failed: {
      path: '',
      sharesPathWith: 'loading',
      screen: RenewalStartScreen,
      heading: RENEWAL_START_FAILED_HEADING,
    },
    questionnaire: {
      path: 'renewal_questionnaire',
      screen: QuestionnaireScreen,
      heading: QUESTIONNAIRE_HEADING,
    },
    selection: { path: 'selection', screen: SelectionScreen, heading: SELECTION_HEADING },
    // The selection's save in progress shows on the selection's screen, under its URL.
    savingSelection: {
      path: 'selection',
      sharesPathWith: 'selection',
      screen: SelectionScreen,
      heading: SELECTION_HEADING,
    },
    ...applicationStates<typeof renewalMachine>(''),
    confirmation: {
      path: 'confirm_and_login',
      screen: ConfirmationScreen,
      heading: RENEWAL_CONFIRMATION_HEADING,
    },
  },
  navigationEvents: ['cart.changeSelections', 'contact.edit', 'boats.edit', 'terms.edit', 'step.back'],
  actors: (api) => renewalActors(api),
  journeyWords: () => import('./renewal.words').then((m) => m.renewalWords),
  scenarios: () => import('./renewal.scenarios').then((m) => m.renewalScenarios),
});

export const renewalJourney = defineJourney({
  flow: renewalFlow,
  route: {
    useInput: useRenewalInput,
    pendingLabel: 'Loading your membership…',
    onDone: leaveRenewal,
    Frame: RenewalFrame,
  },
});
