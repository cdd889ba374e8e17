// The boats of one membership as the 'Boat & Home Port Information' page shows them (member spec §2 boat
// list accordion, §4 statuses, primary rule and removal rules, §5 multiple boats, decision 170).
// Pure: the page maps the dashboard's boat records onto `BoatOnFile`.

/** Spec §4 boat statuses; a removed boat takes its removal reason as its status. */
export const REMOVAL_REASONS = ['Destroyed', 'Not In Use', 'Sold', 'Inactive'] as const;
export type RemovalReason = (typeof REMOVAL_REASONS)[number];
export const ACTIVE = 'Active';

/**
 * Spec §5: 'Multiple boats allowed for Gold Card, Lake Card and Professional Mariner Card; not Commercial,
 * Fleet, Lake Fleet or Trial.' These show an 'Additional Boats' card, and the sandbox takes a second Active
 * boat for them only (decision 170).
 */
export const ADDITIONAL_BOAT_TYPES = ['Gold Card', 'Lake Card', 'Professional Mariner Card'] as const;

/**
 * Spec §8 'Messages in screens': a membership whose boats hold no Active primary boat (the boats page), or
 * a membership listed without one (the membership picker).
 */
export const NO_PRIMARY_BOAT = 'ERROR: No primary boat for membership';

/** What the page, the removal chart and the boat form need to know of a boat on file. */
export interface BoatOnFile {
  sfid: string;
  id: number;
  name: string;
  primary: boolean;
  /** null for a record without a status (taken as Active). */
  status: string | null;
  /** Set for a boat of the other-boat form (Boat Club, Rent/Charter). */
  noBoatReason: string | null;
}

export const isActiveBoat = (boat: Pick<BoatOnFile, 'status'>) => (boat.status ?? ACTIVE) === ACTIVE;

/** Spec §4: the primary boat is the Active boat flagged primary; the rest of the Active boats follow it. */
export function boatsOnFile<T extends BoatOnFile>(
  boats: readonly T[],
): { primary: T | null; additional: T[] } {
  const active = boats.filter(isActiveBoat);
  const primary = active.find((b) => b.primary) ?? null;
  return { primary, additional: active.filter((b) => b !== primary) };
}

export const carriesAdditionalBoats = (membershipType: string): boolean =>
  (ADDITIONAL_BOAT_TYPES as readonly string[]).includes(membershipType);

/** Spec §4: the new primary is chosen among the Active non-primary boats (none for a non-primary boat). */
export function newPrimaryChoices<T extends BoatOnFile>(boat: BoatOnFile, boats: readonly T[]): T[] {
  return boat.primary ? boats.filter((b) => isActiveBoat(b) && !b.primary && b.sfid !== boat.sfid) : [];
}

/** Spec §2: 'Edit Boat' opens the other-boat form when a no-boat reason is set. */
export const editStep = (boat: Pick<BoatOnFile, 'noBoatReason'>): 'edit_boat' | 'edit_other_boat' =>
  boat.noBoatReason ? 'edit_other_boat' : 'edit_boat';
