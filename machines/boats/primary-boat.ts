// Whether the boat form may make the edited boat the membership's primary boat (member spec §5 Other boat
// form; decision 246). The boat-form chart, the form and the sandbox's PATCH /boats ask this one rule.
// Pure.
import { boatsOnFile, type BoatOnFile } from './boat-list';

/** What the edit form knows of the boat's place among its membership's boats. */
export interface PrimaryStanding {
  /** The edited boat is the membership's primary boat. */
  primary: boolean;
  /** The membership has a primary boat (an Active boat flagged primary, spec §4). */
  hasPrimary: boolean;
}

/**
 * Spec §5: 'Reassigning primary from the edit form only when the boat is not primary and a primary exists;
 * otherwise the form tells the member to call member service.'
 */
export const primaryReassignable = (standing: PrimaryStanding): boolean =>
  !standing.primary && standing.hasPrimary;

/** The edited boat's standing among the membership's boats, as the list shows them (spec §4). */
export function primaryStandingOf(boat: BoatOnFile, boats: readonly BoatOnFile[]): PrimaryStanding {
  const primary = boatsOnFile(boats).primary;
  return { primary: primary?.sfid === boat.sfid, hasPrimary: primary !== null };
}

/** The save makes the boat primary when the member chose it and the rule allows it (else it is not sent). */
export const choosesPrimary = (standing: PrimaryStanding | null, chosen: boolean | undefined): boolean =>
  chosen === true && !!standing && primaryReassignable(standing);
