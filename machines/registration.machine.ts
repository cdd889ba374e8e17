// Portal registration (member spec §2, §4 'Registration', §5, §6): a signed-in login without a membership
// account links itself to an existing membership by number and expiration date. existing_member is the
// form; new_member verifies at once with the number and date handed over in navigation state; a failed
// verification (or no signed-in user) opens the 'Registration Failure' modal on the error route.
// 'Register' carries the form's values; the chart decides with the form's schema (decision 126).
// Pure: the verify call is an actor the flow provides; the route starts the chart with who is signed in.
import { assign, setup, type ErrorActorEvent } from 'xstate';
import { notProvided } from './not-provided';
import { formErrors, formInvalid, formOutput, type FieldErrors } from './forms/form-schema';
import { expirationDateForForm } from './registration/expiration-date';
import {
  REGISTRATION_FORM_MESSAGES,
  registrationSchema,
  type RegistrationFields,
} from './registration/registration-form';

export const REGISTRATION_MESSAGES = {
  ...REGISTRATION_FORM_MESSAGES,
  /** Spec §8, 'Registration Failure' modal (verbatim). */
  failure:
    'You did not provide a valid membership and/or membership expiration date. You cannot use the Member Portal without a valid membership.',
} as const;

export const REGISTRATION_FAILURE_TITLE = 'Registration Failure';

/** The code of a verify refused because too many wrong membership numbers came from here (decision 190). */
export const TOO_MANY_ATTEMPTS = 'TOO_MANY_ATTEMPTS';

/** The codes a refused verify carried (none when the call failed without an answer). */
const codesOf = (error: unknown): string[] => {
  const codes = (error as { codes?: unknown } | null)?.codes;
  return Array.isArray(codes) ? codes.filter((code): code is string => typeof code === 'string') : [];
};

/** The modal says to wait, in the catalogue's words, when the limit refused the verify; else the spec's text. */
export const failureIsLimit = (context: Pick<RegistrationContext, 'failureCodes'>): boolean =>
  context.failureCodes.includes(TOO_MANY_ATTEMPTS);

/** Membership number and expiration date handed over in navigation state (spec §6). */
export interface NavigationMembership {
  membershipNumber: string;
  expirationDate: string;
}

/** What the verify call gets: the date already converted to YYYY-MM-DD. */
export interface VerifyRegistrationInput {
  membershipNumber: string;
  membershipExpirationDate: string;
  userId: string;
}

export interface VerifyRegistrationOutput {
  accountId: string;
}

export type RegistrationOutcome = 'registered' | 'signedOut';

export interface RegistrationOutput {
  outcome: RegistrationOutcome;
  /** The account the login is now linked to (registered only). */
  accountId: string | null;
}

export interface RegistrationContext extends RegistrationFields {
  /** The signed-in login (sign-in subject); null when nobody is signed in. */
  userId: string | null;
  // membershipNumber, expirationDate: as submitted (masked for the date), kept across failures so a retry
  // starts from it.
  /** The form's messages of the last submit, keyed by field. */
  errors: FieldErrors;
  /** The codes of the last refused verify ([] otherwise). */
  failureCodes: string[];
  accountId: string | null;
  outcome: RegistrationOutcome | null;
}

export type RegistrationEvent =
  | { type: 'registration.start'; userId: string | null; fromNavigation: NavigationMembership | null }
  | { type: 'registration.submit'; values: RegistrationFields }
  | { type: 'registration.retry' }
  | { type: 'registration.signOut' };

