// The renewal's own facts and actor contracts (member spec §2 renewal flow, §4 Renewal and Codes; decision
// 142). The renewal runs the purchase's setup (decision 141); these are what it adds to the shared cart.
import type { PurchaseBoat } from '../purchase/boat-form';
import type { PurchaseCode } from '../purchase/code-rules';
import type { PurchaseContact } from '../purchase/contact-form';
import type { MembershipType, TrailerCareChoice } from '../purchase/membership-types';
import type { ApplicationIds, PurchaseProducts } from '../purchase/purchase-types';

/** The cart saved on the membership record (spec §3 shopping_cart_* fields). */
export interface SavedSelection {
  membershipType: MembershipType | null;
  trailerCare: TrailerCareChoice;
}

export interface RenewalFacts {
  sfid: string;
  membershipNumber: string;
  /** The membership's own type, before any change in the cart. */
  currentType: MembershipType;
  expired: boolean;
  expirationDate: string | null;
  /** Spec §4: terms and payment need a boat; false sends the member to the boats step first. */
  hasBoats: boolean;
  /** The account's referral credits (spec §3 referral_credits__c), each $10 off (docs/sandbox.md). */
  referralCredits: number;
  /** What the application's membership record holds; a different choice updates it (spec §4). */
  saved: SavedSelection;
}

/** The renewal's part of the chart's input: which membership, and the picker's reset-cart flag. */
export interface RenewRequest {
  sfid: string;
  resetCart: boolean;
}

export interface StartRenewalInput {
  accountId: string | null;
  sfid: string;
  resetCart: boolean;
}

export interface StartRenewalOutput {
  products: PurchaseProducts;
  facts: RenewalFacts;
  application: ApplicationIds;
  contact: PurchaseContact;
  /** The primary boat as the boat form shows it, and its record key; null without a boat. */
  boat: PurchaseBoat | null;
  boatId: string | null;
  /** The cart: reset from the membership, or the application account's saved cart. */
  selection: SavedSelection;
  /** The membership's renewal promotion where it carries on (spec §3 promo_carries_on_renewal__c). */
  code: PurchaseCode | null;
  /** Catalogue codes when that promotion could not be applied (flashed once). */
  codeErrors: string[];
}

/** `saveSelection`: the application account's membership record gets the new cart. */
export interface SaveSelectionInput {
  application: ApplicationIds;
  selection: SavedSelection;
}
