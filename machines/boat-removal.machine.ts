// Removing a boat from a membership (member spec §4 removal rules, §5 Remove boat, §7 DELETE /boats and
// PATCH /boats/deleteoldsetnew/): the member chooses a reason; removing the primary boat also chooses a new
// primary among the Active non-primary boats, and both change in one call (the old one Inactive-with-reason
// via the reason, the new one primary and Active). A non-primary boat's status becomes the reason. A failed
// call keeps the dialog open with the catalogue's message; success closes it, flashes and refreshes the
// list. The chart rests while no dialog is open; 'Remove Boat' on a row opens it for that boat, and the lists
// show that button only where the resting chart would open the dialog. Pure: the calls, the refresh and the
// flash are the page's.
import { assign, getInitialSnapshot, setup } from 'xstate';
import { notProvided } from './not-provided';
import { catalogueCodesOf } from './billing/failure-codes';
import { newPrimaryChoices, type BoatOnFile, type RemovalReason } from './boats/boat-list';
import { removalSchema, REMOVAL_MESSAGES, type RemovalForm } from './boats/removal-form';
import { formErrors, formInvalid, formOutput, withoutError, type FieldErrors } from './forms/form-schema';

export { REMOVAL_MESSAGES };

export interface BoatRemovalContext {
  /** The boat whose removal dialog is open (null while none is). */
  boat: BoatOnFile | null;
  /** The boats that may become primary (spec §4); empty for a non-primary boat. */
  choices: BoatOnFile[];
  form: RemovalForm;
  errors: FieldErrors;
  /** Catalogue codes of the last failed call (empty: none failed). */
  failureCodes: string[];
}

export type BoatRemovalEvent =
  | { type: 'removal.open'; boat: BoatOnFile; choices: BoatOnFile[] }
  | { type: 'removal.reason'; reason: string }
  | { type: 'removal.newPrimary'; sfid: string }
  | { type: 'removal.submit' }
  | { type: 'removal.cancel' };

export interface RemoveBoatInput {
  boat: { sfid: string; id: number };
  reason: RemovalReason;
}
export interface SwitchPrimaryInput {
  oldBoatId: number;
  newBoatId: number;
  reason: RemovalReason;
}
export const BOAT_REMOVAL_MESSAGES = { removed: 'The boat was removed from this membership.' } as const;
const EMPTY_FORM: RemovalForm = { removalReason: '', newPrimary: '' };

const schemaOf = (context: BoatRemovalContext) =>
  removalSchema(context.boat?.primary ? context.choices.map((b) => b.sfid) : null);
const boatOf = (context: BoatRemovalContext) => ({
  sfid: context.boat?.sfid ?? '',
  id: context.boat?.id ?? -1,
});

