// Membership types, trailer care choices and donation presets of the purchase journey (member spec §4,
// §5, §9), and the Membership Advisor's questionnaire tree (§4 Questionnaire).
import { isLakeCardExcludedState } from '../forms/regions';

/** Spec §5/§9 use types: Commercial Card and Professional Mariner Card are commercial, the rest recreational. */
export const MEMBERSHIP_TYPES = {
  Recreational: ['Gold Card', 'Lake Card'],
  Commercial: ['Commercial Card', 'Professional Mariner Card'],
} as const;
export type BoatUse = keyof typeof MEMBERSHIP_TYPES;
/** A type a new member can pick, or the trial type a trial promotion brings ('Trial Membership'). */
export type MembershipType = string;

export const GOLD_CARD = 'Gold Card';
export const LAKE_CARD = 'Lake Card';

/**
 * Spec §4/§5: the Lake Card serves inland waters only, so a Lake Card boat homed in AK, FL, HI, PR or VI
 * needs the Gold Card (the application's boat step and the boats page ask this).
 */
export const lakeCardExcludedAt = (type: MembershipType | null, homePortState: string | null | undefined) =>
  type === LAKE_CARD && isLakeCardExcludedState(homePortState);

/** Spec §8 'Messages in screens': a membership type the price lists do not know. */
export const unknownMembershipTypeMessage = (type: MembershipType): string =>
  `[ERROR]: unknown membership type: ${type}`;

/** Spec §4: 'No Trailer Care' and 'Do not upgrade' both mean none. */
export const TRAILER_CARE = ['Trailer Care Plus', 'Trailer Care', 'Do not upgrade'] as const;
export type TrailerCareChoice = (typeof TRAILER_CARE)[number];
export const NO_TRAILER_CARE: TrailerCareChoice = 'Do not upgrade';

/** Spec §9: $0, 1, 5, 10, 20, 50 and Other (a custom amount); default none. */
export const DONATION_AMOUNTS = [0, 1, 5, 10, 20, 50] as const;

/** Spec §5: trailer care is offered only for Gold Card and Lake Card. */
export function trailerCareOffered(type: MembershipType | null): boolean {
  return type === GOLD_CARD || type === LAKE_CARD;
}

/** Spec §4: Plus for Gold Card and Lake Card, else 'Do not upgrade'. */
export function defaultTrailerCare(type: MembershipType | null): TrailerCareChoice {
  return trailerCareOffered(type) ? 'Trailer Care Plus' : NO_TRAILER_CARE;
}

/** The product name to price, or null when no trailer care is chosen. */
export function trailerCareProduct(choice: TrailerCareChoice): 'Trailer Care' | 'Trailer Care Plus' | null {
  return choice === 'Do not upgrade' ? null : choice;
}

export function boatUseOf(type: MembershipType | null): BoatUse {
  return (MEMBERSHIP_TYPES.Commercial as readonly string[]).includes(type ?? '')
    ? 'Commercial'
    : 'Recreational';
}

/** Spec §5: activation codes work only for recreational card types (case-insensitive). */
const RECREATIONAL_CARD_TYPES = [
  'gold card',
  'lake card',
  'lake fleet card',
  'fleet card',
  'trial membership',
];
export function isRecreationalCardType(type: MembershipType | null): boolean {
  return RECREATIONAL_CARD_TYPES.includes((type ?? '').trim().toLowerCase());
}

/** A commercial membership is bought by a business account: the contact form asks for the business name. */
export const isBusinessPurchase = (type: MembershipType | null): boolean => boatUseOf(type) === 'Commercial';

export interface AdvisorAnswers {
  /** Q1: charters, rent, paid use or paid operation. */
  paidUse: boolean | null;
  vessels: 'single' | 'multiple' | null;
  water: 'salt' | 'fresh' | 'both' | null;
  /** FL, AK, HI, PR, VI or rivers/lakes flowing to the coast. */
  specialWaters: boolean | null;
}

export const NO_ANSWERS: AdvisorAnswers = { paidUse: null, vessels: null, water: null, specialWaters: null };

/** Spec §4 questionnaire tree; null while the answers do not reach a leaf. */
export function recommendType(answers: AdvisorAnswers): MembershipType | null {
  if (answers.paidUse === true) {
    if (answers.vessels === 'single') return 'Commercial Card';
    if (answers.vessels === 'multiple') return 'Professional Mariner Card';
    return null;
  }
  if (answers.paidUse === false) {
    if (answers.water === 'salt' || answers.water === 'both') return GOLD_CARD;
    if (answers.water === 'fresh' && answers.specialWaters !== null)
      return answers.specialWaters ? GOLD_CARD : LAKE_CARD;
  }
  return null;
}
