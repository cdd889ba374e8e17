// 'Request a new card in the mail' on the membership card page (member spec §4 Card reprint, §5 reason
// required, §8 MEMBER_EXPIRING_TOO_SOON): choose a reason, submit; success resets the form, flashes
// 'Your new card request was successful' and refetches the order status. Pure: the reprint call and the
// refetch are actors the page provides.
import { assign, setup } from 'xstate';
import { notProvided } from './not-provided';
import { catalogueCodesOf } from './billing/failure-codes';
import {
  REPRINT_REASON_REQUIRED,
  REPRINT_REASONS,
  reprintSchema,
  type ReprintForm,
  type ReprintReason,
} from './card-reprint/reprint-form';
import { formErrors, formInvalid, formOutput, type FieldErrors } from './forms/form-schema';

export { REPRINT_REASONS, type ReprintReason };

export const CARD_REPRINT_MESSAGES = {
  reasonRequired: REPRINT_REASON_REQUIRED,
  requested: 'Your new card request was successful',
} as const;

export interface CardReprintInput {
  membershipId: string;
}

export interface CardReprintContext extends CardReprintInput, ReprintForm {
  /** The form's message of the last submit (`reason`), gone once a reason is chosen. */
  errors: FieldErrors;
  failureCodes: string[] | null;
}

export type CardReprintEvent =
  { type: 'reason.change'; reason: ReprintForm['reason'] } | { type: 'reprint.submit' };

export const cardReprintMachine = setup({
  types: {
    context: {} as CardReprintContext,
    events: {} as CardReprintEvent,
    input: {} as CardReprintInput,
  },
  actors: {
    requestReprint: notProvided<{ membershipId: string; reason: ReprintReason }, unknown>(
      'requestReprint',
      'page',
    ),
    refreshOrderStatus: notProvided<void, unknown>('refreshOrderStatus', 'page'),
  },
  guards: {
    reasonMissing: ({ context }) => formInvalid(reprintSchema, context),
  },
  actions: {
    setReason: assign({
      reason: ({ event }) => (event.type === 'reason.change' ? event.reason : ''),
      errors: {},
    }),
    flagReasonRequired: assign({ errors: ({ context }) => formErrors(reprintSchema, context) }),
    clearFailure: assign({ failureCodes: null }),
    setFailure: assign({ failureCodes: (_, codes: string[]) => codes }),
    resetForm: assign({ reason: '' as const, errors: {}, failureCodes: null }),
    announceRequested: () => {},
  },
}).createMachine({
  id: 'cardReprint',
  context: ({ input }) => ({
    membershipId: input.membershipId,
    reason: '',
    errors: {},
    failureCodes: null,
  }),
  initial: 'request',
  states: {
    request: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'reason.change': { actions: 'setReason' },
            'reprint.submit': [
              { guard: 'reasonMissing', actions: 'flagReasonRequired' },
              { target: 'submitting', actions: 'clearFailure' },
            ],
          },
        },
        submitting: {
          tags: ['submitting'],
          invoke: {
            id: 'requestReprint',
            src: 'requestReprint',
            input: ({ context }) => ({
              membershipId: context.membershipId,
              ...formOutput(reprintSchema, context),
            }),
            onDone: { target: 'refreshing', actions: ['resetForm', 'announceRequested'] },
            // MEMBER_EXPIRING_TOO_SOON and every other failure: the catalogue text; the reason stays.
            onError: {
              target: 'editing',
              actions: { type: 'setFailure', params: ({ event }) => catalogueCodesOf(event.error) },
            },
          },
        },
        refreshing: {
          tags: ['loading'],
          invoke: {
            id: 'refreshOrderStatus',
            src: 'refreshOrderStatus',
            onDone: { target: 'editing' },
            onError: { target: 'editing' },
          },
        },
      },
    },
  },
});
