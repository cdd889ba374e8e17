// The one price computation of the product (member spec §9, docs/sandbox.md "Prices"): shared by the purchase
// statechart (what the cart shows) and the sandbox (what the server charges), so the two cannot disagree.
// Pure and cents-safe: every amount is turned into integer cents before arithmetic and back at the end.

/** docs/sandbox.md: $10 off per referred member. */
export const REFERRAL_CREDIT_DOLLARS = 10;

export interface PriceListEntry {
  /** Product name as the spec writes it: 'Gold Card', 'Trailer Care', 'Trailer Care Plus', 'Lake to Gold Upgrade'… */
  name: string;
  /** Price in dollars for `years` years. */
  price: number;
  /** Term of the product; 1 when absent. Multi-year products ('Gold Card' for 2, 3, 10 years) carry their own price. */
  years?: number;
}

export interface Discount {
  dollarsOff?: number | null;
  percentOff?: number | null;
  /** A trial promotion prices the membership item at 0. */
  trial?: boolean;
}

export interface PriceInput {
  /** Membership price before any discount (dollars). */
  membershipCost: number;
  /** Trailer care price for the term (dollars), 0 when none. */
  trailerCareCost?: number;
  discount?: Discount | null;
  /** Referral credits the buyer asks to use (count of $10 credits). */
  referralCredits?: number;
  /** Donation in dollars; added only when above 0. */
  donation?: number;
}

export interface PriceBreakdown {
  originalMembershipCost: number;
  discountAmount: number;
  discountedMembershipCost: number;
  trailerCareCost: number;
  /** Credits actually consumed (a credit is used whole even when only part of it is needed). */
  referralCreditsUsed: number;
  referralCreditAmount: number;
  subtotalWithoutDonations: number;
  donation: number;
  total: number;
}

export const toCents = (dollars: number): number => Math.round(dollars * 100);
export const fromCents = (cents: number): number => cents / 100;

/** Dollars off wins over percent off; the discounted price never goes below 0; a trial is 0. */
export function discountedCost(cost: number, discount?: Discount | null): number {
  const cents = toCents(cost);
  if (!discount) return fromCents(cents);
  if (discount.trial) return 0;
  if (discount.dollarsOff != null && discount.dollarsOff > 0)
    return fromCents(Math.max(0, cents - toCents(discount.dollarsOff)));
  if (discount.percentOff != null && discount.percentOff > 0) {
    return fromCents(Math.max(0, cents - Math.round((cents * Math.min(discount.percentOff, 100)) / 100)));
  }
  return fromCents(cents);
}

/** Spec §9: referral credits apply up to the discounted cost; the total is never below zero. */
export function price(input: PriceInput): PriceBreakdown {
  const original = toCents(input.membershipCost);
  const discounted = toCents(discountedCost(input.membershipCost, input.discount));
  const trailer = toCents(input.trailerCareCost ?? 0);
  const beforeCredits = discounted + trailer;
  const creditCents = toCents(REFERRAL_CREDIT_DOLLARS);
  const wanted = Math.max(0, Math.floor(input.referralCredits ?? 0));
  const used = Math.min(wanted, Math.ceil(beforeCredits / creditCents));
  const creditAmount = Math.min(used * creditCents, beforeCredits);
  const subtotal = beforeCredits - creditAmount;
  const donation = input.donation != null && input.donation > 0 ? toCents(input.donation) : 0;
  return {
    originalMembershipCost: fromCents(original),
    discountAmount: fromCents(original - discounted),
    discountedMembershipCost: fromCents(discounted),
    trailerCareCost: fromCents(trailer),
    referralCreditsUsed: used,
    referralCreditAmount: fromCents(creditAmount),
    subtotalWithoutDonations: fromCents(subtotal),
    donation: fromCents(donation),
    total: fromCents(subtotal + donation),
  };
}

/** The price of a product for a term: its own multi-year entry when there is one, else the yearly price times the years. */
export function productPrice(list: readonly PriceListEntry[], name: string, years = 1): number | undefined {
  const key = name.toLowerCase();
  const entries = list.filter((entry) => entry.name.toLowerCase() === key);
  const exact = entries.find((entry) => (entry.years ?? 1) === years);
  if (exact) return exact.price;
  const yearly = entries.find((entry) => (entry.years ?? 1) === 1);
  return yearly === undefined ? undefined : fromCents(toCents(yearly.price) * years);
}

/** Spec §9: Lake-to-Gold difference is the Gold price minus the Lake price (never negative). */
export function lakeToGoldDifference(goldPrice: number, lakePrice: number): number {
  return fromCents(Math.max(0, toCents(goldPrice) - toCents(lakePrice)));
}

/** The Lake-to-Gold upgrade's charge: its own product's price, else the Gold price minus the Lake price. */
export function lakeToGoldPrice(list: readonly PriceListEntry[]): number {
  return (
    productPrice(list, 'Lake to Gold Upgrade') ??
    lakeToGoldDifference(productPrice(list, 'Gold Card') ?? 0, productPrice(list, 'Lake Card') ?? 0)
  );
}

/**
 * Spec §4 mid-membership trailer care: adding a level costs its yearly price; going from the base level to
 * Plus (the 'Trailer Care Plus Upgrade') costs the difference between the two (never negative).
 */
export function trailerCareUpgradePrice(
  list: readonly PriceListEntry[],
  current: string | null,
  wanted: string,
): number {
  const wantedCents = toCents(productPrice(list, wanted) ?? 0);
  const currentCents = current ? toCents(productPrice(list, current) ?? 0) : 0;
  return fromCents(Math.max(0, wantedCents - currentCents));
}

/** Spec §9 rounding helper: at or below 0 is 0; otherwise rounds up to the next multiple of 25. */
export function roundUpTo25(amount: number): number {
  if (!(amount > 0)) return 0;
  return Math.ceil(toCents(amount) / 2500) * 25;
}

/** Two amounts agree when they are the same number of cents. */
export function sameAmount(a: number, b: number): boolean {
  return toCents(a) === toCents(b);
}

// ─── Gift (partner spec §9 "Gift constants") ─────────────────────────────────────────────────────────

export const GIFT_WRAP_COST = 3;
export const SHIPPING_COSTS = { Standard: 8, '2nd Day Air': 16, 'Next Day Air': 35 } as const;
export type ShippingMethod = keyof typeof SHIPPING_COSTS;
export type GiftDeliveryMethod = 'Email' | 'Mail';

export interface GiftPriceInput {
  /** The gifted type's price after any code discount (dollars). */
  discountedMembershipCost: number;
  deliveryMethod: GiftDeliveryMethod;
  shippingMethod?: ShippingMethod | null | undefined;
  giftWrapped: boolean;
}

export interface GiftPrice {
  membership_cost: number;
  shipping_cost: number;
  wrap_cost: number;
  total_cost: number;
}

/** The gift total: membership (after any code) + shipping when mailed + $3 when wrapped. */
export function giftPrice(input: GiftPriceInput): GiftPrice {
  const membership_cost = fromCents(Math.max(0, toCents(input.discountedMembershipCost)));
  const shipping_cost =
    input.deliveryMethod === 'Mail' && input.shippingMethod ? SHIPPING_COSTS[input.shippingMethod] : 0;
  const wrap_cost = input.giftWrapped ? GIFT_WRAP_COST : 0;
  return {
    membership_cost,
    shipping_cost,
    wrap_cost,
    total_cost: fromCents(toCents(membership_cost) + toCents(shipping_cost) + toCents(wrap_cost)),
  };
}
