// The new-member purchase chart bound to the app (decision 070, 079): screens and paths under
// /members/join, the four step cards with summaries and 'Edit', the home-port wizard as a child flow on
// the boats step, resume without card data, the spec §3 cart kept in localStorage, real actors.
import { purchaseMachine, type PurchaseContext } from '@/machines/purchase.machine';
import { lazyScreen } from '@/flows/lazy-screen';
import {
  CONFIRMATION_HEADING,
  EXISTING_MEMBER_HEADING,
  NO_MEMBERSHIP_HEADING,
  QUESTIONNAIRE_HEADING,
  TYPE_ALL_HEADING,
  typeSelectedHeading,
} from '@/screens/purchase/purchase-headings';
import { PURCHASE_TITLE } from '@/screens/purchase/purchase-layout';
import { PurchaseRootScreen } from '@/screens/purchase/purchase-root-screen';
import { QuestionnaireScreen } from '@/screens/purchase/questionnaire-screen';
import { defineFlow } from '@/flows/define-flow';
import { defineJourney } from '@/flows/journey';
import { purchaseAbout } from './purchase.about';
import { PurchaseAddressSearch } from './purchase-address-search';
import { leavePurchase } from './purchase-exit';
import { usePurchaseInput } from './purchase-input';
import { applicationStates } from '@/journeys/application/application-states';
import { browserPurchaseDeps, purchaseActors } from '@/journeys/purchase/purchase.actors';
import { PURCHASE_PERSIST } from '@/journeys/purchase/purchase-persist';
import {
  EMPTY_CART,
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
    ...applicationStates<typeof purchaseMachine>('apply/'),
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
  // Checked by the path tests and reported by `npm run charts:diff` when a change breaks one.
  invariants: [
    {
      name: 'payment only after the boat is saved and the terms are agreed',
      into: 'purchase.payment',
      passesThrough: ['purchase.boats.saving', 'purchase.terms'],
    },
    {
      name: 'the checkout runs only from the payment form',
      into: 'purchase.payment.submitting',
      passesThrough: ['purchase.payment.editing'],
    },
    {
      name: 'confirmation only after a checkout',
      into: 'purchase.confirmation',
      passesThrough: ['purchase.payment.submitting'],
    },
    {
      name: 'the Lake Card dialog only after a boat submit on the boat form',
      into: 'purchase.boats.lakeCardExcluded',
      passesThrough: ['purchase.boats.editing', 'purchase.boats.homePort'],
    },
  ],
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