/** The verify call's body from what the form holds (the date converted, the number trimmed). */
export function verifyInputOf(context: RegistrationContext): VerifyRegistrationInput {
  const { membershipNumber, expirationDate } = formOutput(registrationSchema, context);
  return { membershipNumber, membershipExpirationDate: expirationDate, userId: context.userId ?? '' };
}

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    output: {} as RegistrationOutput,
  },
  actors: {
    verifyRegistration: notProvided<VerifyRegistrationInput, VerifyRegistrationOutput>(
      'verifyRegistration',
      'flow',
    ),
  },
  guards: {
    signedInUserMissing: ({ context, event }) =>
      event.type === 'registration.start' ? !event.userId : !context.userId,
    navigationHoldsMembership: ({ event }) =>
      event.type === 'registration.start' &&
      event.fromNavigation !== null &&
      !formInvalid(registrationSchema, {
        membershipNumber: event.fromNavigation.membershipNumber,
        expirationDate: expirationDateForForm(event.fromNavigation.expirationDate),
      }),
    registrationFormInvalid: ({ context }) => formInvalid(registrationSchema, context),
  },
  actions: {
    takeStart: assign(({ event }) => {
      if (event.type !== 'registration.start') return {};
      return {
        userId: event.userId || null,
        membershipNumber: event.fromNavigation?.membershipNumber.trim() ?? '',
        expirationDate: event.fromNavigation
          ? expirationDateForForm(event.fromNavigation.expirationDate)
          : '',
      };
    }),
    takeValues: assign(({ event }) =>
      event.type === 'registration.submit'
        ? {
            membershipNumber: event.values.membershipNumber,
            expirationDate: event.values.expirationDate,
          }
        : {},
    ),
    flagFormErrors: assign({
      errors: ({ context }) => formErrors(registrationSchema, context),
    }),
    clearErrors: assign({ errors: {} }),
    linkAccount: assign({
      accountId: (_, output: VerifyRegistrationOutput) => output.accountId,
      outcome: 'registered' as const,
    }),
    markSignedOut: assign({ outcome: 'signedOut' as const }),
    noteRefusal: assign({ failureCodes: (_, error: unknown) => codesOf(error) }),
    forgetRefusal: assign({ failureCodes: [] }),
  },
}).createMachine({
  id: 'registration',
  // Each guard as the rule it encodes, for the visualizer (the chart has no journey words).
  meta: {
    guardRules: {
      signedInUserMissing: 'if nobody is signed in',
      navigationHoldsMembership:
        'if the link the member followed carries a valid membership number and expiry',
      registrationFormInvalid: 'if the membership number or the expiration date breaks a form rule',
    },
  },
  context: {
    userId: null,
    membershipNumber: '',
    expirationDate: '',
    errors: {},
    failureCodes: [],
    accountId: null,
    outcome: null,
  },
  initial: 'starting',
  states: {
    // The route starts the chart once it knows who is signed in and what navigation state holds.
    starting: {
      description: 'Checking who is signed in',
      on: {
        'registration.start': [
          { guard: 'signedInUserMissing', target: 'failure', actions: 'takeStart' },
          { guard: 'navigationHoldsMembership', target: 'newMember', actions: 'takeStart' },
          { target: 'existingMember', actions: 'takeStart' },
        ],
      },
    },
    existingMember: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'registration.submit': { target: 'checking', actions: 'takeValues' },
          },
        },
        // The submitted values decide: no signed-in user, the form's messages, or the verify call.
        checking: {
          always: [
            { guard: 'signedInUserMissing', target: '#registration.failure' },
            { guard: 'registrationFormInvalid', target: 'editing', actions: 'flagFormErrors' },
            { target: 'verifying', actions: 'clearErrors' },
          ],
        },
        verifying: {
          tags: ['submitting'],
          invoke: {
            id: 'verifyRegistration',
            src: 'verifyRegistration',
            input: ({ context }) => verifyInputOf(context),
            onDone: {
              target: '#registration.registered',
              actions: { type: 'linkAccount', params: ({ event }) => event.output },
            },
            onError: {
              target: '#registration.failure',
              actions: {
                type: 'noteRefusal',
                params: ({ event }: { event: ErrorActorEvent }) => event.error,
              },
            },
          },
        },
      },
    },
    newMember: {
      description: 'Verifying the membership the link carries',
      tags: ['loading'],
      invoke: {
        id: 'verifyRegistration',
        src: 'verifyRegistration',
        input: ({ context }) => verifyInputOf(context),
        onDone: {
          target: 'registered',
          actions: { type: 'linkAccount', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failure',
          actions: { type: 'noteRefusal', params: ({ event }: { event: ErrorActorEvent }) => event.error },
        },
      },
    },
    failure: {
      on: {
        'registration.retry': { target: 'existingMember', actions: 'forgetRefusal' },
        'registration.signOut': { target: 'signedOut', actions: 'markSignedOut' },
      },
    },
    registered: { type: 'final' },
    signedOut: { type: 'final' },
  },
  output: ({ context }) => ({ outcome: context.outcome ?? 'signedOut', accountId: context.accountId }),
});
