// Portal registration (member spec §2, §4 'Registration', §5, §6): a signed-in login without a membership
// account links itself to an existing membership by number and expiration date. existing_member is the
// form; new_member verifies at once with the number and date handed over in navigation state; a failed
// verification (or no signed-in user) opens the 'Registration Failure' modal on the error route.
// Pure: the verify call is an actor the flow provides; the route starts the chart with who is signed in.
import { assign, fromPromise, setup } from 'xstate';
import {
  EXPIRATION_DATE_LENGTH,
  expirationDateForForm,
  expirationDateToIso,
  maskExpirationDate,
} from './registration/expiration-date';

export const REGISTRATION_MESSAGES = {
  membershipNumberRequired: 'Membership Number is required.',
  expirationDateLength: 'Membership Expiration Date must be 10 characters (MM/DD/YYYY).',
  expirationDateInvalid: 'Membership Expiration Date must be a valid date (MM/DD/YYYY).',
  /** Spec §8, 'Registration Failure' modal (verbatim). */
  failure:
    'You did not provide a valid membership and/or membership expiration date. You cannot use the Member Portal without a valid membership.',
} as const;

export const REGISTRATION_FAILURE_TITLE = 'Registration Failure';

export type RegistrationFieldError = Exclude<keyof typeof REGISTRATION_MESSAGES, 'failure'>;

export interface RegistrationErrors {
  membershipNumber: RegistrationFieldError | null;
  expirationDate: RegistrationFieldError | null;
}

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

export interface RegistrationContext {
  /** The signed-in login (sign-in subject); null when nobody is signed in. */
  userId: string | null;
  /** As typed (masked for the date), kept across failures so a retry starts from it. */
  membershipNumber: string;
  expirationDate: string;
  errors: RegistrationErrors;
  accountId: string | null;
  outcome: RegistrationOutcome | null;
}

export type RegistrationEvent =
  | { type: 'registration.start'; userId: string | null; fromNavigation: NavigationMembership | null }
  | { type: 'membershipNumber.change'; value: string }
  | { type: 'expirationDate.change'; value: string }
  | { type: 'registration.submit' }
  | { type: 'registration.retry' }
  | { type: 'registration.signOut' };

const NO_ERRORS: RegistrationErrors = { membershipNumber: null, expirationDate: null };

/** Spec §5: membership number non-empty; expiry exactly 10 characters of a real MM/DD/YYYY date. */
export function registrationErrors(membershipNumber: string, expirationDate: string): RegistrationErrors {
  return {
    membershipNumber: membershipNumber.trim() === '' ? 'membershipNumberRequired' : null,
    expirationDate:
      expirationDate.length !== EXPIRATION_DATE_LENGTH
        ? 'expirationDateLength'
        : expirationDateToIso(expirationDate) === null
          ? 'expirationDateInvalid'
          : null,
  };
}

const hasErrors = (errors: RegistrationErrors) =>
  errors.membershipNumber !== null || errors.expirationDate !== null;

/** The verify call's body from what the form holds (the date converted, the number trimmed). */
export function verifyInputOf(context: RegistrationContext): VerifyRegistrationInput {
  return {
    membershipNumber: context.membershipNumber.trim(),
    membershipExpirationDate: expirationDateToIso(context.expirationDate) ?? '',
    userId: context.userId ?? '',
  };
}

function notProvided<TInput, TOutput>(name: string) {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`The flow must provide the '${name}' actor.`)),
  );
}

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    output: {} as RegistrationOutput,
  },
  actors: {
    verifyRegistration: notProvided<VerifyRegistrationInput, VerifyRegistrationOutput>('verifyRegistration'),
  },
  guards: {
    signedInUserMissing: ({ context, event }) =>
      event.type === 'registration.start' ? !event.userId : !context.userId,
    navigationHoldsMembership: ({ event }) =>
      event.type === 'registration.start' &&
      event.fromNavigation !== null &&
      !hasErrors(
        registrationErrors(
          event.fromNavigation.membershipNumber,
          expirationDateForForm(event.fromNavigation.expirationDate),
        ),
      ),
    registrationFormInvalid: ({ context }) =>
      hasErrors(registrationErrors(context.membershipNumber, context.expirationDate)),
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
    setMembershipNumber: assign(({ context, event }) =>
      event.type === 'membershipNumber.change'
        ? { membershipNumber: event.value, errors: { ...context.errors, membershipNumber: null } }
        : {},
    ),
    setExpirationDate: assign(({ context, event }) =>
      event.type === 'expirationDate.change'
        ? {
            expirationDate: maskExpirationDate(event.value),
            errors: { ...context.errors, expirationDate: null },
          }
        : {},
    ),
    flagFormErrors: assign({
      errors: ({ context }) => registrationErrors(context.membershipNumber, context.expirationDate),
    }),
    clearErrors: assign({ errors: NO_ERRORS }),
    linkAccount: assign({
      accountId: (_, output: VerifyRegistrationOutput) => output.accountId,
      outcome: 'registered' as const,
    }),
    markSignedOut: assign({ outcome: 'signedOut' as const }),
  },
}).createMachine({
  id: 'registration',
  context: {
    userId: null,
    membershipNumber: '',
    expirationDate: '',
    errors: NO_ERRORS,
    accountId: null,
    outcome: null,
  },
  initial: 'starting',
  states: {
    // The route starts the chart once it knows who is signed in and what navigation state holds.
    starting: {
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
            'membershipNumber.change': { actions: 'setMembershipNumber' },
            'expirationDate.change': { actions: 'setExpirationDate' },
            'registration.submit': [
              { guard: 'signedInUserMissing', target: '#registration.failure' },
              { guard: 'registrationFormInvalid', actions: 'flagFormErrors' },
              { target: 'verifying', actions: 'clearErrors' },
            ],
          },
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
            onError: { target: '#registration.failure' },
          },
        },
      },
    },
    newMember: {
      tags: ['loading'],
      invoke: {
        id: 'verifyRegistration',
        src: 'verifyRegistration',
        input: ({ context }) => verifyInputOf(context),
        onDone: {
          target: 'registered',
          actions: { type: 'linkAccount', params: ({ event }) => event.output },
        },
        onError: { target: 'failure' },
      },
    },
    failure: {
      on: {
        'registration.retry': { target: 'existingMember' },
        'registration.signOut': { target: 'signedOut', actions: 'markSignedOut' },
      },
    },
    registered: { type: 'final' },
    signedOut: { type: 'final' },
  },
  output: ({ context }) => ({ outcome: context.outcome ?? 'signedOut', accountId: context.accountId }),
});
