// The renewal journey (member spec §2 renewal flow, §4 Renewal and Codes; decisions 141, 142): the
// membership and the cart load (reset from the membership, or the application account's saved cart), a
// Trial holder still on Trial is sent to the Membership Advisor, otherwise the member lands on contact;
// selection picks the type (a Lake Card holder may upgrade to Gold Card) and trailer care, and a changed
// choice updates the application's membership record; contact, boats, terms and payment are the
// purchase's own steps (machines/application/); confirmation thanks the member and leaves for the Member
// Center. Pure: calls are actors the flow provides.
import { type ErrorActorEvent } from 'xstate';
import { NO_APPLICATION, applicationSetup, unstartedSteps } from './application/application-setup';
import { advisorQuestions, applicationSteps } from './application/application-steps';
import { defaultTrailerCare, GOLD_CARD, LAKE_CARD } from './purchase/membership-types';
import type { PurchaseInput } from './purchase/purchase-types';

export type RenewalInput = PurchaseInput & { renew: NonNullable<PurchaseInput['renew']> };

const STEPS = {
  id: 'renewal',
  selections: 'selection',
  beforeContact: 'selection',
  restart: null,
  emailCheck: false,
};

const steps = applicationSteps(STEPS);

export const renewalMachine = applicationSetup.createMachine({
  id: 'renewal',
  context: ({ input }) => ({
    signedIn: input.signedIn,
    accountId: input.accountId,
    today: input.today,
    supportPhone: input.supportPhone ?? null,
    referralId: null,
    promotionCode: null,
    activationCode: null,
    ...unstartedSteps(),
    membershipType: null,
    trialType: null,
    trailerCare: defaultTrailerCare(null),
    application: NO_APPLICATION,
    renew: input.renew ?? null,
  }),
  initial: 'loading',
  on: {
    'flash.dismiss': { guard: 'flashShown', actions: 'dismissFlash' },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'startRenewal',
        src: 'startRenewal',
        input: ({ context }) => ({
          accountId: context.accountId,
          sfid: context.renew?.sfid ?? '',
          resetCart: context.renew?.resetCart ?? false,
        }),
        onDone: {
          target: 'routing',
          actions: { type: 'applyRenewalStart', params: ({ event }) => event.output },
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
    failed: {
      on: { 'start.retry': { target: 'loading', actions: 'clearStartFailure' } },
    },
    routing: {
      description: 'Deciding whether a Trial holder is advised first',
      // Spec §2: entering the renewal lands on contact; §4: a Trial holder still on Trial is advised first.
      always: [{ guard: 'trialStillSelected', target: 'questionnaire' }, { target: 'contact' }],
    },
    questionnaire: {
      initial: 'paidUse',
      states: advisorQuestions({ id: 'renewal', advised: 'selection' }),
    },
    selection: {
      on: {
        'renewal.upgradeToGold': {
          guard: 'lakeHolder',
          actions: 'toggleGold',
          description: `switches to the ${GOLD_CARD} (unticked, back to the ${LAKE_CARD})`,
        },
        'trailerCare.pick': { guard: 'trailerCareOfferedForType', actions: 'pickTrailerCare' },
        'type.continue': [
          { guard: 'selectionChanged', target: 'savingSelection', actions: 'checkCodeAgainstType' },
          { target: 'contact', actions: 'checkCodeAgainstType' },
        ],
      },
    },
    savingSelection: {
      description: 'Saving the membership selections',
      tags: ['submitting'],
      invoke: {
        id: 'saveSelection',
        src: 'saveSelection',
        input: ({ context }) => ({
          application: context.application,
          selection: { membershipType: context.membershipType, trailerCare: context.trailerCare },
        }),
        onDone: { target: 'contact', actions: 'keepSavedSelection' },
        onError: {
          target: 'selection',
          actions: {
            type: 'flagSelectionFailed',
            params: ({ event }: { event: ErrorActorEvent }) => event.error,
          },
        },
      },
    },
    ...steps,
    contact: {
      ...steps.contact,
      on: {
        ...steps.contact.on,
        // Spec §4: a member's contact and boat are on file, so the terms are one step away; without a boat
        // the terms and payment send the member to the boats step first.
        'terms.edit': [
          { guard: 'boatOnFile', target: 'terms', actions: 'clearContactFormFailure' },
          { target: 'boats', actions: 'clearContactFormFailure' },
        ],
      },
    },
    confirmation: {
      on: {
        'renewal.done': { target: 'exit', actions: { type: 'exitTo', params: 'memberCenter' as const } },
      },
    },
    exit: { type: 'final' },
  },
  output: ({ context }) => ({ next: context.exitTo ?? 'memberCenter' }),
});
