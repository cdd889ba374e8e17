// The new-member purchase journey (member spec §2–§5, §7–§9; decision 070): membership check, Membership
// Advisor, contact, primary boat with the home-port child wizard, terms, payment and confirmation. The
// steps it shares with the renewal come from machines/application/ (decision 141).
import { type ErrorActorEvent } from 'xstate';
import {
  NO_APPLICATION,
  applicationSetup,
  signedInBuyer,
  unstartedSteps,
} from './application/application-setup';
import { advisorQuestions, applicationSteps } from './application/application-steps';
import { defaultTrailerCare } from './purchase/membership-types';

export type {
  PurchaseContext,
  PurchaseEvent,
  PurchaseInput,
  PurchaseOutput,
} from './purchase/purchase-types';
export {
  checkoutInputOf,
  EMPTY_BILLING,
  EMPTY_CARD,
  failureCodes,
  paymentCardSchema,
  PURCHASE_MESSAGES,
  purchaseContactSchema,
} from './application/application-setup';

const STEPS = {
  id: 'purchase',
  selections: 'typeAll',
  beforeContact: 'typeSelected',
  restart: 'root',
  emailCheck: true,
};
const ADVISOR = { id: 'purchase', advised: 'typeSelected' };

export const purchaseMachine = applicationSetup.createMachine({
  id: 'purchase',
  context: ({ input }) => {
    const saved = input.saved;
    const membershipType = saved?.membershipType ?? null;
    return {
      signedIn: input.signedIn,
      accountId: input.accountId,
      today: input.today,
      supportPhone: input.supportPhone ?? null,
      referralId: input.referralId,
      promotionCode: input.promotionCode,
      activationCode: input.activationCode,
      ...unstartedSteps(),
      membershipType,
      trialType: saved?.trialType ?? null,
      trailerCare: saved?.trailerCareType ?? defaultTrailerCare(membershipType),
      application: saved?.application ?? NO_APPLICATION,
      renew: null,
    };
  },
  initial: 'root',
  on: {
    'flash.dismiss': { guard: 'flashShown', actions: 'dismissFlash' },
  },
  states: {
    root: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'startPurchase',
            src: 'startPurchase',
            input: ({ context }) => ({
              signedIn: context.signedIn,
              accountId: context.accountId,
              promotionCode: context.promotionCode,
              activationCode: context.activationCode,
            }),
            onDone: {
              target: 'routing',
              actions: { type: 'applyStart', params: ({ event }) => event.output },
            },
            onError: {
              target: 'failed',
              actions: {
                type: 'flagStartFailed',
                params: ({ event }: { event: ErrorActorEvent }) => event.error,
              },
            },
          },
        },
        routing: {
          description: 'Deciding where the visitor starts: the advisor, or their memberships',
          always: [
            { guard: 'anonymousVisitor', target: '#purchase.questionnaire' },
            { guard: 'hasMemberships', target: 'existingMember' },
            { target: 'noMembership' },
          ],
        },
        failed: {
          on: { 'start.retry': { target: 'loading', actions: 'clearStartFailure' } },
        },
        noMembership: {
          on: {
            'noMembership.cancel': {
              target: '#purchase.exit',
              actions: { type: 'exitTo', params: 'signOut' as const },
            },
            'noMembership.continue': { target: '#purchase.questionnaire' },
          },
        },
        existingMember: {
          on: {
            'existingMember.cancel': {
              target: '#purchase.exit',
              actions: { type: 'exitTo', params: 'providerSite' as const },
            },
            'existingMember.renew': {
              target: '#purchase.exit',
              actions: { type: 'exitTo', params: 'renewalPicker' as const },
            },
          },
        },
      },
    },
    questionnaire: {
      initial: 'paidUse',
      always: { guard: 'trialPromotionActive', target: 'typeSelected', actions: 'selectTrialType' },
      states: {
        ...advisorQuestions(ADVISOR),
      },
    },
    typeSelected: {
      on: {
        'type.showAll': { guard: 'notTrial', target: 'typeAll' },
        'trailerCare.pick': { guard: 'trailerCareOfferedForType', actions: 'pickTrailerCare' },
        'type.continue': { target: 'contact', actions: 'checkCodeAgainstType' },
        'step.back': { guard: 'notTrial', target: 'questionnaire', actions: 'clearAnswers' },
      },
    },
    typeAll: {
      on: {
        'type.pick': { actions: 'pickType' },
        'trailerCare.pick': { guard: 'trailerCareOfferedForType', actions: 'pickTrailerCare' },
        'type.continue': { target: 'contact', actions: 'checkCodeAgainstType' },
        'step.back': { target: 'typeSelected' },
      },
    },
    ...applicationSteps(STEPS),
    confirmation: {
      on: {
        // Spec §2: a visitor's 'Register & Log In' starts the sign-up login; a buyer already signed in
        // ('Manage Your Online Account' / 'Go to My Account') goes to the portal.
        'confirm.login': {
          target: 'exit',
          actions: {
            type: 'exitTo',
            params: ({ context }) => (signedInBuyer(context) ? 'memberCenter' : 'signUpLogin'),
          },
        },
      },
    },
    exit: {
      type: 'final',
    },
  },
  output: ({ context }) => ({ next: context.exitTo ?? 'signUpLogin' }),
});
