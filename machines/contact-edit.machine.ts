// Add or edit a contact of the signed-in member's account (member spec §2 /account and /account/new,
// §4, §5 "Contact form", §6). The chart decides with the form's schema (machines/account/contact-form.ts)
// through checkForm on the values a submit carries; the screen holds the fields with Modular Forms on the
// same schema (decision 123). A changed Primary Contact e-mail runs the
// e-mail-change chart (confirm → update → forced sign-out) after the other changes are saved.
// Pure: saving, refetching the contact list and the e-mail change's calls are provided by the binding.
import { assign, setup } from 'xstate';
import { notProvided } from './not-provided';
import {
  contactChanges,
  contactCreateBody,
  isPrimaryEmailChange,
  type ContactCreateBody,
  type ContactUpdateBody,
} from './account/contact-changes';
import { contactSchema, contactValuesOf, EMPTY_CONTACT, type ContactValues } from './account/contact-form';
import { PRIMARY_CONTACT, type ContactRecord } from './account/contact-record';
import { emailChangeMachine, type EmailChangeInput, type EmailChangeOutput } from './email-change.machine';
import { formErrors, formInvalid, formOutput, type FieldErrors } from './forms/form-schema';

export interface ContactEditInput {
  /** The account the contact belongs to (query `account_id` on /account/new). */
  accountId: string;
  /** The contact to edit; absent on Add Contact. */
  contact?: ContactRecord | null;
  /** A member account's contact: relationship, e-mail, SMS and news preferences (spec §6). */
  memberContact?: boolean;
  /** The signed-in user signs in through a social provider (session claim `social`). */
  social?: boolean;
  /** A membership number of the account; the login's e-mail change needs it. */
  memberNumber?: string | null;
}

export interface ContactEditContext {
  accountId: string;
  contact: ContactRecord | null;
  memberContact: boolean;
  isPrimary: boolean;
  /** Spec §5: the Primary Contact's e-mail is locked for social-login users. */
  emailLocked: boolean;
  /** The signed-in user signs in through a social provider. */
  social: boolean;
  memberNumber: string | null;
  /** What the form held at the last submit (the record's values before one). */
  values: ContactValues;
  /** The messages of the last submit. */
  errors: FieldErrors;
  /** A save failure, already in the error catalogue's words. */
  failure: string | null;
  /** Changes other than the e-mail were saved before the e-mail change started. */
  savedBeforeEmailChange: boolean;
  /** How the form ended (set on entering a final state). */
  result: ContactEditOutput['result'];
}

export type ContactEditEvent = { type: 'contact.submit'; values: ContactValues } | { type: 'contact.cancel' };

export type SaveContactInput =
  { kind: 'create'; body: ContactCreateBody } | { kind: 'update'; body: ContactUpdateBody };

export interface ContactEditOutput {
  result: 'saved' | 'closed' | 'signedOut';
  email: string;
}

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'The contact could not be saved. Please try again.';

/** The form's schema for this contact: creating or editing, the Primary Contact or another. */
export const contactEditSchema = (context: Pick<ContactEditContext, 'contact' | 'isPrimary'>) =>
  contactSchema({ mode: context.contact ? 'edit' : 'create', isPrimary: context.isPrimary });

/** What the form saves (asked once the chart has found it valid). */
const savedOf = (context: ContactEditContext) => formOutput(contactEditSchema(context), context.values);

function changesOf(context: ContactEditContext, withEmail: boolean) {
  return context.contact
    ? contactChanges(context.contact, savedOf(context), { isPrimary: context.isPrimary, withEmail })
    : {};
}

const emailChanged = (event: { type: string }) =>
  'output' in event && Boolean((event.output as EmailChangeOutput | undefined)?.changed);

/** The Primary Contact's e-mail goes through the e-mail change, everything else through the save. */
const emailRunsSeparately = (context: ContactEditContext) =>
  context.isPrimary && isPrimaryEmailChange(context.contact, context.values);

