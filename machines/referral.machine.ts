// 'Refer a Boater' (member spec §2 /referrals, §5 referral form, §7 POST /referrals): first and last name
// required, e-mail required and valid. A sent referral shows the thanks and empties the form; a failed
// one shows the catalogue text and keeps what was typed. Pure: the create call is a flow actor.
import { assign, fromPromise, setup } from 'xstate';
import { isEmail } from './forms/email';

export const REFERRAL_HEADING = 'Refer a Boater';

export const REFERRAL_MESSAGES = {
  firstNameRequired: 'First Name is required.',
  lastNameRequired: 'Last Name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Email must be a valid email address.',
  /** Spec §2 success flash (verbatim). */
  thanks: 'Thanks for referring a boater to Sea Tow®!',
} as const;

export type ReferralFieldError = Exclude<keyof typeof REFERRAL_MESSAGES, 'thanks'>;

export interface ReferralFields {
  firstName: string;
  lastName: string;
  email: string;
}

export type ReferralField = keyof ReferralFields;

export type ReferralErrors = Record<ReferralField, ReferralFieldError | null>;

export interface ReferralInput {
  /** The signed-in member's account (referring_member_account_id__c). */
  accountId: string;
}

export interface CreateReferralInput extends ReferralFields {
  accountId: string;
}

export interface ReferralContext {
  accountId: string;
  fields: ReferralFields;
  errors: ReferralErrors;
  /** The failed call's text from the error catalogue (the flow's actor words it). */
  submitError: string | null;
  /** A referral was just sent: the thanks show until the member types again. */
  thanked: boolean;
}

export type ReferralEvent =
  | { type: 'field.change'; field: ReferralField; value: string }
  | { type: 'referral.submit' }
  | { type: 'thanks.dismiss' };

const EMPTY_FIELDS: ReferralFields = { firstName: '', lastName: '', email: '' };
const NO_ERRORS: ReferralErrors = { firstName: null, lastName: null, email: null };

/** Spec §5: firstName, lastName required; email required and valid. */
export function referralErrors(fields: ReferralFields): ReferralErrors {
  return {
    firstName: fields.firstName.trim() === '' ? 'firstNameRequired' : null,
    lastName: fields.lastName.trim() === '' ? 'lastNameRequired' : null,
    email: fields.email.trim() === '' ? 'emailRequired' : isEmail(fields.email) ? null : 'emailInvalid',
  };
}

const hasErrors = (errors: ReferralErrors) => Object.values(errors).some((e) => e !== null);

const messageOf = (error: unknown) =>
  error instanceof Error && error.message !== '' ? error.message : 'The referral could not be sent.';

function notProvided<TInput, TOutput>(name: string) {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`The flow must provide the '${name}' actor.`)),
  );
}

export const referralMachine = setup({
  types: {
    context: {} as ReferralContext,
    events: {} as ReferralEvent,
    input: {} as ReferralInput,
  },
  actors: {
    createReferral: notProvided<CreateReferralInput, unknown>('createReferral'),
  },
  guards: {
    referralFormInvalid: ({ context }) => hasErrors(referralErrors(context.fields)),
  },
  actions: {
    setField: assign(({ context, event }) =>
      event.type === 'field.change'
        ? {
            fields: { ...context.fields, [event.field]: event.value },
            errors: { ...context.errors, [event.field]: null },
            thanked: false,
          }
        : {},
    ),
    flagFormErrors: assign({
      errors: ({ context }) => referralErrors(context.fields),
      thanked: false,
    }),
    startSending: assign({ errors: NO_ERRORS, submitError: null, thanked: false }),
    thankAndReset: assign({ fields: EMPTY_FIELDS, errors: NO_ERRORS, submitError: null, thanked: true }),
    showSubmitError: assign({ submitError: (_, error: unknown) => messageOf(error) }),
    dismissThanks: assign({ thanked: false }),
  },
}).createMachine({
  id: 'referral',
  context: ({ input }) => ({
    accountId: input?.accountId ?? '',
    fields: EMPTY_FIELDS,
    errors: NO_ERRORS,
    submitError: null,
    thanked: false,
  }),
  initial: 'form',
  states: {
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'field.change': { actions: 'setField' },
            'thanks.dismiss': { actions: 'dismissThanks' },
            'referral.submit': [
              { guard: 'referralFormInvalid', actions: 'flagFormErrors' },
              { target: 'sending', actions: 'startSending' },
            ],
          },
        },
        sending: {
          tags: ['submitting'],
          invoke: {
            id: 'createReferral',
            src: 'createReferral',
            input: ({ context }) => ({
              accountId: context.accountId,
              firstName: context.fields.firstName.trim(),
              lastName: context.fields.lastName.trim(),
              email: context.fields.email.trim(),
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
