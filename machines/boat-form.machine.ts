// Adding or editing a boat of a membership on the 'Boat & Home Port Information' page (member spec §2 `new`,
// `other`, `edit_boat`, `edit_other_boat` and the home-port wizard; §4 Boat submit, ownership toggle; §5 Boat
// form, Other boat form). It rests on the page's list; one form, the purchase's: the same valibot schema
// (`boatSchema`: year, length and make rules, the Boat Club name, the nulling rules), the same events and
// the same rules as the purchase's boat step (`machines/boats/boat-form-context.ts`), so the purchase's
// form sends them. The ownership toggle moves between the my-boat and other-boat steps (each its own URL);
// the home-port wizard is a child flow whose output is merged into what was typed before it (decision 170).
// A Lake Card boat homed where the Lake Card does not serve is not saved: the application's Lake Card
// dialog shows, and 'Upgrade and Continue' ends the run for the Lake-to-Gold upgrade (decision 173) while
// 'Change Home Port' reopens the home-port wizard (decision 250). Pure:
// the save and the list's refresh are actors the page provides.
import { assign, setup, type ErrorActorEvent } from 'xstate';
import { notProvided } from './not-provided';
import * as boatRules from './boats/boat-form-context';
import { choosesPrimary, type PrimaryStanding } from './boats/primary-boat';
import { formOutput, type FieldErrors } from './forms/form-schema';
import { homePortChildState, homePortLogic } from './home-port-child';
import type { HomePort } from './home-port.machine';
import {
  boatSchema,
  EMPTY_BOAT,
  type BoatFields,
  type BoatOwnership,
  type PurchaseBoat,
  type SavedBoat,
} from './purchase/boat-form';

/** The boat record being edited (spec §7 PATCH /boats names it by sfid and id). */
export interface BoatRef {
  sfid: string;
  id: number;
}

export interface BoatFormInput {
  /** ISO date: the latest model year a boat may have is next year's (spec §5). */
  today: string;
  /** The membership the boats belong to. */
  membershipId: string;
  /** Its type: a Lake Card serves inland waters only (spec §4). */
  membershipType: string;
}

export interface BoatFormContext extends BoatFormInput {
  /** The boat edited; null when adding one. */
  boatId: BoatRef | null;
  /** The form's values: the boat on file, or empty. */
  boat: PurchaseBoat;
  /** The edited boat's standing among its membership's boats (spec §5 reassigning primary); null when adding. */
  primary: PrimaryStanding | null;
  /** The last submit asked to make the edited boat the primary boat (only when the rule allows it). */
  makePrimary: boolean;
  errors: { boat: FieldErrors; boatForm: string[] };
}

export type BoatFormEvent =
  | { type: 'boat.add' }
  | { type: 'boat.addOther' }
  | ({ type: 'boat.edit'; boatId: BoatRef; boat: PurchaseBoat } & PrimaryStanding)
  | { type: 'boat.ownership'; value: BoatOwnership }
  | { type: 'boat.homePort'; boat: BoatFields }
  | { type: 'boat.submit'; boat: BoatFields; makePrimary?: boolean }
  | { type: 'form.cancel' }
  | { type: 'homePort.leave' }
  | { type: 'lakeCard.upgrade' }
  | { type: 'lakeCard.changeHomePort' };

export interface SaveMemberBoatInput {
  membershipId: string;
  boatId: BoatRef | null;
  boat: SavedBoat;
  /** Make the edited boat the membership's primary boat (PATCH /boats primary_boat__c). */
  makePrimary: boolean;
}

export const BOAT_FORM_MESSAGES = { saved: 'Your boat was saved.' } as const;

const EMPTY_OTHER_BOAT: PurchaseBoat = { ...EMPTY_BOAT, ownership: 'other' };

const editing = (context: BoatFormContext) => context.boatId !== null;
const other = (context: BoatFormContext) => context.boat.ownership === 'other';

const NOT_EDITING = { primary: null, makePrimary: false, errors: { boat: {}, boatForm: [] } };

const boatFormSetup = setup({
  types: {
    context: {} as BoatFormContext,
    events: {} as BoatFormEvent,
    input: {} as BoatFormInput,
  },
  actors: {
    saveBoat: notProvided<SaveMemberBoatInput, unknown>('saveBoat', 'binding'),
    homePort: homePortLogic,
  },
  guards: {
    editingOtherBoat: ({ context }) => editing(context) && other(context),
    editingOwnBoat: ({ context }) => editing(context),
    addingOtherBoat: ({ context }) => other(context),
    choseOtherBoat: ({ event }) => event.type === 'boat.ownership' && event.value === 'other',
    choseOwnBoat: ({ event }) => event.type === 'boat.ownership' && event.value === 'own',
    boatInvalid: ({ context, event }) => boatRules.submittedBoatInvalid(context, event),
    lakeCardExcludedHere: ({ context, event }) => boatRules.lakeCardExcludedFor(context, event),
  },
  actions: {
    startNewBoat: assign({ ...NOT_EDITING, boatId: null, boat: EMPTY_BOAT }),
    startOtherBoat: assign({ ...NOT_EDITING, boatId: null, boat: EMPTY_OTHER_BOAT }),
    startEditing: assign(({ context, event }) =>
      event.type === 'boat.edit'
        ? {
            ...NOT_EDITING,
            boatId: event.boatId,
            boat: event.boat,
            primary: { primary: event.primary, hasPrimary: event.hasPrimary },
          }
        : context,
    ),
    keepPrimaryChoice: assign(({ context, event }) => ({
      makePrimary: event.type === 'boat.submit' && choosesPrimary(context.primary, event.makePrimary),
    })),
    announceSaved: () => {},
    setOwnership: assign(({ context, event }) => boatRules.withOwnership(context, event)),
    keepBoat: assign(({ context, event }) => boatRules.withTypedBoat(context, event)),
    flagBoatErrors: assign(({ context, event }) => boatRules.withBoatErrors(context, event)),
    mergeHomePort: assign(({ context }, homePort: HomePort) => boatRules.withHomePort(context, homePort)),
    flagBoatFormFailed: assign(({ context }, error: unknown) => boatRules.withSaveFailure(context, error)),
  },
});

