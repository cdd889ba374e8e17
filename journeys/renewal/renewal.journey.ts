// The renewal chart bound to the app (decision 142): screens and paths under
// /members/memberships/$sfid/renew, the purchase's step cards, screens and home-port child flow for the
// shared steps, the renewal's own selection and thank-you, resume per membership without card data.
import { lazyScreen } from '@/flows/lazy-screen';
import { defineFlow } from '@/flows/define-flow';
import { defineJourney } from '@/flows/journey';
import { renewalMachine } from '@/machines/renewal.machine';
import { CODE_MESSAGES } from '@/machines/purchase/code-rules';
import { purchaseSummary } from '@/machines/purchase/summary';
import { HOME_PORT_TYPE_HEADING } from '@/screens/home-port/home-port-headings';
import {
  BOATS_HEADING,
  CONTACT_HEADING,
  LAKE_CARD_DIALOG_TITLE,
  OPT_OUT_TITLE,
  QUESTIONNAIRE_HEADING,
  TERMS_HEADING,
} from '@/screens/purchase/purchase-headings';
import { PurchaseLayout } from '@/screens/purchase/purchase-layout';
import {
  RENEWAL_CONFIRMATION_HEADING,
  RENEWAL_START_HEADING,
  SELECTION_HEADING,
} from '@/screens/renewal/renewal-headings';
import { RenewalStartScreen } from '@/screens/renewal/renewal-start-screen';
import { homePortFlow } from '@/journeys/home-port/home-port.journey';
import { PurchaseAddressSearch } from '@/journeys/purchase/purchase-address-search';
import { renewalAbout } from './renewal.about';
import { renewalActors } from './renewal.actors';
import { leaveRenewal, RENEWAL_PERSIST, useRenewalInput } from './renewal-input';

const QuestionnaireScreen = lazyScreen(() =>
  import('@/screens/purchase/questionnaire-screen').then((m) => m.QuestionnaireScreen),
);
const SelectionScreen = lazyScreen(() =>
  import('@/screens/renewal/selection-screen').then((m) => m.SelectionScreen),
);
const ContactScreen = lazyScreen(() =>
  import('@/screens/purchase/contact-screen').then((m) => m.ContactScreen),
);
const BoatsScreen = lazyScreen(() => import('@/screens/purchase/boats-screen').then((m) => m.BoatsScreen));
const TermsScreen = lazyScreen(() => import('@/screens/purchase/terms-screen').then((m) => m.TermsScreen));
const PaymentScreen = lazyScreen(() =>
  import('@/screens/purchase/payment-screen').then((m) => m.PaymentScreen),
);
const ConfirmationScreen = lazyScreen(() =>
  import('@/screens/renewal/renewal-confirmation-screen').then((m) => m.RenewalConfirmationScreen),
);

export const renewalFlow = defineFlow({
  ...renewalAbout,
  machine: renewalMachine,
  persist: RENEWAL_PERSIST,
  states: {
    loading: {
      path: '',
      screen: RenewalStartScreen,
      check: { role: 'heading', name: RENEWAL_START_HEADING },
    },
    failed: { path: '', screen: RenewalStartScreen, check: { role: 'button', name: 'Try Again' } },
    questionnaire: {
      path: 'renewal_questionnaire',
      screen: QuestionnaireScreen,
      heading: QUESTIONNAIRE_HEADING,
    },
    selection: { path: 'selection', screen: SelectionScreen, heading: SELECTION_HEADING },
    savingSelection: { path: 'selection', screen: SelectionScreen, heading: SELECTION_HEADING },
    contact: {
      path: 'contact',
      screen: ContactScreen,
      stepLabel: 'Contact Info',
      summary: (s) => purchaseSummary(s.context).steps.contact,
      editEvent: 'contact.edit',
      heading: CONTACT_HEADING,
    },
    contactManual: {
      path: 'contact-2',
      screen: ContactScreen,
      stepLabel: 'Contact Info',
      heading: CONTACT_HEADING,
    },
    'boats.homePort': {
      path: 'boats',
      screen: BoatsScreen,
      child: { invokeId: 'homePort', flow: homePortFlow as never, frame: PurchaseLayout as never },
      heading: HOME_PORT_TYPE_HEADING,
    },
    boats: {
      path: 'boats',
      screen: BoatsScreen,
      stepLabel: 'Primary Boat Information',
      summary: (s) => purchaseSummary(s.context).steps.boats,
      editEvent: 'boats.edit',
      check: (s) =>
        s.matches({ boats: 'lakeCardExcluded' })
          ? { role: 'alertdialog', name: LAKE_CARD_DIALOG_TITLE }
          : { role: 'heading', name: BOATS_HEADING },
    },
    terms: {
      path: 'terms_and_conditions',
      screen: TermsScreen,
      stepLabel: 'Terms & Conditions',
      summary: (s) => `Automatic renewal: ${purchaseSummary(s.context).steps.terms}`,
      editEvent: 'terms.edit',
      check: (s) =>
        s.matches({ terms: 'confirmOptOut' })
          ? { role: 'dialog', name: OPT_OUT_TITLE }
          : { role: 'heading', name: TERMS_HEADING },
    },
    payment: {
      path: 'payment',
      screen: PaymentScreen,
      stepLabel: 'Payment',
      check: (s) =>
        s.matches({ payment: 'autoRenewRequired' })
          ? {
              role: 'dialog',
              name:
                s.context.code?.type === 'activation'
                  ? CODE_MESSAGES.activationNeedsAutoRenew
                  : CODE_MESSAGES.discountNeedsAutoRenew,
            }
          : { role: 'heading', name: purchaseSummary(s.context).paymentTitle },
    },
    confirmation: {
      path: 'confirm_and_login',
      screen: ConfirmationScreen,
      heading: RENEWAL_CONFIRMATION_HEADING,
    },
  },
  navigationEvents: ['cart.changeSelections', 'contact.edit', 'boats.edit', 'terms.edit', 'step.back'],
  actors: (api) => renewalActors(api),
});

export const renewalJourney = defineJourney({
  flow: renewalFlow,
  route: {
    useInput: useRenewalInput,
    pendingLabel: 'Loading your membership…',
    onDone: leaveRenewal,
    Frame: PurchaseAddressSearch,
  },
});
