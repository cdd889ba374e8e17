// Changing the password of a username-and-password user (member spec §4: "Password change ends with
// logout and redirect to the returned ticket URL"; §6: social-login users manage credentials with their
// provider and never start this). Confirm → request the ticket → sign out → leave for the ticket URL.
// Pure: the ticket request and the sign-out are actors the binding provides; leaving is the output.
import { assign, setup } from 'xstate';
import { notProvided } from './not-provided';

export const PASSWORD_CHANGE_MESSAGES = {
  confirmTitle: 'Change your password?',
  confirm:
    'You will be signed out and taken to a secure page where you choose a new password. Then sign in again with it.',
} as const;

export interface PasswordChangeInput {
  /** The identity provider's user id (session claim `sub`). */
  userId: string;
  /** The portal's client id at the identity provider. */
  clientId: string;
}

export interface PasswordChangeContext extends PasswordChangeInput {
  ticketUrl: string | null;
  failure: string | null;
}

export type PasswordChangeEvent =
  { type: 'password.change' } | { type: 'password.confirm' } | { type: 'password.cancel' };

export interface PasswordChangeOutput {
  ticketUrl: string;
}

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'The password change could not be started. Please try again.';

export const passwordChangeMachine = setup({
  types: {
    context: {} as PasswordChangeContext,
    events: {} as PasswordChangeEvent,
    input: {} as PasswordChangeInput,
    output: {} as PasswordChangeOutput,
  },
  actors: {
    requestPasswordTicket: notProvided<PasswordChangeInput, { ticket: string }>(
      'requestPasswordTicket',
      'binding',
    ),
    signOut: notProvided<void, unknown>('signOut', 'binding'),
  },
  actions: {
    keepTicket: assign({ ticketUrl: (_, answer: { ticket: string }) => answer.ticket }),
    showTicketFailure: assign({ failure: (_, params: { error: unknown }) => messageOf(params.error) }),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'passwordChange',
  context: ({ input }) => ({
    userId: input.userId,
    clientId: input.clientId,
    ticketUrl: null,
    failure: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      description: 'Showing the password section',
      on: { 'password.change': { target: 'confirming', actions: 'clearFailure' } },
    },
    confirming: {
      on: {
        'password.confirm': { target: 'requestingTicket' },
        'password.cancel': { target: 'idle' },
      },
    },
    requestingTicket: {
      tags: ['submitting'],
      invoke: {
        id: 'requestPasswordTicket',
        src: 'requestPasswordTicket',
        input: ({ context }) => ({ userId: context.userId, clientId: context.clientId }),
        onDone: {
          target: 'signingOut',
          actions: { type: 'keepTicket', params: ({ event }) => event.output },
        },
        onError: {
          target: 'idle',
          actions: { type: 'showTicketFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // The session ends whether or not the sign-out call answers; the ticket page comes next.
    signingOut: {
      tags: ['submitting'],
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'leaving' },
        onError: { target: 'leaving' },
      },
    },
    leaving: { type: 'final' },
  },
  output: ({ context }) => ({ ticketUrl: context.ticketUrl ?? '' }),
});
