// Selectors the purchase screens read (member spec §2 side summary and step summaries, §9 prices): one
// price computation through machines/pricing.ts, never recomputed by a screen.
import { price, productPrice, type PriceBreakdown } from '../pricing';
import { boatSummary } from './boat-form';
import { discountOf, isTrialCode } from './code-rules';
import { contactSummary } from './contact-form';
import {
  trailerCareOffered,
  trailerCareProduct,
  unknownMembershipTypeMessage,
  type TrailerCareChoice,
} from './membership-types';
import type { PurchaseContext } from './purchase-types';

/** Spec §5: the custom amount if given, else the chosen preset; none by default. */
export function finalDonation(donation: PurchaseContext['donation']): number {
  if (donation.other != null && donation.other > 0) return donation.other;
  return donation.preset ?? 0;
}

function trailerCareChoiceOf(context: PurchaseContext): TrailerCareChoice {
  return trailerCareOffered(context.membershipType) ? context.trailerCare : 'Do not upgrade';
}

/** The price breakdown of the cart; null until the price lists and a type are known. */
export function purchasePricing(context: PurchaseContext): PriceBreakdown | null {
  if (!context.products || !context.membershipType) return null;
  const membershipCost = productPrice(context.products.membership, context.membershipType);
  if (membershipCost === undefined) return null;
  const trailer = trailerCareProduct(trailerCareChoiceOf(context));
  return price({
    membershipCost,
    trailerCareCost: trailer ? (productPrice(context.products.trailerCare, trailer) ?? 0) : 0,
    discount: discountOf(context.code),
    // Spec §9: a renewal uses the account's referral credits; a new member has none.
    referralCredits: context.renewal?.referralCredits ?? 0,
    donation: finalDonation(context.donation),
  });
}

/** ISO date `days` after `isoDate`. */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The date an auto-renewing card must outlive: the trial's end, or null (one year ahead, card-rules). */
export function renewalDateOf(context: PurchaseContext): string | null {
  return isTrialCode(context.code) ? addDays(context.today, context.code?.trialDurationDays ?? 30) : null;
}

export const AUTO_RENEW_SUMMARY = { enrolled: 'Enrolled', notEnrolled: 'Not Enrolled' } as const;

export interface PurchaseSummary {
  membershipType: string | null;
  trial: boolean;
  /** Trial duration in days (spec §9: the item is shown at 0 with its duration). */
  trialDurationDays: number | null;
  trailerCare: { name: string; marketingTitle: string | null; coverageLimit: number | null } | null;
  /** The applied code's name; null when none or hidden (isPromoCodeHidden). */
  codeName: string | null;
  pricing: PriceBreakdown | null;
  /** '[ERROR]: unknown membership type: {type}' when the price lists are loaded and do not know the type. */
  typeError: string | null;
  /** Spec §2: 'Payment', or 'Credit Card Information' with a trial. */
  paymentTitle: string;
  /** Spec §2: 'Change Membership Selections' and the referral entry are hidden with a trial promotion. */
  showChangeSelections: boolean;
  showReferral: boolean;
  steps: { contact: string | null; boats: string | null; terms: string };
}

export function purchaseSummary(context: PurchaseContext): PurchaseSummary {
  const trial = isTrialCode(context.code);
  const trailer = trailerCareProduct(trailerCareChoiceOf(context));
  const trailerEntry = trailer
    ? context.products?.trailerCare.find((p) => p.name.toLowerCase() === trailer.toLowerCase())
    : undefined;
  return {
    membershipType: context.membershipType,
    trial,
    trialDurationDays: trial ? (context.code?.trialDurationDays ?? null) : null,
    trailerCare: trailer
      ? {
          name: trailer,
          marketingTitle: trailerEntry?.marketingTitle ?? null,
          coverageLimit: trailerEntry?.coverageLimit ?? null,
        }
      : null,
    // Spec §3 hide_on_website (isPromoCodeHidden): the discount applies, its code is not shown.
    codeName: context.code && !context.code.isPromoCodeHidden ? context.code.name : null,
    pricing: purchasePricing(context),
    typeError:
      context.products &&
      context.membershipType &&
      productPrice(context.products.membership, context.membershipType) === undefined
        ? unknownMembershipTypeMessage(context.membershipType)
        : null,
    paymentTitle: trial ? 'Credit Card Information' : 'Payment',
    showChangeSelections: !trial,
    showReferral: !trial,
    steps: {
      contact: contactSummary(context.contact),
      boats: boatSummary(context.boat),
      terms: context.autoRenew ? AUTO_RENEW_SUMMARY.enrolled : AUTO_RENEW_SUMMARY.notEnrolled,
    },
  };
}