/**
 * One form step (my-boat or other-boat, new or edited): the ownership toggle to its counterpart, the home
 * port, the submit and its save, leaving for the list. Saved: back on the list, which the page refreshes.
 */
const formStep = (toggle: { guard: 'choseOtherBoat' | 'choseOwnBoat'; to: string }) =>
  boatFormSetup.createStateConfig({
    initial: 'editing',
    states: {
      editing: {
        on: {
          'boat.ownership': {
            guard: toggle.guard,
            target: `#boatForm.form.${toggle.to}`,
            actions: 'setOwnership',
          },
          'boat.homePort': { target: '#boatForm.homePort', actions: 'keepBoat' },
          'boat.submit': [
            { guard: 'boatInvalid', actions: ['keepBoat', 'keepPrimaryChoice', 'flagBoatErrors'] },
            { guard: 'lakeCardExcludedHere', target: 'lakeCardExcluded', actions: 'keepBoat' },
            { target: 'saving', actions: ['keepBoat', 'keepPrimaryChoice'] },
          ],
          'form.cancel': { target: '#boatForm.list' },
        },
      },
      // Spec §4: the application's Lake Card dialog; the only way on is the upgrade, the way back is
      // 'Change Home Port' (or Escape) into the home-port wizard, the boat unsaved (decision 250).
      lakeCardExcluded: {
        tags: ['lakeCardExcluded'],
        on: {
          'lakeCard.upgrade': { target: '#boatForm.upgrade' },
          'lakeCard.changeHomePort': { target: '#boatForm.homePort' },
        },
      },
      saving: {
        tags: ['submitting'],
        invoke: {
          id: 'saveBoat',
          src: 'saveBoat',
          input: ({ context }) => ({
            membershipId: context.membershipId,
            boatId: context.boatId,
            boat: formOutput(boatSchema(context.today), context.boat),
            makePrimary: context.makePrimary,
          }),
          onDone: { target: '#boatForm.list', actions: 'announceSaved' },
          onError: {
            target: 'editing',
            actions: {
              type: 'flagBoatFormFailed',
              params: ({ event }: { event: ErrorActorEvent }) => event.error,
            },
          },
        },
      },
    },
  });

export const boatFormMachine = boatFormSetup.createMachine({
  id: 'boatForm',
  context: ({ input }) => ({ ...input, ...NOT_EDITING, boatId: null, boat: EMPTY_BOAT }),
  initial: 'list',
  states: {
    // The page's list of boats: 'Add a New Boat', 'Add Other', 'Edit Boat'.
    list: {
      on: {
        'boat.add': { target: 'form.new', actions: 'startNewBoat' },
        'boat.addOther': { target: 'form.other', actions: 'startOtherBoat' },
        'boat.edit': { target: 'opening', actions: 'startEditing' },
      },
    },
    // Which form shows: the boat's own (edit) or a new one, my-boat or other-boat (spec §2 routes).
    opening: {
      description: 'Deciding which boat form opens',
      always: [
        { guard: 'editingOtherBoat', target: 'form.edit_other_boat' },
        { guard: 'editingOwnBoat', target: 'form.edit_boat' },
        { guard: 'addingOtherBoat', target: 'form.other' },
        { target: 'form.new' },
      ],
    },
    form: {
      description: 'The boat form',
      initial: 'new',
      states: {
        new: {
          ...formStep({ guard: 'choseOtherBoat', to: 'other' }),
          description: 'Adding a boat of your own',
        },
        other: {
          ...formStep({ guard: 'choseOwnBoat', to: 'new' }),
          description: 'Adding a boat club, rent or charter boat',
        },
        edit_boat: {
          ...formStep({ guard: 'choseOtherBoat', to: 'edit_other_boat' }),
          description: 'Editing a boat of your own',
        },
        edit_other_boat: {
          ...formStep({ guard: 'choseOwnBoat', to: 'edit_boat' }),
          description: 'Editing a boat club, rent or charter boat',
        },
      },
    },
    // The member goes on to the Lake-to-Gold upgrade (the page opens it); the boat is not saved.
    upgrade: { type: 'final' },
    // Back to the form without a home port change by 'homePort.leave' (the wizard's frame offers it).
    homePort: homePortChildState('opening', 'homePort.leave'),
  },
});
