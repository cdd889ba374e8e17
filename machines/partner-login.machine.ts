// Login creation after a programs application (companion spec §2.2 create-account, §3 'Login-creation
// form', §5 'Login creation'): the e-mail and the application's link token (decision 192) come with the
// link, the e-mail shown read-only; a submit carries the typed
// passwords (the screen holds the fields, decision 124), which the chart checks with the form's schema
// (rules met, confirmation equal); create-and-link, then 'login' with the status — also when the e-mail
// already has a login (AUTH0_ACCOUNT_FOUND): §4 "An existing account leads to the login page, with a
// message that the user can log in with existing credentials" (decision 233). (A link
// without its account uuid or e-mail never starts the chart: the binding sends it back to the application.)
// Pure: the call is an actor.
import { assign, setup } from 'xstate';
import { notProvided } from './not-provided';
import { catalogueCodesOf } from './billing/failure-codes';
import { formErrors, formInvalid, type FieldErrors } from './forms/form-schema';
import { EMPTY_LOGIN, loginSchema, type LoginValues } from './partner/login-form';

export interface PartnerLoginInput {
  accountUuid: string;
  status: string;
  email: string;
  /** The application's single-use link token ('' when the link had none: the call is refused). */
  linkToken: string;
}

export interface CreateLoginInput {
  password: string;
  account_uuid: string;
  email: string;
  link_token: string;
}

export interface PartnerLoginOutput {
  status: string;
}

export interface PartnerLoginContext extends PartnerLoginInput {
  /** The passwords of the last submit (never stored: the flow strips them). */
  values: LoginValues;
  /** The schema's messages of the last submit. */
  errors: FieldErrors;
  failureCodes: string[] | null;
}

/** The status (and code) of an e-mail that already has a login (spec §4 'Application outcome'). */
export const EXISTING_LOGIN = 'AUTH0_ACCOUNT_FOUND';

export type PartnerLoginEvent = { type: 'login.submit'; values: LoginValues };

export const partnerLoginMachine = setup({
  types: {
    context: {} as PartnerLoginContext,
    events: {} as PartnerLoginEvent,
    input: {} as PartnerLoginInput,
    output: {} as PartnerLoginOutput,
  },
  actors: {
    createLogin: notProvided<CreateLoginInput, { auth0_status: string }>('createLogin', 'binding'),
  },
  guards: {
    loginInvalid: ({ context }) => formInvalid(loginSchema, context.values),
    loginExists: (_, codes: string[]) => codes.includes(EXISTING_LOGIN),
  },
  actions: {
    takeValues: assign({
      values: ({ context, event }) => (event.type === 'login.submit' ? event.values : context.values),
    }),
    showErrors: assign({ errors: ({ context }) => formErrors(loginSchema, context.values) }),
    clearFailure: assign({ errors: {}, failureCodes: null }),
    setFailure: assign({ failureCodes: (_, codes: string[]) => codes }),
    setStatus: assign({ status: (_, status: string) => status }),
  },
}).createMachine({
  id: 'partnerLogin',
  context: ({ input }) => ({
    accountUuid: input.accountUuid,
    status: input.status,
    email: input.email,
    linkToken: input.linkToken,
    values: EMPTY_LOGIN,
    errors: {},
    failureCodes: null,
  }),
  initial: 'form',
  states: {
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: { 'login.submit': { target: 'checking', actions: 'takeValues' } },
        },
        // The submitted passwords decide: their messages, or create-and-link.
        checking: {
          always: [
            { guard: 'loginInvalid', target: 'editing', actions: 'showErrors' },
            { target: 'creating', actions: 'clearFailure' },
          ],
        },
        creating: {
          tags: ['submitting'],
          invoke: {
            id: 'createLogin',
            src: 'createLogin',
            input: ({ context }) => ({
              password: context.values.password,
              account_uuid: context.accountUuid,
              email: context.email,
              link_token: context.linkToken,
            }),
            onDone: {
              target: '#partnerLogin.created',
              actions: { type: 'setStatus', params: ({ event }) => event.output.auth0_status },
            },
            onError: [
              {
                guard: { type: 'loginExists', params: ({ event }) => catalogueCodesOf(event.error) },
                target: '#partnerLogin.created',
                actions: { type: 'setStatus', params: EXISTING_LOGIN },
              },
              {
                target: 'editing',
                actions: { type: 'setFailure', params: ({ event }) => catalogueCodesOf(event.error) },
              },
            ],
          },
        },
      },
    },
    created: { type: 'final' },
  },
  output: ({ context }) => ({ status: context.status }),
});
