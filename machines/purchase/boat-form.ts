// The primary boat form of the purchase journey as one valibot schema (member spec §4 Boat submit, §5 Boat form and Other boat
// form, §9 Boat limits). Pure: the current year comes from the chart's `today`.
import * as v from 'valibot';
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

const text = v.string();
const trimmed = v.pipe(v.string(), v.trim());
const homePort = v.pipe(
  v.nullable(v.custom<HomePort>((value) => typeof value === 'object' && value !== null)),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    if (dataset.value) return dataset.value;
    addIssue({ message: BOAT_MESSAGES.homePortRequired });
    return NEVER;
  }),
);
/** Optional details of an owned boat (spec §3 UI names); '' when not given, null when saved. */
const optional = v.pipe(
  v.string(),
  v.trim(),
  v.transform((value) => value || null),
);
const wholeNumber = (required: string, digits: string) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.regex(/^\d+$/, digits));

/**
 * The boat form (spec §5 Boat form and Other boat form, a variant on ownership) for a boat added in the
 * year of `today` (ISO date: a boat may be at most next year's model). Its output is what is saved (§4):
 * numbers for year, length and engines, '' as null, and the other-boat form nulls make, length and year
 * and every detail while the regular form nulls the reason.
 */
export function boatSchema(today: string) {
  const latestYear = Number(today.slice(0, 4)) + 1;
  const own = v.pipe(
    v.object({
      ownership: v.literal('own'),
      boatName: optional,
      year: v.pipe(
        wholeNumber(BOAT_MESSAGES.yearRequired, BOAT_MESSAGES.yearDigits),
        v.length(4, BOAT_MESSAGES.yearLength),
        v.transform(Number),
        v.maxValue(latestYear, BOAT_MESSAGES.yearTooLate),
      ),
      length: v.pipe(
        wholeNumber(BOAT_MESSAGES.lengthRequired, BOAT_MESSAGES.lengthInteger),
        v.transform(Number),
        v.minValue(BOAT_LENGTH_MIN, BOAT_MESSAGES.lengthRange),
        v.ltValue(BOAT_LENGTH_LIMIT, BOAT_MESSAGES.lengthRange),
      ),
      boatMake: v.pipe(v.string(), v.trim(), v.nonEmpty(BOAT_MESSAGES.makeRequired)),
      boatColor: optional,
      hullType: optional,
      engineType: optional,
      fuelType: optional,
      numberOfEngines: v.pipe(
        optional,
        v.transform((value) => (value ? Number(value) : null)),
      ),
      registrationNumber: optional,
      noBoatReason: v.pipe(
        text,
        v.transform(() => null),
      ),
      boatClubName: v.pipe(
        text,
        v.transform(() => null),
      ),
      homePort,
    }),
    v.transform(({ ownership: _ownership, ...saved }) => saved),
  );
  const other = v.pipe(
    v.object({
      ownership: v.literal('other'),
      boatName: optional,
      year: text,
      length: text,
      boatMake: text,
      boatColor: text,
      hullType: text,
      engineType: text,
      fuelType: text,
      numberOfEngines: text,
      registrationNumber: text,
      noBoatReason: v.pipe(v.string(), v.trim(), v.nonEmpty(BOAT_MESSAGES.noBoatReasonRequired)),
      boatClubName: trimmed,
      homePort,
    }),
    v.forward(
      v.partialCheck(
        [['noBoatReason'], ['boatClubName']],
        ({ noBoatReason, boatClubName }) => noBoatReason !== BOAT_CLUB_MEMBER || boatClubName !== '',
        BOAT_MESSAGES.boatClubNameRequired,
      ),
      ['boatClubName'],
    ),
    v.transform((boat) => ({
      boatName: boat.boatName,
      boatMake: null,
      year: null,
      length: null,
      boatColor: null,
      hullType: null,
      engineType: null,
      fuelType: null,
      numberOfEngines: null,
      registrationNumber: null,
      noBoatReason: boat.noBoatReason,
      boatClubName: boat.noBoatReason === BOAT_CLUB_MEMBER ? boat.boatClubName : null,
      homePort: boat.homePort,
    })),
  );
  return v.variant('ownership', [own, other]);
}

/** The boat form in the spec's UI names, as typed; the home port comes from the home-port wizard. */
export type PurchaseBoat = v.InferInput<ReturnType<typeof boatSchema>>;
/** What the boat form sends: its fields; the home port comes from the home-port wizard (context). */
export type BoatFields = Omit<PurchaseBoat, 'homePort'>;
/** What is saved (spec §4). */
export type SavedBoat = v.InferOutput<ReturnType<typeof boatSchema>>;

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

/** Spec §5: the over-65 ft warning (not an error), or null. */
export function boatLengthWarning(boat: PurchaseBoat): string | null {
  const length = Number(boat.length.trim());
  return boat.ownership === 'own' && /^\d+$/.test(boat.length.trim()) && length > BOAT_LENGTH_WARNING_OVER
    ? BOAT_MESSAGES.lengthWarning
    : null;
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
