// 'Request a new card in the mail' on the membership card page (member spec §4 Card reprint, §5 reason
// required, §8 MEMBER_EXPIRING_TOO_SOON): choose a reason, submit; success resets the form, flashes
// 'Your new card request was successful' and refetches the order status. Pure: the reprint call and the
// refetch are actors the page provides.
import { assign, fromPromise, setup } from 'xstate';
import { failureCodesOf } from './billing/failure-codes';

export const REPRINT_REASONS = ['Lost', 'Damaged', 'Not received', 'Duplicate', 'Other'] as const;
export type ReprintReason = (typeof REPRINT_REASONS)[number];

export const CARD_REPRINT_MESSAGES = {
  reasonRequired: 'Please select a reason for your new card request.',
  requested: 'Your new card request was successful',
} as const;

export interface CardReprintInput {
  membershipId: string;
}

export interface CardReprintContext extends CardReprintInput {
  reason: ReprintReason | '';
  reasonError: string | null;
  failureCodes: string[] | null;
}

export type CardReprintEvent =
  { type: 'reason.change'; reason: ReprintReason | '' } | { type: 'reprint.submit' };

function notProvided<TInput, TOutput>(name: string) {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`The page must provide the '${name}' actor.`)),
  );
}

export const cardReprintMachine = setup({
  types: {
    context: {} as CardReprintContext,
    events: {} as CardReprintEvent,
    input: {} as CardReprintInput,
  },
  actors: {
    requestReprint: notProvided<{ membershipId: string; reason: ReprintReason }, unknown>('requestReprint'),
    refreshOrderStatus: notProvided<void, unknown>('refreshOrderStatus'),
  },
  guards: {
    reasonMissing: ({ context }) => context.reason === '',
  },
  actions: {
    setReason: assign({
      reason: ({ event }) => (event.type === 'reason.change' ? event.reason : ''),
      reasonError: null,
    }),
    flagReasonRequired: assign({ reasonError: CARD_REPRINT_MESSAGES.reasonRequired }),
    clearFailure: assign({ failureCodes: null }),
    setFailure: assign({ failureCodes: (_, codes: string[]) => codes }),
    resetForm: assign({ reason: '' as const, reasonError: null, failureCodes: null }),
    announceRequested: () => {},
  },
}).createMachine({
  id: 'cardReprint',
  context: ({ input }) => ({
    membershipId: input.membershipId,
    reason: '',
    reasonError: null,
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
              reason: context.reason as ReprintReason,
            }),
            onDone: { target: 'refreshing', actions: ['resetForm', 'announceRequested'] },
            // MEMBER_EXPIRING_TOO_SOON and every other failure: the catalogue text; the reason stays.
            onError: {
              target: 'editing',
              actions: { type: 'setFailure', params: ({ event }) => failureCodesOf(event.error) },
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
