// The auto-renew switch of a membership's billing page (member spec §4 Auto-renew, §5 card rules, §8
// error catalogue): turning it on opens the enrolment form (card, billing address, the autorenewal
// agreement) and posts the new card; turning it off asks 'Yes, Unenroll' first. After either change the
// billing data is refetched. 'Enroll in Automatic Renewal' carries the card and address as typed; the
// chart decides with the card and address schemas (decision 126). Pure: the API calls and the refetch are
// actors the page provides; today comes in as input. The lock rule is decision 090.
import * as v from 'valibot';
import { assign, setup } from 'xstate';
import { notProvided } from './not-provided';
import { addressSchema, type AddressErrors } from './forms/address-form';
import {
  CARD_MESSAGES,
  cardSchema,
  EMPTY_CARD,
  forgottenCard,
  type CardErrors,
  type CardFields,
} from './forms/card-form';
import { formErrors } from './forms/form-schema';
import { autoRenewLocked } from './billing/auto-renew-lock';
import { autoRenewDate } from './membership/membership-status';
import { type BillingAddress } from './billing/billing-address';
import { catalogueCodesOf } from './billing/failure-codes';

export const AUTO_RENEW_MESSAGES = {
  enrolled: 'You are now enrolled in automatic renewal.',
  unenrolled: 'You are no longer enrolled in automatic renewal.',
  agreement: CARD_MESSAGES.autoRenewalAgreement,
} as const;

export interface AutoRenewInput {
  membershipId: string;
  /** ISO date of today (the page's clock). */
  today: string;
  /** ISO expiry (renewal) date; null when unknown. */
  expiry: string | null;
  /** False for trial, monthly, subsidized, cancelled memberships (decision 090). */
  available: boolean;
  enrolled: boolean;
  /** Yearly renewal amount charged by auto-renew. */
  amount: number;
  /** The account's billing address, the form's starting values. */
  billingAddress: BillingAddress;
  accountExternalId?: string | undefined;
  membershipExternalId?: string | undefined;
}

export interface AutoRenewContext extends AutoRenewInput {
  /** What the form held at the last submit (the card is never stored: `persist.sensitive`). */
  card: CardFields;
  address: BillingAddress;
  agreementAccepted: boolean;
  cardErrors: CardErrors;
  addressErrors: AddressErrors;
  agreementError: string | null;
  /** Error codes of the last failed call (shown through the error catalogue). */
  failureCodes: string[] | null;
}

/** What the enrolment call sends (the contract's enrolAutoRenewal body in the spec's form names). */
export interface EnrolmentRequest {
  membershipId: string;
  card: CardFields;
  address: BillingAddress;
  amount: number;
  arbStartDate: string;
  accountExternalId?: string | undefined;
  membershipExternalId?: string | undefined;
}

export type AutoRenewEvent =
  | { type: 'switch.turnOn' }
  | { type: 'switch.turnOff' }
  | { type: 'agreement.toggle'; accepted: boolean }
  | { type: 'enrolment.submit'; card: CardFields; address: BillingAddress }
  | { type: 'enrolment.cancel' }
  | { type: 'unenrol.confirm' }
  | { type: 'unenrol.cancel' };

/** The enrolment's card schema: the card must outlive the membership's renewal date (spec §5). */
export const enrolmentCardSchema = (context: Pick<AutoRenewContext, 'today' | 'expiry'>) =>
  cardSchema({ today: context.today, autoRenew: true, renewalDate: context.expiry, total: 0 });

/** The enrolment form's card and billing address, as its screen holds them (the agreement is an event). */
export const enrolmentFormSchema = (context: Pick<AutoRenewContext, 'today' | 'expiry'>) =>
  v.object({ card: enrolmentCardSchema(context), address: addressSchema });

function enrolmentErrors(context: AutoRenewContext) {
  return {
    cardErrors: formErrors(enrolmentCardSchema(context), context.card),
    addressErrors: formErrors(addressSchema, context.address),
    agreementError: context.agreementAccepted ? null : AUTO_RENEW_MESSAGES.agreement,
  };
}

export function enrolmentRequestOf(context: AutoRenewContext): EnrolmentRequest {
  return {
    membershipId: context.membershipId,
    card: context.card,
    address: context.address,
    amount: context.amount,
    arbStartDate: autoRenewDate(context.expiry, context.today),
    accountExternalId: context.accountExternalId,
    membershipExternalId: context.membershipExternalId,
  };
}

