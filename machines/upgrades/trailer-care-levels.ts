// Trailer care levels of a membership (member spec §3 trailer_care_type__c, §4 'Trailer Care upgrade',
// §9 coverage; partner spec §3, §8): which levels a membership is offered, what the charge is called and
// the messages of the trailer-care upgrade. Pure; the sandbox charges with the same names.
import { TRAILER_CARE_PLUS_RECORD } from '../membership/upgrade-eligibility';

export type TrailerCareLevel = 'Trailer Care' | 'Trailer Care Plus';

export const TRAILER_CARE_LEVELS: readonly TrailerCareLevel[] = ['Trailer Care', 'Trailer Care Plus'];

/** The membership record of each level (spec §3: base = Marine, Plus = Universal). */
export const TRAILER_CARE_RECORD: Record<TrailerCareLevel, string> = {
  'Trailer Care': 'Trailer Care Marine',
  'Trailer Care Plus': TRAILER_CARE_PLUS_RECORD,
};

/** The level of a membership's trailer_care_type__c; null without trailer care. */
export function trailerCareLevelOf(record: string | null | undefined): TrailerCareLevel | null {
  if (record === TRAILER_CARE_RECORD['Trailer Care']) return 'Trailer Care';
  if (record === TRAILER_CARE_RECORD['Trailer Care Plus']) return 'Trailer Care Plus';
  return null;
}

/** Spec §4: no level offers both levels, the base level only Plus, Plus nothing. */
export function offeredLevels(current: TrailerCareLevel | null): TrailerCareLevel[] {
  if (current === null) return [...TRAILER_CARE_LEVELS];
  return current === 'Trailer Care' ? ['Trailer Care Plus'] : [];
}

/** Spec §4 payment types; the base level's step to Plus is the 'Trailer Care Plus Upgrade' (the upgrade charge). */
export const UPGRADE_PAYMENT_TYPES = {
  membership: 'Membership Upgrade',
  trailerCare: 'Trailer Care Upgrade',
  plusUpgrade: 'Trailer Care Plus Upgrade',
} as const;

export const trailerCarePaymentType = (current: TrailerCareLevel | null): string =>
  current === 'Trailer Care' ? UPGRADE_PAYMENT_TYPES.plusUpgrade : UPGRADE_PAYMENT_TYPES.trailerCare;

/** Partner spec §8 'Trailer care messages (member upgrade)', verbatim. */
export const TRAILER_CARE_MESSAGES = {
  chooseOption: 'Please select a trailer care upgrade option',
  unavailable: "Unfortunately, Trailer Care isn't available for your membership type",
  /** Spec §6: monthly and subsidized accounts have no trailer care upgrade, whatever their card (issue 27). */
  unavailableForAccount: "Unfortunately, Trailer Care isn't available for your account type",
  alreadyPlus: 'You already have Trailer Care Plus for this membership',
} as const;
