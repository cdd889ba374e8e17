// The programs participant application (companion spec §2.2, §4 'Application outcome', §5): a submit
// carries the form's values (the screen holds the fields, decision 124); the chart checks them with the
// form's one schema, sends them, and the returned auth0_status decides where the applicant goes: an
// existing login → 'login' with the existing-credentials message, AUTH0_ACCOUNT_NOT_FOUND → create-account
// (uuid, status, e-mail and the link token that proves the new account, decision 192), NO_AUTH0_CHECK_PERFORMED → thank-you. A failure keeps every typed value and shows
// the catalogue's message. Pure: the application call is an actor the binding provides.
import { assign, setup } from 'xstate';
import { notProvided } from './not-provided';
import { catalogueCodesOf } from './billing/failure-codes';
import { formErrors, formInvalid, formOutput, type FieldErrors } from './forms/form-schema';
import {
  applicationSchema,
  EMPTY_APPLICATION,
  keptApplication,
  type ApplicationPayload,
  type PartnerApplicationValues,
} from './partner/application-form';

export type Auth0Status = 'AUTH0_ACCOUNT_FOUND' | 'AUTH0_ACCOUNT_NOT_FOUND' | 'NO_AUTH0_CHECK_PERFORMED';

export interface ApplicationResult {
  auth0_status: Auth0Status;
  account_uuid: string;
  auth0_email: string | null;
  /** With AUTH0_ACCOUNT_NOT_FOUND: the single-use proof create-account needs for this account. */
  link_token: string | null;
}

/** Where the applicant goes next, by the returned auth0_status. */
export type ApplicationOutcome = 'existingLogin' | 'createLogin' | 'thankYou';

export interface PartnerApplicationOutput extends ApplicationResult {
  outcome: ApplicationOutcome;
}

export interface PartnerApplicationContext {
  /** What the form held at the last submit. */
  values: PartnerApplicationValues;
  /** The schema's messages of the last submit. */
  errors: FieldErrors;
  failureCodes: string[] | null;
  result: PartnerApplicationOutput | null;
}

export type PartnerApplicationEvent = { type: 'application.submit'; values: PartnerApplicationValues };

export const partnerApplicationMachine = setup({
  types: {
    context: {} as PartnerApplicationContext,
    events: {} as PartnerApplicationEvent,
    output: {} as PartnerApplicationOutput,
  },
  actors: {
    submitApplication: notProvided<ApplicationPayload, ApplicationResult>('submitApplication', 'binding'),
  },
  guards: {
    applicationInvalid: ({ context }) => formInvalid(applicationSchema, context.values),
    loginFound: ({ event }) =>
      (event as unknown as { output: ApplicationResult }).output.auth0_status === 'AUTH0_ACCOUNT_FOUND',
    loginNotFound: ({ event }) =>
      (event as unknown as { output: ApplicationResult }).output.auth0_status === 'AUTH0_ACCOUNT_NOT_FOUND',
  },
  actions: {
    takeValues: assign({
      values: ({ context, event }) =>
        event.type === 'application.submit' ? keptApplication(event.values) : context.values,
    }),
    showErrors: assign({ errors: ({ context }) => formErrors(applicationSchema, context.values) }),
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
          on: { 'application.submit': { target: 'checking', actions: 'takeValues' } },
        },
        // The submitted values decide: their messages, or the application call.
        checking: {
          always: [
            { guard: 'applicationInvalid', target: 'editing', actions: 'showErrors' },
            { target: 'submitting', actions: 'clearFailure' },
          ],
        },
        submitting: {
          tags: ['submitting'],
          invoke: {
            id: 'submitApplication',
            src: 'submitApplication',
            // Reached only through 'checking', which found the values valid.
            input: ({ context }) => formOutput(applicationSchema, context.values),
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
              actions: { type: 'setFailure', params: ({ event }) => catalogueCodesOf(event.error) },
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
