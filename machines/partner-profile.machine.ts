// The partner's business profile (companion spec §2.3 'Account page', §2.6, §5 'Partner business
// profile'): the form starts from the stored account, is checked with its one schema and sent
// (PATCH /accounts with the account's sfid and id); a saved profile finishes the chart (the page closes the
// form and shows the refreshed account). A failure keeps every value and shows the catalogue's message.
// The screen holds the fields (Modular Forms on the same schema, decision 125): a submit carries the values
// and the chart decides with the schema; a kept draft (a field left, the page hidden) is what a reload
// resumes (decision 164). Pure: the save call is an actor.
import { assign, fromPromise, setup } from 'xstate';
import { failureCodesOf } from './billing/failure-codes';
import { errorsStillHeld } from './forms/errors-still-held';
import { formErrors, formInvalid, formOutput, type FieldErrors } from './forms/form-schema';
import {
  businessProfileFormSchema,
  type BusinessProfileBody,
  type BusinessProfileValues,
} from './partner/business-profile-form';

export interface PartnerProfileInput {
  sfid: string;
  id: number;
  values: BusinessProfileValues;
}

export type SaveProfileInput = BusinessProfileBody & { sfid: string; id: number };

export interface PartnerProfileContext extends PartnerProfileInput {
  errors: FieldErrors;
  failureCodes: string[] | null;
}

export type PartnerProfileEvent =
  /** What is typed so far, kept for a reload (a field left, the page hidden); nothing is checked. */
  | { type: 'profile.keep'; values: BusinessProfileValues }
  | { type: 'profile.submit'; values: BusinessProfileValues };

function notProvided<TInput, TOutput>(name: string) {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`The binding must provide the '${name}' actor.`)),
  );
}

export const partnerProfileMachine = setup({
  types: {
    context: {} as PartnerProfileContext,
    events: {} as PartnerProfileEvent,
    input: {} as PartnerProfileInput,
  },
  actors: {
    saveProfile: notProvided<SaveProfileInput, unknown>('saveProfile'),
  },
  guards: {
    profileInvalid: ({ context }) => formInvalid(businessProfileFormSchema, context.values),
  },
  actions: {
    takeValues: assign(({ event }) => (event.type === 'profile.submit' ? { values: event.values } : {})),
    keepValues: assign(({ context, event }) =>
      event.type === 'profile.keep'
        ? {
            values: event.values,
            errors: errorsStillHeld(businessProfileFormSchema, event.values, context.errors),
          }
        : {},
    ),
    flagErrors: assign({ errors: ({ context }) => formErrors(businessProfileFormSchema, context.values) }),
    clearFailure: assign({ errors: {}, failureCodes: null }),
    setFailure: assign({ failureCodes: (_, codes: string[]) => codes }),
  },
}).createMachine({
  id: 'partnerProfile',
  context: ({ input }) => ({ ...input, errors: {}, failureCodes: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'profile.keep': { actions: 'keepValues' },
        'profile.submit': { target: 'checking', actions: 'takeValues' },
      },
    },
    // The submitted values decide: their messages, or the save.
    checking: {
      always: [
        { guard: 'profileInvalid', target: 'editing', actions: 'flagErrors' },
        { target: 'saving', actions: 'clearFailure' },
      ],
    },
    saving: {
      tags: ['submitting'],
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }): SaveProfileInput => ({
          ...formOutput(businessProfileFormSchema, context.values),
          sfid: context.sfid,
          id: context.id,
        }),
        onDone: { target: 'saved' },
        onError: {
          target: 'editing',
          actions: { type: 'setFailure', params: ({ event }) => failureCodesOf(event.error) },
        },
      },
    },
    saved: { type: 'final' },
  },
});
