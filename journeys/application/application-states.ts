// The bindings of the steps the purchase and the renewal share (decisions 141, 144): contact, contact-2,
// boats with the home-port child flow, terms and payment — their screens (loaded on the step's first
// entry), step cards with summaries and 'Edit', headings and the checks a browser test makes. Each chart
// places them under its own path prefix (`apply/` for the purchase, none for the renewal).
import type { AnyStateMachine } from 'xstate';
import type { FlowStateDeclaration } from '@/flows/define-flow';
import { lazyScreen } from '@/flows/lazy-screen';
import type { purchaseMachine } from '@/machines/purchase.machine';
import { CODE_MESSAGES } from '@/machines/purchase/code-rules';
import type { PurchaseContext } from '@/machines/purchase/purchase-types';
import { purchaseSummary } from '@/machines/purchase/summary';
import type { renewalMachine } from '@/machines/renewal.machine';
import { HOME_PORT_TYPE_HEADING } from '@/screens/home-port/home-port-headings';
import {
  BOATS_HEADING,
  CONTACT_HEADING,
  EMAIL_ON_FILE_TITLE,
  LAKE_CARD_DIALOG_TITLE,
  OPT_OUT_TITLE,
  TERMS_HEADING,
} from '@/screens/purchase/purchase-headings';
import { PurchaseLayout } from '@/screens/purchase/purchase-layout';
import type { PurchaseSnapshot } from '@/screens/purchase/purchase-screen-props';
import { homePortChildFlow } from '@/journeys/home-port/home-port-child-flow';

const ContactScreen = lazyScreen(() =>
  import('@/screens/purchase/contact-screen').then((m) => m.ContactScreen),
);
const BoatsScreen = lazyScreen(() => import('@/screens/purchase/boats-screen').then((m) => m.BoatsScreen));
const TermsScreen = lazyScreen(() => import('@/screens/purchase/terms-screen').then((m) => m.TermsScreen));
const PaymentScreen = lazyScreen(() =>
  import('@/screens/purchase/payment-screen').then((m) => m.PaymentScreen),
);

type ApplicationMachine = typeof purchaseMachine | typeof renewalMachine;

/** Both charts' snapshots answer `matches` for the shared steps' sub-states. */
const showing = (s: PurchaseSnapshot, state: object) => (s.matches as (value: object) => boolean)(state);
const contextOf = (s: PurchaseSnapshot): PurchaseContext => s.context;

/** The contact heading, or the purchase's 'Email Address Already on File' dialog over it. */
const contactCheck = (step: 'contact' | 'contactManual') => (s: PurchaseSnapshot) =>
  showing(s, { [step]: 'emailOnFile' })
    ? { role: 'dialog' as const, name: EMAIL_ON_FILE_TITLE }
    : { role: 'heading' as const, name: CONTACT_HEADING };

/** 'Payment' or 'Credit Card Information' (a trial), or the dialog of a code that needs auto-renewal. */
const paymentCheck = (s: PurchaseSnapshot) =>
  showing(s, { payment: 'autoRenewRequired' })
    ? {
        role: 'dialog' as const,
        name:
          contextOf(s).code?.type === 'activation'
            ? CODE_MESSAGES.activationNeedsAutoRenew
            : CODE_MESSAGES.discountNeedsAutoRenew,
      }
    : { role: 'heading' as const, name: purchaseSummary(contextOf(s)).paymentTitle };

const SHARED: Record<string, FlowStateDeclaration<ApplicationMachine>> = {
  contact: {
    path: 'contact',
    screen: ContactScreen,
    stepLabel: 'Contact Info',
    summary: (s) => purchaseSummary(contextOf(s)).steps.contact,
    editEvent: 'contact.edit',
    check: contactCheck('contact'),
  },
  contactManual: {
    path: 'contact-2',
    screen: ContactScreen,
    stepLabel: 'Contact Info',
    check: contactCheck('contactManual'),
  },
  'boats.homePort': {
    path: 'boats',
    screen: BoatsScreen,
    child: { invokeId: 'homePort', flow: homePortChildFlow, frame: PurchaseLayout },
    // The wizard always opens on its first step (with the chosen values when editing).
    heading: HOME_PORT_TYPE_HEADING,
  },
  boats: {
    path: 'boats',
    screen: BoatsScreen,
    stepLabel: 'Primary Boat Information',
    summary: (s) => purchaseSummary(contextOf(s)).steps.boats,
    editEvent: 'boats.edit',
    check: (s) =>
      showing(s, { boats: 'lakeCardExcluded' })
        ? { role: 'alertdialog', name: LAKE_CARD_DIALOG_TITLE }
        : { role: 'heading', name: BOATS_HEADING },
  },
  terms: {
    path: 'terms_and_conditions',
    screen: TermsScreen,
    stepLabel: 'Terms & Conditions',
    summary: (s) => `Automatic renewal: ${purchaseSummary(contextOf(s)).steps.terms}`,
    editEvent: 'terms.edit',
    check: (s) =>
      showing(s, { terms: 'confirmOptOut' })
        ? { role: 'dialog', name: OPT_OUT_TITLE }
        : { role: 'heading', name: TERMS_HEADING },
  },
  payment: { path: 'payment', screen: PaymentScreen, stepLabel: 'Payment', check: paymentCheck },
};

/** The shared steps' bindings in step order, their paths under `prefix` (e.g. `apply/`). */
export function applicationStates<TMachine extends AnyStateMachine & ApplicationMachine>(
  prefix: string,
): Record<string, FlowStateDeclaration<TMachine>> {
  return Object.fromEntries(
    Object.entries(SHARED).map(([state, declaration]) => [
      state,
      { ...declaration, path: `${prefix}${declaration.path}` },
    ]),
  ) as Record<string, FlowStateDeclaration<TMachine>>;
}
