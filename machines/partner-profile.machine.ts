// The partner's business profile (companion spec §2.3 'Account page', §2.6, §5 'Partner business
// profile'): the form starts from the stored account, is checked with its one schema and sent
// (PATCH /accounts with the account's sfid and id); a saved profile finishes the chart (the page closes the
// form and shows the refreshed account). A failure keeps every value and shows the catalogue's message.
// The screen holds the fields (Modular Forms on the same schema, decision 125): a submit carries the values
// and the chart decides with the schema; what is typed between submits is the screen's draft
// (decision 124). Pure: the save call is an actor.
import { assign, setup } from 'xstate';
import { notProvided } from './not-provided';
import { catalogueCodesOf } from './billing/failure-codes';
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

export type PartnerProfileEvent = { type: 'profile.submit'; values: BusinessProfileValues };

export const partnerProfileMachine = setup({
  types: {
    context: {} as PartnerProfileContext,
    events: {} as PartnerProfileEvent,
    input: {} as PartnerProfileInput,
  },
  actors: {
    saveProfile: notProvided<SaveProfileInput, unknown>('saveProfile', 'binding'),
  },
  guards: {
    profileInvalid: ({ context }) => formInvalid(businessProfileFormSchema, context.values),
  },
  actions: {
    takeValues: assign(({ event }) => (event.type === 'profile.submit' ? { values: event.values } : {})),
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
          actions: { type: 'setFailure', params: ({ event }) => catalogueCodesOf(event.error) },
        },
      },
    },
    saved: { type: 'final' },
  },
});
