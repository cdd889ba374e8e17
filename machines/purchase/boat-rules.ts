// Primary boat form rules of the purchase journey (member spec §4 Boat submit, §5 Boat form and Other boat
// form, §9 Boat limits). Pure: the current year comes from the chart's `today`.
import type { HomePort } from '../home-port.machine';

export const BOAT_OWNERSHIP = {
  own: 'I own a boat',
  other: 'Other (Boat Club, Rent/Charter)',
} as const;
export type BoatOwnership = keyof typeof BOAT_OWNERSHIP;

/** Spec §9 other-boat reasons. */
export const NO_BOAT_REASONS = ['Boat Club Member', 'Rent/Charter', 'Other'] as const;
export const BOAT_CLUB_MEMBER = 'Boat Club Member';

/** Spec §9 boat detail lists (optional on the purchase form; 'Unspecified' when not given). */
export const HULL_TYPES = [
  'Aluminum',
  'Carbon Fiber',
  'Fiberglass',
  'Kevlar',
  'Steel',
  'Wood',
  'Other',
  'Unspecified',
] as const;
export const ENGINE_TYPES = ['IO', 'Inboard', 'Outboard', 'Jet', 'Unspecified'] as const;
export const FUEL_TYPES = ['Diesel', 'Electric', 'Gasoline', 'Unspecified'] as const;
export const ENGINE_COUNTS = ['1', '2', '3', '4'] as const;

export const BOAT_LENGTH_MIN = 10;
export const BOAT_LENGTH_LIMIT = 100;
export const BOAT_LENGTH_WARNING_OVER = 65;

export const BOAT_MESSAGES = {
  yearRequired: 'Year is required.',
  yearDigits: 'Year can contain only numbers.',
  yearLength: 'Year must be 4 digits',
  yearTooLate: 'Boat year must be no greater than current year + 1',
  lengthRequired: 'Length is required.',
  lengthInteger: 'Length must be a whole number of feet.',
  lengthRange: 'Length must be at least 10 and less than 100 feet.',
  /** Shown, not blocking ({phone}: see decision 071). */
  lengthWarning: "Service not available in all areas for vessels over 65'. Please call {phone} for details.",
  makeRequired: 'Boat Make is required.',
  homePortRequired: 'Add a home port to your boat!',
  noBoatReasonRequired: 'Reason is required.',
  boatClubNameRequired: 'Boat Club Name is required.',
} as const;

/** The boat form in the spec's UI names; text fields as typed. */
export interface PurchaseBoat {
  ownership: BoatOwnership;
  boatName: string;
  year: string;
  length: string;
  boatMake: string;
  /** Optional details of an owned boat (spec §3 UI names); '' when not given. */
  boatColor: string;
  hullType: string;
  engineType: string;
  fuelType: string;
  numberOfEngines: string;
  registrationNumber: string;
  noBoatReason: string;
  boatClubName: string;
  homePort: HomePort | null;
}

/** What the boat form sends: its fields; the home port comes from the home-port wizard (context). */
export type BoatFields = Omit<PurchaseBoat, 'homePort'>;

export const EMPTY_BOAT: PurchaseBoat = {
  ownership: 'own',
  boatName: '',
  year: '',
  length: '',
  boatMake: '',
  boatColor: '',
  hullType: '',
  engineType: '',
  fuelType: '',
  numberOfEngines: '',
  registrationNumber: '',
  noBoatReason: '',
  boatClubName: '',
  homePort: null,
};

export type BoatErrors = Partial<Record<Exclude<keyof PurchaseBoat, 'ownership'>, string>>;

