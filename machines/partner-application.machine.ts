// The programs participant application (companion spec §2.2, §4 'Application outcome', §5): the form is
// checked with its one schema, sent, and the returned auth0_status decides where the applicant goes: an
// existing login → 'login' with the existing-credentials message, AUTH0_ACCOUNT_NOT_FOUND → create-account
// (uuid, status, e-mail), NO_AUTH0_CHECK_PERFORMED → thank-you. A failure keeps every typed value and shows
// the catalogue's message. Pure: the application call is an actor the binding provides.
import { assign, fromPromise, setup } from 'xstate';
import { failureCodesOf } from './billing/failure-codes';
import { checkForm, type FieldErrors } from './forms/form-schema';
import {
  applicationSchema,
  changeApplication,
  EMPTY_APPLICATION,
  type ApplicationChange,
  type ApplicationPayload,
  type PartnerApplicationValues,
} from './partner/application-form';

export type Auth0Status = 'AUTH0_ACCOUNT_FOUND' | 'AUTH0_ACCOUNT_NOT_FOUND' | 'NO_AUTH0_CHECK_PERFORMED';

export interface ApplicationResult {
  auth0_status: Auth0Status;
  account_uuid: string;
  auth0_email: string | null;
}

/** Where the applicant goes next, by the returned auth0_status. */
export type ApplicationOutcome = 'existingLogin' | 'createLogin' | 'thankYou';

export interface PartnerApplicationOutput extends ApplicationResult {
  outcome: ApplicationOutcome;
}

export interface PartnerApplicationContext {
  values: PartnerApplicationValues;
  errors: FieldErrors;
  failureCodes: string[] | null;
  result: PartnerApplicationOutput | null;
}

export type PartnerApplicationEvent =
  ({ type: 'field.change' } & ApplicationChange) | { type: 'application.submit' };

function notProvided<TInput, TOutput>(name: string) {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`The binding must provide the '${name}' actor.`)),
  );
}

const check = (values: PartnerApplicationValues) => checkForm(applicationSchema(values), values);

export const partnerApplicationMachine = setup({
  types: {
    context: {} as PartnerApplicationContext,
    events: {} as PartnerApplicationEvent,
    output: {} as PartnerApplicationOutput,
  },
  actors: {
    submitApplication: notProvided<ApplicationPayload, ApplicationResult>('submitApplication'),
  },
  guards: {
    applicationInvalid: ({ context }) => !check(context.values).ok,
    loginFound: ({ event }) =>
      (event as unknown as { output: ApplicationResult }).output.auth0_status === 'AUTH0_ACCOUNT_FOUND',
    loginNotFound: ({ event }) =>
      (event as unknown as { output: ApplicationResult }).output.auth0_status === 'AUTH0_ACCOUNT_NOT_FOUND',
  },
  actions: {
    changeField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const { type: _type, ...change } = event;
      const values = changeApplication(context.values, change as ApplicationChange);
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
    setResult: assign({ result: (_, result: PartnerApplicationOutput) => result }),
  },
}).createMachine({
  id: 'partnerApplication',
  context: { values: EMPTY_APPLICATION, errors: {}, failureCodes: null, result: null },
  initial: 'form',
  states: {
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'field.change': { actions: 'changeField' },
            'application.submit': [
              { guard: 'applicationInvalid', actions: 'flagErrors' },
              { target: 'submitting', actions: 'clearFailure' },
            ],
          },
        },
        submitting: {
          tags: ['submitting'],
          invoke: {
            id: 'submitApplication',
            src: 'submitApplication',
            input: ({ context }) => {
              const checked = check(context.values);
              if (!checked.ok) throw new Error('The application is not valid.');
              return checked.output;
            },
            onDone: [
              {
                guard: 'loginFound',
                target: '#partnerApplication.existingLogin',
                actions: {
                  type: 'setResult',
                  params: ({ event }) => ({ ...event.output, outcome: 'existingLogin' as const }),
                },
              },
              {
                guard: 'loginNotFound',
                target: '#partnerApplication.createLogin',
                actions: {
                  type: 'setResult',
                  params: ({ event }) => ({ ...event.output, outcome: 'createLogin' as const }),
                },
              },
              {
                target: '#partnerApplication.thankYou',
                actions: {
                  type: 'setResult',
                  params: ({ event }) => ({ ...event.output, outcome: 'thankYou' as const }),
                },
              },
            ],
            onError: {
              target: 'editing',
              actions: { type: 'setFailure', params: ({ event }) => failureCodesOf(event.error) },
            },
          },
        },
      },
    },
    existingLogin: { type: 'final' },
    createLogin: { type: 'final' },
    thankYou: { type: 'final' },
  },
  // Reached only through setResult: a final state always has the call's result.
  output: ({ context }) => context.result as PartnerApplicationOutput,
});
