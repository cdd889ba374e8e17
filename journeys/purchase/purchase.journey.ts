// The new-member purchase chart bound to the app (decision 070, 079): screens and paths under
// /members/join, the four step cards with summaries and 'Edit', the home-port wizard as a child flow on
// the boats step, resume without card data, the spec §3 cart kept in localStorage, real actors.
import { errorMessageForCodes } from '@/api/error-catalogue';
import { purchaseMachine, type PurchaseContext, type PurchaseEvent } from '@/machines/purchase.machine';
import { CODE_MESSAGES } from '@/machines/purchase/code-rules';
import { purchaseSummary } from '@/machines/purchase/summary';
import { BOATS_HEADING, BoatsScreen, LAKE_CARD_DIALOG_TITLE } from '@/screens/purchase/boats-screen';
import { CONFIRMATION_HEADING, ConfirmationScreen } from '@/screens/purchase/confirmation-screen';
import { CONTACT_HEADING, ContactScreen, EMAIL_ON_FILE_TITLE } from '@/screens/purchase/contact-screen';
import { PaymentScreen } from '@/screens/purchase/payment-screen';
import { PURCHASE_TITLE, PurchaseLayout } from '@/screens/purchase/purchase-layout';
import {
  EXISTING_MEMBER_HEADING,
  NO_MEMBERSHIP_HEADING,
  PurchaseRootScreen,
} from '@/screens/purchase/purchase-root-screen';
import { QUESTIONNAIRE_HEADING, QuestionnaireScreen } from '@/screens/purchase/questionnaire-screen';
import { OPT_OUT_TITLE, TERMS_HEADING, TermsScreen } from '@/screens/purchase/terms-screen';
import { TYPE_ALL_HEADING, TypeAllScreen } from '@/screens/purchase/type-all-screen';
import { TypeSelectedScreen, typeSelectedHeading } from '@/screens/purchase/type-selected-screen';
import { HOME_PORT_TYPE_HEADING } from '@/screens/home-port/home-port-type-screen';
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

const quote = (text: string) => `'${text}'`;

export function describePurchaseEvent(event: PurchaseEvent): string {
  switch (event.type) {
    case 'start.retry':
      return "Press 'Try Again'";
    case 'flash.dismiss':
      return 'Dismiss the message';
    case 'noMembership.cancel':
    case 'existingMember.cancel':
    case 'emailOnFile.cancel':
    case 'terms.cancelOptOut':
      return "Press 'Cancel'";
    case 'noMembership.continue':
      return "Press 'Continue'";
    case 'existingMember.renew':
      return "Press 'Renew Membership'";
    case 'questionnaire.paidUse':
      return `Answer ${event.value ? 'Yes' : 'No'} to charters, rent or paid use`;
    case 'questionnaire.vessels':
      return `Answer '${event.value === 'single' ? 'Single vessel' : 'Multiple vessels'}'`;
    case 'questionnaire.water':
      return `Answer that you boat on ${event.value === 'both' ? 'both salt and fresh' : event.value} water`;
    case 'questionnaire.specialWaters':
      return `Answer ${event.value ? 'Yes' : 'No'} to FL, AK, HI, PR, VI or coastal rivers and lakes`;
    case 'type.showAll':
      return "Press 'Sea Tow Membership Options'";
    case 'type.pick':
      return `Choose ${quote(event.membershipType)}`;
    case 'trailerCare.pick':
      return `Choose ${quote(event.trailerCare)} for trailer care`;
    case 'type.continue':
      return "Press 'Continue'";
    case 'cart.changeSelections':
      return "Press 'Change Membership Selections'";
    case 'step.back':
      return "Press 'Back'";
    case 'contact.submit':
      return `Fill in the contact form for ${event.contact.firstName || '(no name)'} ${event.contact.lastName} <${event.contact.email || 'no e-mail'}> and press 'Save & Continue'`;
    case 'contact.enterManually':
      return "Press 'Enter Address Manually'";
    case 'contact.useSuggestions':
      return "Press 'Search for My Address'";
    case 'emailOnFile.login':
      return "Press 'Log In and Renew'";
    case 'boat.ownership':
      return `Choose ${quote(event.value === 'own' ? 'I own a boat' : 'Other (Boat Club, Rent/Charter)')}`;
    case 'boat.homePort':
      return "Press 'Set Home Port'";
    case 'boat.submit':
      return `Fill in the boat form (${[event.boat.year, event.boat.length && `${event.boat.length} ft`, event.boat.boatMake || event.boat.noBoatReason].filter(Boolean).join(', ') || 'empty'}) and press 'Save & Continue'`;
    case 'lakeCard.upgrade':
      return "Press 'Upgrade and Continue'";
    case 'terms.autoRenew':
      return `${event.value ? 'Tick' : 'Untick'} automatic renewal`;
    case 'terms.confirmOptOut':
      return 'Confirm turning automatic renewal off';
    case 'referral.lookup':
      return `Enter member number ${quote(event.memberNumber)} as the referrer and look it up`;
    case 'referral.clear':
      return 'Remove the referrer';
    case 'terms.submit':
      return `${event.termsAgreed ? 'Tick' : 'Leave unticked'} the agreement and press 'Continue'`;
    case 'donation.pick':
      return event.other
        ? `Donate $${event.other} (Other)`
        : event.amount === null
          ? 'Choose no donation'
          : `Donate $${event.amount}`;
    case 'code.apply':
      return `Enter the discount code ${quote(event.code)} and press 'Apply'`;
    case 'code.remove':
      return 'Remove the discount code';
    case 'autoRenewRequired.close':
      return "Press 'Close'";
    case 'payment.submit':
      return `Enter card ${event.card.cardNumber ? `ending ${event.card.cardNumber.slice(-4)}` : '(none)'} and press 'Confirm Membership'`;
    case 'confirm.login':
      return "Press 'Register & Log In'";
    case 'contact.edit':
      return "Press 'Edit' on Contact Info";
    case 'boats.edit':
      return "Press 'Edit' on Primary Boat Information";
    case 'terms.edit':
      return "Press 'Edit' on Terms & Conditions";
  }
}

function describePurchaseSnapshot(s: { context: PurchaseContext; hasTag: (t: string) => boolean }) {
  const { errors } = s.context;
  const phone = s.context.supportPhone ?? '{phone}';
  const codes = [...errors.checkout, ...errors.contactForm, ...errors.boatForm, ...errors.start];
  if (codes.length > 0) return `the message '${errorMessageForCodes(codes, phone).split('\n')[0]}'`;
  if (errors.terms) return `the message '${errors.terms}'`;
  if (errors.code?.message) return `the message '${errors.code.message}'`;
  const field = [errors.contact, errors.boat, errors.card, errors.billing]
    .flatMap((e) => Object.values(e))
    .find(Boolean);
  if (field) return `the message '${field}'`;
  if (s.hasTag('loading')) return 'a loading indicator';
  if (s.hasTag('submitting')) return 'the form busy while it is sent';
  return null;
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
  describeEvent: describePurchaseEvent,
  describeSnapshot: describePurchaseSnapshot,
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