/** Field errors of the boat form (empty when valid); `today` is an ISO date. */
export function boatErrors(boat: PurchaseBoat, today: string): BoatErrors {
  const errors: BoatErrors = {};
  if (boat.ownership === 'own') {
    const year = boat.year.trim();
    if (year === '') errors.year = BOAT_MESSAGES.yearRequired;
    else if (!/^\d+$/.test(year)) errors.year = BOAT_MESSAGES.yearDigits;
    else if (year.length !== 4) errors.year = BOAT_MESSAGES.yearLength;
    else if (Number(year) > Number(today.slice(0, 4)) + 1) errors.year = BOAT_MESSAGES.yearTooLate;

    const length = boat.length.trim();
    if (length === '') errors.length = BOAT_MESSAGES.lengthRequired;
    else if (!/^\d+$/.test(length)) errors.length = BOAT_MESSAGES.lengthInteger;
    else if (Number(length) < BOAT_LENGTH_MIN || Number(length) >= BOAT_LENGTH_LIMIT)
      errors.length = BOAT_MESSAGES.lengthRange;

    if (boat.boatMake.trim() === '') errors.boatMake = BOAT_MESSAGES.makeRequired;
  } else {
    if (boat.noBoatReason.trim() === '') errors.noBoatReason = BOAT_MESSAGES.noBoatReasonRequired;
    else if (boat.noBoatReason === BOAT_CLUB_MEMBER && boat.boatClubName.trim() === '')
      errors.boatClubName = BOAT_MESSAGES.boatClubNameRequired;
  }
  if (!boat.homePort) errors.homePort = BOAT_MESSAGES.homePortRequired;
  return errors;
}

/** Spec §5: the over-65 ft warning (not an error), or null. */
export function boatLengthWarning(boat: PurchaseBoat): string | null {
  const length = Number(boat.length.trim());
  return boat.ownership === 'own' && /^\d+$/.test(boat.length.trim()) && length > BOAT_LENGTH_WARNING_OVER
    ? BOAT_MESSAGES.lengthWarning
    : null;
}

/** What is saved (spec §4): the other-boat form nulls make, length and year; the regular form nulls the reason. */
export interface SavedBoat {
  boatName: string | null;
  boatMake: string | null;
  year: number | null;
  length: number | null;
  boatColor: string | null;
  hullType: string | null;
  engineType: string | null;
  fuelType: string | null;
  numberOfEngines: number | null;
  registrationNumber: string | null;
  noBoatReason: string | null;
  boatClubName: string | null;
  homePort: HomePort;
}

export function boatToSave(boat: PurchaseBoat): SavedBoat {
  if (!boat.homePort) throw new Error('A boat is saved only with its home port.');
  const own = boat.ownership === 'own';
  return {
    boatName: boat.boatName.trim() || null,
    boatMake: own ? boat.boatMake.trim() : null,
    year: own ? Number(boat.year.trim()) : null,
    length: own ? Number(boat.length.trim()) : null,
    boatColor: (own && boat.boatColor.trim()) || null,
    hullType: (own && boat.hullType) || null,
    engineType: (own && boat.engineType) || null,
    fuelType: (own && boat.fuelType) || null,
    numberOfEngines: own && boat.numberOfEngines ? Number(boat.numberOfEngines) : null,
    registrationNumber: (own && boat.registrationNumber.trim()) || null,
    noBoatReason: own ? null : boat.noBoatReason,
    boatClubName: !own && boat.noBoatReason === BOAT_CLUB_MEMBER ? boat.boatClubName.trim() : null,
    homePort: boat.homePort,
  };
}

/** Spec §2 step summary: boat year, length in ft, make, marina, home port. */
export function boatSummary(boat: PurchaseBoat): string | null {
  const port = boat.homePort;
  const parts =
    boat.ownership === 'own'
      ? [boat.year.trim(), boat.length.trim() ? `${boat.length.trim()} ft` : '', boat.boatMake.trim()]
      : [boat.noBoatReason, boat.boatClubName.trim()];
  if (port) parts.push(port.homePortName, [port.city, port.state].filter(Boolean).join(', '));
  const text = parts.filter(Boolean).join(', ');
  return text === '' ? null : text;
}
