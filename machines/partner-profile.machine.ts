// The partner's business profile (companion spec §2.3 'Account page', §2.6, §5 'Partner business
// profile'): the form starts from the stored account, is checked with its one schema and sent
// (PATCH /accounts with the account's sfid and id); a saved profile finishes the chart (the page closes the
// form and shows the refreshed account). A failure keeps every value and shows the catalogue's message.
// Pure: the save call is an actor.
import { assign, fromPromise, setup } from 'xstate';
import { failureCodesOf } from './billing/failure-codes';
import { checkForm, type FieldErrors } from './forms/form-schema';
import {
  businessProfileSchema,
  changeBusinessProfile,
  type BusinessProfileBody,
  type BusinessProfileChange,
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
  ({ type: 'field.change' } & BusinessProfileChange) | { type: 'profile.submit' };

function notProvided<TInput, TOutput>(name: string) {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`The binding must provide the '${name}' actor.`)),
  );
}

const check = (values: BusinessProfileValues) => checkForm(businessProfileSchema(values), values);

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
    profileInvalid: ({ context }) => !check(context.values).ok,
  },
  actions: {
    changeField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const { type: _type, ...change } = event;
      const values = changeBusinessProfile(context.values, change as BusinessProfileChange);
      // A field's message goes once the field changes; the others stay until the next submit.
      const errors = Object.fromEntries(
        Object.entries(context.errors).filter(
          ([key]) => key !== change.field && !key.startsWith(`${change.field}.`),
        ),
      );
      return { values, errors };
    }),
    flagErrors: assign({
      errors: ({ context }) => {
        const checked = check(context.values);
        return checked.ok ? {} : checked.errors;
      },
    }),
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
        'field.change': { actions: 'changeField' },
        'profile.submit': [
          { guard: 'profileInvalid', actions: 'flagErrors' },
          { target: 'saving', actions: 'clearFailure' },
        ],
      },
    },
    saving: {
      tags: ['submitting'],
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }): SaveProfileInput => {
          const checked = check(context.values);
          if (!checked.ok) throw new Error('The business profile is not valid.');
          return { ...checked.output, sfid: context.sfid, id: context.id };
        },
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
