// Spec §9's monthly marketing copy, apart from the price rules so that only the recommendation screen
// (loaded after the first step) carries it.
import { GOLD_CARD, LAKE_CARD, type MembershipType } from './membership-types';

/** Spec §9's marketing copy gives a monthly figure for these two: "Gold about $21 a month, Lake $14 a month". */
export const hasMonthlyCopy = (type: MembershipType | null): boolean =>
  type === GOLD_CARD || type === LAKE_CARD;

/**
 * Spec §9: "Marketing copy: Gold about $21 a month, Lake $14 a month (monthly is yearly divided by 12)." —
 * the monthly figure of a yearly price, in whole dollars, for the copy 'about $N a month'.
 */
export function monthlyMarketingCopy(yearly: number): string {
  return `about $${Math.round(yearly / 12)} a month`;
}
