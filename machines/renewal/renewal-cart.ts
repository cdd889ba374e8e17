// The renewal's cart reset from the membership (member spec §4 Renewal: 'The cart resets from the
// membership on first load'; §4 Purchase: 'Trailer care choice defaults to Plus for Gold Card and Lake
// Card'). Pure: the start actor passes the membership's record.
import {
  NO_TRAILER_CARE,
  defaultTrailerCare,
  trailerCareOffered,
  type MembershipType,
} from '../purchase/membership-types';
import { trailerCareLevelOf } from '../upgrades/trailer-care-levels';
import type { SavedSelection } from './renewal-types';

export interface RenewedMembership {
  membership_type__c: MembershipType;
  /** Spec §3: Trailer Care Marine (base), Trailer Care Universal (Plus), or none. */
  trailer_care_type__c?: string | null;
}

/**
 * The membership's own type and trailer care: base stays base and Plus stays Plus; only a membership
 * without trailer care gets the default choice, and a type without trailer care renews without it.
 */
export function cartFromMembership(membership: RenewedMembership): SavedSelection {
  const type = membership.membership_type__c;
  const own = trailerCareLevelOf(membership.trailer_care_type__c);
  return {
    membershipType: type,
    trailerCare: trailerCareOffered(type) ? (own ?? defaultTrailerCare(type)) : NO_TRAILER_CARE,
  };
}
