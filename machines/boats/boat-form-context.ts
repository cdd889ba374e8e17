// What the boat form's events make of a chart's context (member spec §4 Boat submit and ownership toggle, §5
// Boat form): the boats page's add/edit chart and the purchase's and renewal's boat step (decision 141) keep
// a boat and its errors in contexts of different shapes, so the rules live here once and each chart's
// guards and `assign`s only call them. Pure.
import { catalogueCodesOf } from '../billing/failure-codes';
import { formErrors, formInvalid, withoutError, type FieldErrors } from '../forms/form-schema';
import type { HomePort } from '../home-port.machine';
import { boatSchema, type BoatFields, type BoatOwnership, type PurchaseBoat } from '../purchase/boat-form';
import { lakeCardExcludedAt, type MembershipType } from '../purchase/membership-types';

/** What a chart with a boat form keeps of it: the errors may sit among the chart's other errors. */
export interface BoatFormState<TErrors extends BoatFormErrors> {
  /** ISO date: the latest model year a boat may have is next year's (spec §5). */
  today: string;
  boat: PurchaseBoat;
  errors: TErrors;
}

export interface BoatFormErrors {
  /** The form's field errors after a submit. */
  boat: FieldErrors;
  /** Catalogue codes of a failed save. */
  boatForm: string[];
}

type BoatStepEvent = { type: string; boat?: BoatFields };
type OwnershipChoice = { type: 'boat.ownership'; value: BoatOwnership };

const choseOwnership = (event: { type: string }): event is OwnershipChoice => event.type === 'boat.ownership';

/**
 * The boat the event carries ('Set Home Port' or the submit: the typed fields) with the home port the chart
 * kept, since the home-port wizard sets it, not the form; null for other events.
 */
function typedBoat(context: { boat: PurchaseBoat }, event: BoatStepEvent): PurchaseBoat | null {
  return (event.type === 'boat.submit' || event.type === 'boat.homePort') && event.boat
    ? { ...event.boat, homePort: context.boat.homePort }
    : null;
}

/** The submitted boat does not pass the form's schema. */
export function submittedBoatInvalid(context: BoatFormState<BoatFormErrors>, event: BoatStepEvent): boolean {
  const boat = typedBoat(context, event);
  return !!boat && formInvalid(boatSchema(context.today), boat);
}

/** Spec §4: a Lake Card boat homed where the Lake Card does not serve. */
export const lakeCardExcludedFor = (
  context: { membershipType: MembershipType | null; boat: PurchaseBoat },
  event: BoatStepEvent,
): boolean => lakeCardExcludedAt(context.membershipType, typedBoat(context, event)?.homePort?.state);

/** The ownership toggle: the form becomes the other variant, and the last submit's field errors go. */
export function withOwnership<TErrors extends BoatFormErrors>(
  context: BoatFormState<TErrors>,
  event: { type: string },
) {
  return {
    boat: choseOwnership(event) ? { ...context.boat, ownership: event.value } : context.boat,
    errors: { ...context.errors, boat: {} },
  };
}

/** 'Set Home Port' or a submit: what was typed is kept, and the errors of the last submit or save go. */
export function withTypedBoat<TErrors extends BoatFormErrors>(
  context: BoatFormState<TErrors>,
  event: BoatStepEvent,
) {
  return {
    boat: typedBoat(context, event) ?? context.boat,
    errors: { ...context.errors, boat: {}, boatForm: [] },
  };
}

/** A submit that does not pass: the field errors of the typed boat. */
export function withBoatErrors<TErrors extends BoatFormErrors>(
  context: BoatFormState<TErrors>,
  event: BoatStepEvent,
) {
  const boat = typedBoat(context, event) ?? context.boat;
  return { errors: { ...context.errors, boat: formErrors(boatSchema(context.today), boat) } };
}

/** The home-port wizard's output replaces the boat's home port; 'Add a home port' no longer applies. */
export function withHomePort<TErrors extends BoatFormErrors>(
  context: BoatFormState<TErrors>,
  homePort: HomePort,
) {
  return {
    boat: { ...context.boat, homePort },
    errors: { ...context.errors, boat: withoutError(context.errors.boat, 'homePort') },
  };
}

/** A failed save: the catalogue codes it carried, shown above the form. */
export function withSaveFailure<TErrors extends BoatFormErrors>(
  context: BoatFormState<TErrors>,
  error: unknown,
) {
  return { errors: { ...context.errors, boatForm: catalogueCodesOf(error) } };
}