export const autoRenewMachine = setup({
  types: {
    context: {} as AutoRenewContext,
    events: {} as AutoRenewEvent,
    input: {} as AutoRenewInput,
  },
  actors: {
    enrolAutoRenewal: notProvided<EnrolmentRequest, unknown>('enrolAutoRenewal', 'page'),
    unenrolAutoRenewal: notProvided<{ membershipId: string }, unknown>('unenrolAutoRenewal', 'page'),
    refreshBilling: notProvided<void, unknown>('refreshBilling', 'page'),
  },
  guards: {
    mayEnrol: ({ context }) =>
      context.available && !context.enrolled && !autoRenewLocked(context.today, context.expiry),
    mayUnenrol: ({ context }) =>
      context.available && context.enrolled && !autoRenewLocked(context.today, context.expiry),
    enrolmentFormIncomplete: ({ context }) => {
      const errors = enrolmentErrors(context);
      return (
        Object.keys(errors.cardErrors).length > 0 ||
        Object.keys(errors.addressErrors).length > 0 ||
        errors.agreementError !== null
      );
    },
  },
  actions: {
    forgetCard: assign(forgottenCard('card')),
    takeValues: assign(({ event }) =>
      event.type === 'enrolment.submit' ? { card: event.card, address: event.address } : {},
    ),
    setAgreement: assign({
      agreementAccepted: ({ event }) => event.type === 'agreement.toggle' && event.accepted,
      agreementError: null,
    }),
    flagFormErrors: assign(({ context }) => enrolmentErrors(context)),
    clearFormErrors: assign({ cardErrors: {}, addressErrors: {}, agreementError: null }),
    startEnrolmentForm: assign({
      card: EMPTY_CARD,
      address: ({ context }) => context.billingAddress,
      agreementAccepted: false,
      cardErrors: {},
      addressErrors: {},
      agreementError: null,
      failureCodes: null,
    }),
    clearFailure: assign({ failureCodes: null }),
    setFailure: assign({ failureCodes: (_, codes: string[]) => codes }),
    markEnrolled: assign({
      enrolled: true,
      card: EMPTY_CARD,
      billingAddress: ({ context }) => context.address,
    }),
    markUnenrolled: assign({ enrolled: false }),
    announceEnrolled: () => {},
    announceUnenrolled: () => {},
  },
}).createMachine({
  id: 'autoRenew',
  context: ({ input }) => ({
    ...input,
    card: EMPTY_CARD,
    address: input.billingAddress,
    agreementAccepted: false,
    cardErrors: {},
    addressErrors: {},
    agreementError: null,
    failureCodes: null,
  }),
  initial: 'billing',
  states: {
    billing: {
      initial: 'idle',
      states: {
        idle: {
          description: 'Showing the automatic renewal switch',
          on: {
            'switch.turnOn': {
              guard: 'mayEnrol',
              target: '#autoRenew.enrolment',
              actions: 'startEnrolmentForm',
            },
            'switch.turnOff': { guard: 'mayUnenrol', target: 'confirmingUnenrol', actions: 'clearFailure' },
          },
        },
        confirmingUnenrol: {
          on: {
            'unenrol.confirm': { target: 'unenrolling', actions: 'clearFailure' },
            'unenrol.cancel': { target: 'idle', actions: 'clearFailure' },
          },
        },
        unenrolling: {
          tags: ['submitting'],
          invoke: {
            id: 'unenrolAutoRenewal',
            src: 'unenrolAutoRenewal',
            input: ({ context }) => ({ membershipId: context.membershipId }),
            onDone: { target: 'refreshingAfterUnenrol', actions: 'markUnenrolled' },
            onError: {
              target: 'confirmingUnenrol',
              actions: { type: 'setFailure', params: ({ event }) => catalogueCodesOf(event.error) },
            },
          },
        },
        refreshingAfterUnenrol: {
          tags: ['submitting'],
          invoke: {
            id: 'refreshAfterUnenrol',
            src: 'refreshBilling',
            onDone: { target: 'idle', actions: 'announceUnenrolled' },
            onError: { target: 'idle', actions: 'announceUnenrolled' },
          },
        },
        refreshingAfterEnrol: {
          tags: ['loading'],
          invoke: {
            id: 'refreshAfterEnrol',
            src: 'refreshBilling',
            onDone: { target: 'idle', actions: 'announceEnrolled' },
            onError: { target: 'idle', actions: 'announceEnrolled' },
          },
        },
      },
    },
    enrolment: {
      exit: 'forgetCard',
      initial: 'editing',
      states: {
        editing: {
          on: {
            'enrolment.cancel': { target: '#autoRenew.billing', actions: 'clearFailure' },
            'agreement.toggle': { actions: 'setAgreement' },
            'enrolment.submit': { target: 'checking', actions: 'takeValues' },
          },
        },
        // The submitted card and address decide: their messages (and the agreement's), or the call.
        checking: {
          always: [
            { guard: 'enrolmentFormIncomplete', target: 'editing', actions: 'flagFormErrors' },
            { target: 'submitting', actions: ['clearFormErrors', 'clearFailure'] },
          ],
        },
        submitting: {
          tags: ['submitting'],
          invoke: {
            id: 'enrolAutoRenewal',
            src: 'enrolAutoRenewal',
            input: ({ context }) => enrolmentRequestOf(context),
            onDone: { target: '#autoRenew.billing.refreshingAfterEnrol', actions: 'markEnrolled' },
            // The form keeps what was typed; the catalogue text of the codes shows above it.
            onError: {
              target: 'editing',
              actions: { type: 'setFailure', params: ({ event }) => catalogueCodesOf(event.error) },
            },
          },
        },
      },
    },
  },
});
