// Login creation after a programs application (companion spec §2.2 create-account, §3 'Login-creation
// form', §5 'Login creation'): the e-mail comes with the link and is read-only; the password meets the
// password rules and the confirmation equals it; create-and-link, then 'login' with the status. (A link
// without its account uuid or e-mail never starts the chart: the binding sends it back to the application.)
// Pure: the call is an actor.
import { assign, fromPromise, setup } from 'xstate';
import { failureCodesOf } from './billing/failure-codes';
import { checkForm, type FieldErrors } from './forms/form-schema';
import { EMPTY_LOGIN, loginSchema, type LoginValues } from './partner/login-form';

export interface PartnerLoginInput {
  accountUuid: string;
  status: string;
  email: string;
}

export interface CreateLoginInput {
  password: string;
  account_uuid: string;
  email: string;
}

export interface PartnerLoginOutput {
  status: string;
}

export interface PartnerLoginContext extends PartnerLoginInput {
  values: LoginValues;
  errors: FieldErrors;
  failureCodes: string[] | null;
}

export type PartnerLoginEvent =
  { type: 'login.change'; field: keyof LoginValues; value: string } | { type: 'login.submit' };

function notProvided<TInput, TOutput>(name: string) {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`The binding must provide the '${name}' actor.`)),
  );
}

// A resumed run has its passwords stripped from storage: they count as not typed yet.
const typed = (values: LoginValues): LoginValues => ({ ...EMPTY_LOGIN, ...values });
const check = (values: LoginValues) => checkForm(loginSchema(typed(values).password), typed(values));

export const partnerLoginMachine = setup({
  types: {
    context: {} as PartnerLoginContext,
    events: {} as PartnerLoginEvent,
    input: {} as PartnerLoginInput,
    output: {} as PartnerLoginOutput,
  },
  actors: {
    createLogin: notProvided<CreateLoginInput, { auth0_status: string }>('createLogin'),
  },
  guards: {
    loginInvalid: ({ context }) => !check(context.values).ok,
  },
  actions: {
    changeValue: assign(({ context, event }) =>
      event.type === 'login.change'
        ? {
            values: { ...context.values, [event.field]: event.value },
            errors: Object.fromEntries(Object.entries(context.errors).filter(([k]) => k !== event.field)),
          }
        : {},
    ),
    flagErrors: assign({
      errors: ({ context }) => {
        const checked = check(context.values);
        return checked.ok ? {} : checked.errors;
      },
    }),
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
          on: {
            'login.change': { actions: 'changeValue' },
            'login.submit': [
              { guard: 'loginInvalid', actions: 'flagErrors' },
              { target: 'creating', actions: 'clearFailure' },
            ],
          },
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
            }),
            onDone: {
              target: '#partnerLogin.created',
              actions: { type: 'setStatus', params: ({ event }) => event.output.auth0_status },
            },
            onError: {
              target: 'editing',
              actions: { type: 'setFailure', params: ({ event }) => failureCodesOf(event.error) },
            },
          },
        },
      },
    },
    created: { type: 'final' },
  },
  output: ({ context }) => ({ status: context.status }),
});
