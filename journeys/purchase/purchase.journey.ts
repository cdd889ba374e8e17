// The new-member purchase chart bound to the app (decision 070, 079): screens and paths under
// /members/join, the four step cards with summaries and 'Edit', the home-port wizard as a child flow on
// the boats step, resume without card data, the spec §3 cart kept in localStorage, real actors.
import { purchaseMachine, type PurchaseContext } from '@/machines/purchase.machine';
import { CODE_MESSAGES } from '@/machines/purchase/code-rules';
import { purchaseSummary } from '@/machines/purchase/summary';
import { lazyScreen } from '@/flows/lazy-screen';
import {
  BOATS_HEADING,
  CONFIRMATION_HEADING,
  CONTACT_HEADING,
  EMAIL_ON_FILE_TITLE,
  EXISTING_MEMBER_HEADING,
  LAKE_CARD_DIALOG_TITLE,
  NO_MEMBERSHIP_HEADING,
  OPT_OUT_TITLE,
  QUESTIONNAIRE_HEADING,
  TERMS_HEADING,
  TYPE_ALL_HEADING,
  typeSelectedHeading,
} from '@/screens/purchase/purchase-headings';
import { PURCHASE_TITLE, PurchaseLayout } from '@/screens/purchase/purchase-layout';
import { PurchaseRootScreen } from '@/screens/purchase/purchase-root-screen';
import { QuestionnaireScreen } from '@/screens/purchase/questionnaire-screen';
import { HOME_PORT_TYPE_HEADING } from '@/screens/home-port/home-port-headings';
import { defineFlow } from '@/flows/define-flow';
import { defineJourney } from '@/flows/journey';
import { purchaseAbout } from './purchase.about';
import { PurchaseAddressSearch } from './purchase-address-search';
import { leavePurchase } from './purchase-exit';
import { usePurchaseInput } from './purchase-input';
import { homePortFlow } from '@/journeys/home-port/home-port.journey';
import { browserPurchaseDeps, purchaseActors } from '@/journeys/purchase/purchase.actors';
import {
  EMPTY_CART,
  PURCHASE_PERSIST,
  saveCart,
  type CartStorage,
  type PurchaseCart,
} from '@/journeys/purchase/purchase-storage';

// The first screens (the root and the Membership Advisor) come with the binding; later steps load on entry.
const TypeSelectedScreen = lazyScreen(() =>
  import('@/screens/purchase/type-selected-screen').then((m) => m.TypeSelectedScreen),
);
const TypeAllScreen = lazyScreen(() =>
  import('@/screens/purchase/type-all-screen').then((m) => m.TypeAllScreen),
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
  import('@/screens/purchase/confirmation-screen').then((m) => m.ConfirmationScreen),
);

/** Spec §3: what of the chart's context is the cart kept in localStorage (never card data). */
export function cartOf(context: PurchaseContext): PurchaseCart {
  const app = context.application;
  return {
    ...EMPTY_CART,
    membershipType: context.membershipType,
    trialType: context.trialType,
    trailerCare: context.membershipType ? context.trailerCare : null,
    application:
      app.accountId && app.contactId
        ? { account: app.accountId, contact: app.contactId, membership: app.membershipId }
        : null,
    promotionCode: context.code?.type === 'promo' ? context.code.name : null,
    activationCode: context.code?.type === 'activation' ? context.code.name : null,
  };
}

/** Keeps the cart in step with the chart; a successful payment clears the selected types (spec §4). */
export function syncCart(context: PurchaseContext, storage: CartStorage): void {
  saveCart(storage, context.membership ? EMPTY_CART : cartOf(context));
}

const paymentHeading = (s: { context: PurchaseContext }) => purchaseSummary(s.context).paymentTitle;

export const purchaseFlow = defineFlow({
  ...purchaseAbout,
  machine: purchaseMachine,
  persist: PURCHASE_PERSIST,
  states: {
    root: {
      path: '',
      screen: PurchaseRootScreen,
      heading: (s) =>
        s.matches({ root: 'noMembership' })
          ? NO_MEMBERSHIP_HEADING
          : s.matches({ root: 'existingMember' })
            ? EXISTING_MEMBER_HEADING
            : PURCHASE_TITLE,
    },
    questionnaire: {
      path: 'new_member_questionnaire',
      screen: QuestionnaireScreen,
      heading: QUESTIONNAIRE_HEADING,
    },
    typeSelected: {
      path: 'membership_type_selected',
      screen: TypeSelectedScreen,
      heading: (s) => typeSelectedHeading(s),
    },
    typeAll: { path: 'membership_type_all', screen: TypeAllScreen, heading: TYPE_ALL_HEADING },
    contact: {
      path: 'apply/contact',
      screen: ContactScreen,
      stepLabel: 'Contact Info',
      summary: (s) => purchaseSummary(s.context).steps.contact,
      editEvent: 'contact.edit',
      check: (s) =>
        s.matches({ contact: 'emailOnFile' })
          ? { role: 'dialog', name: EMAIL_ON_FILE_TITLE }
          : { role: 'heading', name: CONTACT_HEADING },
    },
    contactManual: {
      path: 'apply/contact-2',
      screen: ContactScreen,
      stepLabel: 'Contact Info',
      check: (s) =>
        s.matches({ contactManual: 'emailOnFile' })
          ? { role: 'dialog', name: EMAIL_ON_FILE_TITLE }
          : { role: 'heading', name: CONTACT_HEADING },
    },
    'boats.homePort': {
      path: 'apply/boats',
      screen: BoatsScreen,
      child: { invokeId: 'homePort', flow: homePortFlow as never, frame: PurchaseLayout },
      // The wizard always opens on its first step (with the chosen values when editing).
      heading: HOME_PORT_TYPE_HEADING,
    },
    boats: {
      path: 'apply/boats',
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
      path: 'apply/terms_and_conditions',
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
      path: 'apply/payment',
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
          : { role: 'heading', name: paymentHeading(s) },
    },
    confirmation: {
      path: 'confirm_and_login',
      screen: ConfirmationScreen,
      heading: CONFIRMATION_HEADING,
    },
  },
  aliases: { apply: 'contact' },
  // Manual address entry (contact-2) is chosen with its button only: a deep link to a later step never
  // lands a boater on it (decision 079).
  navigationEvents: [
    'noMembership.continue',
    'type.showAll',
    'type.continue',
    'cart.changeSelections',
    'contact.edit',
    'boats.edit',
    'terms.edit',
    'step.back',
  ],
  actors: (api) => purchaseActors(api, browserPurchaseDeps),
  sync: (s) => syncCart(s.context, window.localStorage),
  journeyWords: () => import('./purchase.words').then((m) => m.purchaseWords),
  scenarios: () => import('./purchase.scenarios').then((m) => m.purchaseScenarios),
});

export const purchaseJourney = defineJourney({
  flow: purchaseFlow,
  route: {
    useInput: usePurchaseInput,
    pendingLabel: 'Checking your memberships…',
    onDone: leavePurchase,
    Frame: PurchaseAddressSearch,
  },
});
