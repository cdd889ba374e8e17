// What an upgrade offers and costs (member spec §4 payment types and trailer care rules, §9 prices and
// coverage): selectors the upgrade charts and screens read. Prices come from the shared pricing module the
// sandbox charges with, so the amount shown is the amount charged.
import { isProvidedAccount, membershipView } from '../membership/membership-status';
import { lakeToGoldPrice, productPrice, trailerCareUpgradePrice } from '../pricing';
import {
  offeredLevels,
  TRAILER_CARE_MESSAGES,
  trailerCareLevelOf,
  trailerCarePaymentType,
  UPGRADE_PAYMENT_TYPES,
  type TrailerCareLevel,
} from './trailer-care-levels';
import type { UpgradeCharge, UpgradeContext } from './upgrade-types';

/** A membership of the URL that is not the signed-in account's (no catalogue code of spec §8 names it). */
export const NOT_ON_ACCOUNT = {
  code: 'MEMBERSHIP_NOT_FOUND',
  message: 'This membership is not on your account.',
} as const;

export const UPGRADE_MESSAGES = {
  notLakeCard:
    'Only a Lake Card membership can be upgraded to Gold Card. Please select a Lake Card membership to upgrade.',
} as const;

/** The membership's trailer care level before the upgrade. */
export const currentLevel = (context: Pick<UpgradeContext, 'start'>): TrailerCareLevel | null =>
  trailerCareLevelOf(context.start?.membership.trailer_care_type__c);

/** The dashboard's rules (spec §4) for this membership: which upgrade buttons it shows. */
function viewOf(context: Pick<UpgradeContext, 'start' | 'today'>) {
  return context.start
    ? membershipView(context.start.membership, context.start.account, context.today)
    : null;
}

/** Only a Lake Card membership in force takes the Lake-to-Gold upgrade (the dashboard's own rule). */
export const takesLakeToGoldNow = (context: Pick<UpgradeContext, 'start' | 'today'>): boolean =>
  viewOf(context)?.lakeToGoldUpgrade ?? false;

/**
 * Spec §4/§5/§6: trailer care is for Gold and Lake Cards in force, never for monthly or subsidized
 * accounts (the dashboard's rule, which also leaves out the Plus level: checked apart, with its own message).
 */
export const takesTrailerCareNow = (context: Pick<UpgradeContext, 'start' | 'today'>): boolean =>
  viewOf(context)?.trailerCareUpgrade ?? false;

/**
 * The refusal of a membership that cannot take trailer care: a monthly or subsidized account is refused for
 * its account type (spec §6) — its Gold or Lake Card would take it — any other for its membership type (§4).
 */
export const trailerCareUnavailableMessage = (context: Pick<UpgradeContext, 'start'>): string =>
  context.start && isProvidedAccount(context.start.account)
    ? TRAILER_CARE_MESSAGES.unavailableForAccount
    : TRAILER_CARE_MESSAGES.unavailable;

/** What the chart charges for, or null while nothing (or no new level) is chosen. */
export function chargeOf(context: UpgradeContext): UpgradeCharge | null {
  if (context.kind === 'membership') return { kind: 'membership', from: 'Lake Card', to: 'Gold Card' };
  const from = currentLevel(context);
  return context.level && offeredLevels(from).includes(context.level)
    ? { kind: 'trailerCare', from, to: context.level }
    : null;
}

/** The amount due, or null before the price list and the choice are known. */
export function upgradeTotal(context: UpgradeContext): number | null {
  const products = context.start?.products;
  const charge = chargeOf(context);
  if (!products || !charge) return null;
  return charge.kind === 'membership'
    ? lakeToGoldPrice(products)
    : trailerCareUpgradePrice(products, charge.from, charge.to);
}

export interface TrailerCareOffer {
  level: TrailerCareLevel;
  /** The payment type this level is bought as. */
  label: string;
  marketingTitle: string;
  coverageLimit: number | null;
  /** What this choice charges now. */
  price: number;
  /** The level's annual plan price. */
  yearly: number;
}

/** Spec §4: the levels this membership is offered, each with its marketing title and coverage limit. */
export function trailerCareOffers(context: UpgradeContext): TrailerCareOffer[] {
  const products = context.start?.products ?? [];
  const from = currentLevel(context);
  return offeredLevels(from).map((level) => {
    const product = products.find((p) => p.name === level);
    return {
      level,
      label: from ? trailerCarePaymentType(from) : level,
      marketingTitle: product?.marketingTitle ?? level,
      coverageLimit: product?.coverageLimit ?? null,
      price: trailerCareUpgradePrice(products, from, level),
      yearly: productPrice(products, level) ?? 0,
    };
  });
}

export interface UpgradeSummary {
  /** Spec §4 payment type: 'Membership Upgrade', 'Trailer Care Upgrade' or 'Trailer Care Plus Upgrade'. */
  paymentType: string;
  /** What is bought, as the order summary names it. */
  item: string;
  detail: string | null;
  total: number;
}

/** Spec §9: 'Up to {limit} per incident'. */
export const coverageText = (limit: number | null): string | null =>
  limit === null ? null : `Up to $${limit} per incident`;

/** The order summary of the chosen upgrade; null until it is known. */
export function upgradeSummary(context: UpgradeContext): UpgradeSummary | null {
  const charge = chargeOf(context);
  const total = upgradeTotal(context);
  if (!charge || total === null) return null;
  if (charge.kind === 'membership')
    return {
      paymentType: UPGRADE_PAYMENT_TYPES.membership,
      item: 'Lake Card to Gold Card',
      detail: 'Takes effect within 24 hours',
      total,
    };
  const offer = trailerCareOffers(context).find((o) => o.level === charge.to);
  return {
    paymentType: trailerCarePaymentType(charge.from),
    item: offer?.marketingTitle ?? charge.to,
    detail: coverageText(offer?.coverageLimit ?? null),
    total,
  };
}