export const boatRemovalMachine = setup({
  types: {
    context: {} as BoatRemovalContext,
    events: {} as BoatRemovalEvent,
  },
  actors: {
    removeBoat: notProvided<RemoveBoatInput, unknown>('removeBoat', 'page'),
    switchPrimaryBoat: notProvided<SwitchPrimaryInput, unknown>('switchPrimaryBoat', 'page'),
    refreshBoats: notProvided<void, unknown>('refreshBoats', 'page'),
  },
  guards: {
    removalFormInvalid: ({ context }) => formInvalid(schemaOf(context), context.form),
    removingPrimaryBoat: ({ context }) => context.boat?.primary === true,
    // Spec §4: a sole primary boat cannot be removed; a primary boat needs an Active boat to take its place.
    boatRemovable: ({ event }) =>
      event.type === 'removal.open' && (!event.boat.primary || event.choices.length > 0),
  },
  actions: {
    openDialog: assign(({ event }) =>
      event.type === 'removal.open'
        ? { boat: event.boat, choices: event.choices, form: EMPTY_FORM, errors: {}, failureCodes: [] }
        : {},
    ),
    closeDialog: assign({ boat: null, choices: [], form: EMPTY_FORM, errors: {}, failureCodes: [] }),
    announceRemoved: () => {},
    setReason: assign({
      form: ({ context, event }) =>
        event.type === 'removal.reason' ? { ...context.form, removalReason: event.reason } : context.form,
      errors: ({ context }) => withoutError(context.errors, 'removalReason'),
    }),
    setNewPrimary: assign({
      form: ({ context, event }) =>
        event.type === 'removal.newPrimary' ? { ...context.form, newPrimary: event.sfid } : context.form,
      errors: ({ context }) => withoutError(context.errors, 'newPrimary'),
    }),
    flagRemovalErrors: assign({ errors: ({ context }) => formErrors(schemaOf(context), context.form) }),
    clearFailure: assign({ failureCodes: [] }),
    setFailure: assign({ failureCodes: (_, codes: string[]) => codes }),
  },
}).createMachine({
  id: 'boatRemoval',
  context: { boat: null, choices: [], form: EMPTY_FORM, errors: {}, failureCodes: [] },
  initial: 'closed',
  states: {
    // No dialog open; after a removal the list refreshes behind the closed dialog.
    closed: {
      description: 'The boats, no dialog open',
      initial: 'idle',
      on: { 'removal.open': { guard: 'boatRemovable', target: 'dialog', actions: 'openDialog' } },
      states: {
        idle: { description: 'Showing the boats' },
        // The boat is removed either way; a failed refresh leaves the list to the page's next load.
        refreshing: {
          tags: ['loading'],
          invoke: { id: 'refreshBoats', src: 'refreshBoats', onDone: 'idle', onError: 'idle' },
        },
      },
    },
    // The dialog: the form, then the call (busy).
    dialog: {
      description: "The 'Remove Boat' dialog",
      initial: 'choosing',
      states: {
        choosing: {
          on: {
            'removal.reason': { actions: 'setReason' },
            'removal.newPrimary': { actions: 'setNewPrimary' },
            'removal.submit': [
              { guard: 'removalFormInvalid', actions: 'flagRemovalErrors' },
              { guard: 'removingPrimaryBoat', target: 'switchingPrimary', actions: 'clearFailure' },
              { target: 'removing', actions: 'clearFailure' },
            ],
            'removal.cancel': { target: '#boatRemoval.closed', actions: 'closeDialog' },
          },
        },
        removing: {
          tags: ['submitting'],
          invoke: {
            id: 'removeBoat',
            src: 'removeBoat',
            input: ({ context }) => ({
              boat: boatOf(context),
              reason: formOutput(schemaOf(context), context.form).removalReason,
            }),
            onDone: { target: '#boatRemoval.closed.refreshing', actions: ['closeDialog', 'announceRemoved'] },
            onError: {
              target: 'choosing',
              actions: { type: 'setFailure', params: ({ event }) => catalogueCodesOf(event.error) },
            },
          },
        },
        switchingPrimary: {
          tags: ['submitting'],
          invoke: {
            id: 'switchPrimaryBoat',
            src: 'switchPrimaryBoat',
            input: ({ context }) => {
              const form = formOutput(schemaOf(context), context.form);
              const next = context.choices.find((b) => b.sfid === form.newPrimary);
              return { oldBoatId: boatOf(context).id, newBoatId: next?.id ?? -1, reason: form.removalReason };
            },
            onDone: { target: '#boatRemoval.closed.refreshing', actions: ['closeDialog', 'announceRemoved'] },
            onError: {
              target: 'choosing',
              actions: { type: 'setFailure', params: ({ event }) => catalogueCodesOf(event.error) },
            },
          },
        },
      },
    },
  },
});

/** 'Remove Boat' on a boat of the list: the boat and, for the primary, the Active boats that may replace it. */
export function removalOpenEvent(boat: BoatOnFile, boats: readonly BoatOnFile[]): BoatRemovalEvent {
  return { type: 'removal.open', boat, choices: newPrimaryChoices(boat, boats) };
}

/**
 * Spec §4 as the chart decides it (`boatRemovable`): whether the chart at rest opens the removal dialog for
 * the boat. The lists offer 'Remove Boat' only then; asked of the resting chart, not a running one, so the
 * buttons stay while a dialog is open (focus returns to the one that opened it).
 */
export const removalOffered = (boat: BoatOnFile, boats: readonly BoatOnFile[]): boolean =>
  getInitialSnapshot(boatRemovalMachine).can(removalOpenEvent(boat, boats));
