// The new-member purchase journey (member spec §2–§5, §7–§9; decision 070): membership check, Membership
// Advisor, contact, primary boat with the home-port child wizard, terms, payment and confirmation. The
// steps it shares with the renewal come from machines/application/ (decision 141).
import { type ErrorActorEvent } from 'xstate';
import { EMPTY_BILLING, EMPTY_CARD, NO_APPLICATION, applicationSetup } from './application/application-setup';
import { advisorQuestions, applicationSteps } from './application/application-steps';
import { EMPTY_BOAT } from './purchase/boat-form';
import { EMPTY_CONTACT } from './purchase/contact-form';
import { defaultTrailerCare, NO_ANSWERS } from './purchase/membership-types';
import { NO_ERRORS } from './purchase/purchase-types';

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
      products: null,
      membershipCount: null,
      answers: NO_ANSWERS,
      recommendedType: null,
      membershipType,
      trialType: saved?.trialType ?? null,
      trailerCare: saved?.trailerCareType ?? defaultTrailerCare(membershipType),
      application: saved?.application ?? NO_APPLICATION,
      resumedFor: null,
      contact: EMPTY_CONTACT,
      boat: EMPTY_BOAT,
      boatId: null,
      autoRenew: true,
      termsAgreed: false,
      referral: null,
      code: null,
      flash: [],
      donation: { preset: null, other: null },
      card: EMPTY_CARD,
      billing: EMPTY_BILLING,
      membership: null,
      exitTo: null,
      errors: NO_ERRORS,
      renew: null,
      renewal: null,
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
          always: [
            { guard: 'anonymousVisitor', target: '#purchase.questionnaire' },
            { guard: 'hasMemberships', target: 'existingMember' },
            { target: 'noMembership' },
          ],
        },
        failed: {
          on: { 'start.retry': { target: 'loading' } },
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
        'confirm.login': {
          target: 'exit',
          actions: { type: 'exitTo', params: 'signUpLogin' as const },
        },
      },
    },
    exit: {
      type: 'final',
    },
  },
  output: ({ context }) => ({ next: context.exitTo ?? 'signUpLogin' }),
});
