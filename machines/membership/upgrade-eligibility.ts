// Which memberships an upgrade applies to (member spec §2 select-your-membership, §4 dashboard): the
// Lake-to-Gold upgrade takes Lake Cards; the trailer-care upgrade takes the types offered trailer care
// (Gold Card, Lake Card) not already at the Plus level. Shared by the dashboard and the pickers. Pure.
import { LAKE_CARD, trailerCareOffered } from '../purchase/membership-types';

/** Spec §3: the membership record of the Plus level (the base level is 'Trailer Care Marine'). */
export const TRAILER_CARE_PLUS_RECORD = 'Trailer Care Universal';

export const takesLakeToGold = (membershipType: string): boolean => membershipType === LAKE_CARD;

export const takesTrailerCareUpgrade = (membershipType: string, trailerCareRecord: string | null): boolean =>
  trailerCareOffered(membershipType) && trailerCareRecord !== TRAILER_CARE_PLUS_RECORD;
