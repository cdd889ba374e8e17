// Reading the chart for the layout: the cart lines of 'My Cart' from the chart's summary selector
// (machines/purchase/summary.ts). Formatting only; every amount is the chart's.
import { productPrice } from '@/machines/pricing';
import { purchaseSummary } from '@/machines/purchase/summary';
import { formatWholeDollars } from './format-money';
import type { CartLine } from './cart-summary';
import type { PurchaseSnapshot } from './purchase-screen-props';

export interface CartView {
  lines: CartLine[];
  total: number;
}

export function isTrialPurchase(snapshot: PurchaseSnapshot): boolean {
  return purchaseSummary(snapshot.context).trial;
}

/** The cart, or null until a membership type and its price are known. */
export function cartView(snapshot: PurchaseSnapshot): CartView | null {
  const summary = purchaseSummary(snapshot.context);
  const pricing = summary.pricing;
  if (!pricing || !summary.membershipType) return null;
  const lines: CartLine[] = [
    {
      label: summary.membershipType,
      amount: pricing.originalMembershipCost,
      detail: summary.trialDurationDays !== null ? `${summary.trialDurationDays}-day trial` : '1 year',
    },
  ];
  if (summary.trailerCare)
    lines.push({
      label: summary.trailerCare.name,
      amount: pricing.trailerCareCost,
      detail:
        summary.trailerCare.coverageLimit !== null
          ? `Up to ${formatWholeDollars(summary.trailerCare.coverageLimit)} per incident`
          : summary.trailerCare.marketingTitle,
    });
  if (pricing.discountAmount > 0)
    lines.push({ label: `Discount (${summary.codeName ?? 'code'})`, amount: -pricing.discountAmount });
  if (pricing.referralCreditAmount > 0)
    lines.push({
      label: `Referral credits (${pricing.referralCreditsUsed})`,
      amount: -pricing.referralCreditAmount,
    });
  if (pricing.donation > 0) lines.push({ label: 'Donation', amount: pricing.donation });
  return { lines, total: pricing.total };
}

/** A product's list price as the chart's price lists hold it (display beside a choice). */
export function listPrice(
  snapshot: PurchaseSnapshot,
  kind: 'membership' | 'trailerCare',
  name: string,
): number | undefined {
  const products = snapshot.context.products;
  return products ? productPrice(products[kind], name) : undefined;
}
