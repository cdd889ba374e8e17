// Changing the Primary Contact's e-mail, which is also the login's username (member spec §4: "Email
// change of the primary contact needs a confirmation dialog then a forced logout"; §6: only
// username-and-password users). Confirm → update the login and the contact → sign out.
// Pure: the update (re-association of the login) and the sign-out are actors the binding provides.
import { assign, setup } from 'xstate';
import { notProvided } from './not-provided';

export const EMAIL_CHANGE_MESSAGES = {
  confirmTitle: 'Change your sign-in email?',
  confirm: (email: string) =>
    `Your primary contact email is also the email you sign in with. After the change you will be signed out and must sign in again with ${email}.`,
} as const;

export interface EmailChangeInput {
  currentEmail: string;
  newEmail: string;
  /** A membership of the account: the login stays linked to it (spec §7 auth0reassociation). */
  memberNumber: string;
}

export interface EmailChangeContext extends EmailChangeInput {
  failure: string | null;
  /** The login's e-mail was changed (the sign-out follows). */
  changed: boolean;
}

export type EmailChangeEvent = { type: 'emailChange.confirm' } | { type: 'emailChange.cancel' };

export type EmailChangeOutput = { changed: true; email: string } | { changed: false };

export interface ReassociateInput {
  email: string;
  memberNumber: string;
}

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'The email could not be changed. Please try again.';

export const emailChangeMachine = setup({
  types: {
    context: {} as EmailChangeContext,
    events: {} as EmailChangeEvent,
    input: {} as EmailChangeInput,
    output: {} as EmailChangeOutput,
  },
  actors: {
    reassociateLogin: notProvided<ReassociateInput, unknown>('reassociateLogin', 'binding'),
    signOut: notProvided<void, unknown>('signOut', 'binding'),
  },
  actions: {
    showUpdateFailure: assign({ failure: (_, params: { error: unknown }) => messageOf(params.error) }),
    clearFailure: assign({ failure: null }),
    markChanged: assign({ changed: true }),
  },
}).createMachine({
  id: 'emailChange',
  context: ({ input }) => ({ ...input, failure: null, changed: false }),
  initial: 'confirming',
  states: {
    confirming: {
      on: {
        'emailChange.confirm': { target: 'updating', actions: 'clearFailure' },
        'emailChange.cancel': { target: 'cancelled' },
      },
    },
    updating: {
      tags: ['submitting'],
      invoke: {
        id: 'reassociateLogin',
        src: 'reassociateLogin',
        input: ({ context }) => ({ email: context.newEmail, memberNumber: context.memberNumber }),
        onDone: { target: 'signingOut', actions: 'markChanged' },
        onError: {
          target: 'confirming',
          actions: { type: 'showUpdateFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // Forced: the session ends whether or not the sign-out call answers.
    signingOut: {
      tags: ['submitting'],
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'signedOut' },
        onError: { target: 'signedOut' },
      },
    },
    signedOut: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }): EmailChangeOutput =>
    context.changed ? { changed: true, email: context.newEmail } : { changed: false },
});