export const contactEditMachine = setup({
  types: {
    context: {} as ContactEditContext,
    events: {} as ContactEditEvent,
    input: {} as ContactEditInput,
    output: {} as ContactEditOutput,
  },
  actors: {
    saveContact: notProvided<SaveContactInput, ContactRecord>('saveContact', 'binding'),
    refetchContacts: notProvided<void, unknown>('refetchContacts', 'binding'),
    emailChange: emailChangeMachine,
  },
  guards: {
    contactHasErrors: ({ context }) => formInvalid(contactEditSchema(context), context.values),
    nothingChanged: ({ context }) =>
      context.contact !== null &&
      Object.keys(changesOf(context, true)).length === 0 &&
      !emailRunsSeparately(context),
    onlyPrimaryEmailChanged: ({ context }) =>
      emailRunsSeparately(context) && Object.keys(changesOf(context, false)).length === 0,
    primaryEmailChanged: ({ context }) => emailRunsSeparately(context),
    emailChangeCancelled: ({ event }) => !emailChanged(event),
    emailChangeCancelledAfterSave: ({ context, event }) =>
      !emailChanged(event) && context.savedBeforeEmailChange,
  },
  actions: {
    takeValues: assign(({ context, event }) => {
      if (event.type !== 'contact.submit') return {};
      const values = { ...event.values };
      // A locked e-mail and the Primary Contact's relationship are not the form's to change.
      if (context.emailLocked) values.email = context.values.email;
      if (context.isPrimary) values.relationship = context.values.relationship;
      return { values, failure: null };
    }),
    showErrors: assign(({ context }) => ({ errors: formErrors(contactEditSchema(context), context.values) })),
    clearErrors: assign({ errors: {}, failure: null }),
    showFailure: assign({ failure: (_, params: { error: unknown }) => messageOf(params.error) }),
    keepSavedContact: assign({
      contact: ({ context }, saved: ContactRecord) => saved ?? context.contact,
      savedBeforeEmailChange: true,
    }),
    restoreEmail: assign(({ context }) => ({
      values: { ...context.values, email: context.contact?.email ?? '' },
    })),
  },
}).createMachine({
  id: 'contactEdit',
  // Each guard as the rule it encodes, for the visualizer (the chart has no journey words).
  meta: {
    guardRules: {
      contactHasErrors: 'if a contact field breaks a form rule',
      nothingChanged: 'if nothing was changed',
      onlyPrimaryEmailChanged: 'if only the primary e-mail was changed',
      primaryEmailChanged: 'if the primary e-mail was changed',
      emailChangeCancelled: 'if the member cancels the e-mail change',
      emailChangeCancelledAfterSave:
        'if the member cancels the e-mail change after the other changes were saved',
    },
  },
  context: ({ input }) => {
    const contact = input?.contact ?? null;
    const isPrimary = contact?.contact_type__c === PRIMARY_CONTACT;
    const memberNumber = input?.memberNumber ?? null;
    return {
      accountId: input?.accountId ?? '',
      contact,
      memberContact: input?.memberContact ?? true,
      isPrimary,
      // Without a membership the login cannot be re-associated, so the e-mail stays as it is.
      emailLocked: isPrimary && (Boolean(input?.social) || memberNumber === null),
      social: Boolean(input?.social),
      memberNumber,
      values: contact ? contactValuesOf(contact) : EMPTY_CONTACT,
      errors: {},
      failure: null,
      savedBeforeEmailChange: false,
      result: 'closed',
    };
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'contact.submit': { target: 'checking', actions: 'takeValues' },
        'contact.cancel': { target: 'closed' },
      },
    },
    // The submitted values decide: their messages, nothing to save, the e-mail change alone, or a save.
    checking: {
      always: [
        { guard: 'contactHasErrors', target: 'editing', actions: 'showErrors' },
        { guard: 'nothingChanged', target: 'closed' },
        { guard: 'onlyPrimaryEmailChanged', target: 'changingEmail', actions: 'clearErrors' },
        { target: 'saving', actions: 'clearErrors' },
      ],
    },
    saving: {
      tags: ['submitting'],
      invoke: {
        id: 'saveContact',
        src: 'saveContact',
        input: ({ context }): SaveContactInput =>
          context.contact
            ? {
                kind: 'update',
                body: {
                  sfid: context.contact.sfid,
                  id: context.contact.id,
                  ...changesOf(context, !emailRunsSeparately(context)),
                },
              }
            : { kind: 'create', body: contactCreateBody(savedOf(context), context.accountId) },
        onDone: [
          {
            guard: 'primaryEmailChanged',
            target: 'changingEmail',
            actions: { type: 'keepSavedContact', params: ({ event }) => event.output },
          },
          { target: 'refetching' },
        ],
        onError: {
          target: 'editing',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    changingEmail: {
      invoke: {
        id: 'emailChange',
        src: 'emailChange',
        input: ({ context }): EmailChangeInput => ({
          currentEmail: context.contact?.email ?? '',
          newEmail: context.values.email.trim(),
          memberNumber: context.memberNumber ?? '',
        }),
        onDone: [
          { guard: 'emailChangeCancelledAfterSave', target: 'refetching' },
          { guard: 'emailChangeCancelled', target: 'editing', actions: 'restoreEmail' },
          { target: 'signedOut' },
        ],
      },
    },
    refetching: {
      description: "Reloading the account's contacts",
      tags: ['submitting'],
      invoke: {
        id: 'refetchContacts',
        src: 'refetchContacts',
        onDone: { target: 'saved' },
        // The save went through; a failed refetch leaves the list as it was until the next visit.
        onError: { target: 'saved' },
      },
    },
    saved: { type: 'final', entry: assign({ result: 'saved' as const }) },
    closed: { type: 'final', entry: assign({ result: 'closed' as const }) },
    signedOut: { type: 'final', entry: assign({ result: 'signedOut' as const }) },
  },
  output: ({ context }) => ({ result: context.result, email: context.values.email.trim() }),
});
