// 'Refer a Boater' (member spec §2 /referrals, §5 referral form, §7 POST /referrals): first and last name
// required, e-mail required and valid. A sent referral shows the thanks and empties the form; a failed
// one shows the catalogue text and keeps what was typed. 'Refer a Boater' carries the form's values; the
// chart decides with the form's schema (decision 126). Pure: the create call is a flow actor.
import { assign, setup } from 'xstate';
import { notProvided } from './not-provided';
import { formErrors, formInvalid, formOutput, type FieldErrors } from './forms/form-schema';
import {
  EMPTY_REFERRAL,
  REFERRAL_FORM_MESSAGES,
  referralSchema,
  type ReferralField,
  type ReferralFields,
} from './referral/referral-form';

export type { ReferralField, ReferralFields };

export const REFERRAL_HEADING = 'Refer a Boater';

export const REFERRAL_MESSAGES = {
  ...REFERRAL_FORM_MESSAGES,
  /** Spec §2 success flash (verbatim). */
  thanks: 'Thanks for referring a boater to Sea Tow®!',
} as const;

export interface ReferralInput {
  /** The signed-in member's account (referring_member_account_id__c). */
  accountId: string;
}

export interface CreateReferralInput extends ReferralFields {
  accountId: string;
}

export interface ReferralContext {
  accountId: string;
  /** What the form held at the last submit (emptied once a referral is sent). */
  fields: ReferralFields;
  /** The form's messages of the last submit, keyed by field. */
  errors: FieldErrors;
  /** The failed call's text from the error catalogue (the flow's actor words it). */
  submitError: string | null;
  /** A referral was just sent: the thanks show until the member types again. */
  thanked: boolean;
}

export type ReferralEvent = { type: 'referral.submit'; fields: ReferralFields } | { type: 'thanks.dismiss' };

const messageOf = (error: unknown) =>
  error instanceof Error && error.message !== '' ? error.message : 'The referral could not be sent.';

export const referralMachine = setup({
  types: {
    context: {} as ReferralContext,
    events: {} as ReferralEvent,
    input: {} as ReferralInput,
  },
  actors: {
    createReferral: notProvided<CreateReferralInput, unknown>('createReferral', 'flow'),
  },
  guards: {
    referralFormInvalid: ({ context }) => formInvalid(referralSchema, context.fields),
  },
  actions: {
    takeFields: assign(({ event }) => (event.type === 'referral.submit' ? { fields: event.fields } : {})),
    flagFormErrors: assign({
      errors: ({ context }) => formErrors(referralSchema, context.fields),
      thanked: false,
    }),
    startSending: assign({ errors: {}, submitError: null, thanked: false }),
    thankAndReset: assign({ fields: EMPTY_REFERRAL, errors: {}, submitError: null, thanked: true }),
    showSubmitError: assign({ submitError: (_, error: unknown) => messageOf(error) }),
    dismissThanks: assign({ thanked: false }),
  },
}).createMachine({
  id: 'referral',
  // Each guard as the rule it encodes, for the visualizer (the chart has no journey words).
  meta: {
    guardRules: {
      referralFormInvalid: 'if a referral field breaks a form rule',
    },
  },
  context: ({ input }) => ({
    accountId: input?.accountId ?? '',
    fields: EMPTY_REFERRAL,
    errors: {},
    submitError: null,
    thanked: false,
  }),
  initial: 'form',
  states: {
    form: {
      description: 'Referring a friend',
      initial: 'editing',
      states: {
        editing: {
          on: {
            'thanks.dismiss': { actions: 'dismissThanks' },
            'referral.submit': { target: 'checking', actions: 'takeFields' },
          },
        },
        // The submitted values decide: the form's messages, or the create call.
        checking: {
          always: [
            { guard: 'referralFormInvalid', target: 'editing', actions: 'flagFormErrors' },
            { target: 'sending', actions: 'startSending' },
          ],
        },
        sending: {
          tags: ['submitting'],
          invoke: {
            id: 'createReferral',
            src: 'createReferral',
            input: ({ context }) => ({
              accountId: context.accountId,
              ...formOutput(referralSchema, context.fields),
            }),
            onDone: { target: 'editing', actions: 'thankAndReset' },
            onError: {
              target: 'editing',
              actions: {
                type: 'showSubmitError',
                params: ({ event }: { event: { error: unknown } }) => event.error,
              },
            },
          },
        },
      },
    },
  },
});
