// The purchase chart's input, context, events and actor contracts (decision 070), shared by the chart,
// its selectors and the flow binding.
import type { CardErrors, CardFields } from '../forms/card-form';
import type { PriceListEntry } from '../pricing';
import type { BillingAddress, BillingErrors } from './billing-form';
import type { BoatErrors, BoatFields, BoatOwnership, PurchaseBoat, SavedBoat } from './boat-form';
export type { BillingAddress };
import type { CodeBusinessType, CodeProblem, PurchaseCode } from './code-rules';
import type { ContactErrors, PurchaseContact } from './contact-form';
import type { AdvisorAnswers, MembershipType, TrailerCareChoice } from './membership-types';
import type { RenewalFacts, RenewRequest } from '../renewal/renewal-types';

/** Application records of the purchase (spec §3 local storage: application account/contact/membership ids). */
export interface ApplicationIds {
  accountId: string | null;
  contactId: string | null;
  membershipId: string | null;
}

/** The spec §3 cart kept in local storage by the flow (never card data). */
export interface SavedCart {
  membershipType: MembershipType | null;
  trialType: MembershipType | null;
  trailerCareType: TrailerCareChoice | null;
  application: ApplicationIds;
  promotionCode: string | null;
  activationCode: string | null;
}

export interface PurchaseInput {
  signedIn: boolean;
  /** Null when anonymous. */
  accountId: string | null;
  /** From `?promotion=` or saved data. */
  promotionCode: string | null;
  /** From `?activation=` or saved data. */
  activationCode: string | null;
  /** Referral `refId` from the query. */
  referralId: string | null;
  /** ISO date (YYYY-MM-DD); the chart never reads a clock. */
  today: string;
  saved: SavedCart | null;
  /** Fills '{phone}' in messages (decision 071); absent: the text keeps '{phone}' for the screen. */
  supportPhone?: string | null;
  /** The renewal's membership (decision 142); absent in the new-member purchase. */
  renew?: RenewRequest | null;
}

/** A price-list entry with what the summary shows for trailer care (spec §3 trailerCareDetail). */
export interface ProductEntry extends PriceListEntry {
  marketingTitle?: string | null;
  coverageLimit?: number | null;
}

export interface PurchaseProducts {
  membership: ProductEntry[];
  trailerCare: ProductEntry[];
}

/** `startPurchase`: price lists, the signed-in account's membership count and the query/saved code. */
export interface StartPurchaseInput {
  signedIn: boolean;
  accountId: string | null;
  promotionCode: string | null;
  activationCode: string | null;
}
export interface StartPurchaseOutput {
  products: PurchaseProducts;
  /** Null when anonymous. */
  membershipCount: number | null;
  /** The code of the query or saved data, looked up (flow type New, no membership type yet). */
  code: PurchaseCode | null;
  /** Catalogue codes when that look-up failed: the flow flashes them and drops the code params. */
  codeErrors: string[];
}

/**
 * `checkEmail` (GET /utility/primarycontactemailexists/{email}): whether the e-mail is on file, never
 * which records; saving the application with an abandoned application's e-mail resumes it (decision 193).
 */
export interface CheckEmailOutput {
  contactExists: boolean;
  abandonedAccount: boolean;
}

/** `saveApplication`: creates or updates the application account, contact and membership. */
export interface SaveApplicationInput {
  application: ApplicationIds;
  contact: PurchaseContact;
  membershipType: MembershipType;
  trailerCare: TrailerCareChoice;
  business: boolean;
}

/** `saveBoat`: creates the primary boat (status Active) or updates it (spec §4 Boat submit). */
export interface SaveBoatInput {
  application: ApplicationIds;
  boatId: string | null;
  boat: SavedBoat;
  /** A Lake Card upgraded to Gold Card on this step updates the application's membership type. */
  membershipType: MembershipType;
}
export interface SaveBoatOutput {
  boatId: string;
}

export interface Referrer {
  memberNumber: string;
  name: string;
  accountId: string | null;
}

/**
 * `lookupCode`: flow type New. The chart passes `membershipType: null` (look up by code only) and applies
 * the membership-type rules itself, since the activation call-us text needs the code's kind; the checkout
 * checks everything again.
 */
export interface LookupCodeInput {
  code: string;
  membershipType: MembershipType | null;
  /** Spec §4 business type for a code: Expired for an Expired membership, Renewal for one in force, else New. */
  flowType: CodeFlowType;
}
export type CodeFlowType = CodeBusinessType;

/** `checkout`: everything the §7 manual payment payload needs except ad tracking (the flow adds it). */
export interface CheckoutInput {
  application: ApplicationIds;
  /** The order (decision 194): the term a renewal renews (the membership's expiry as loaded); null when new. */
  renews: string | null;
  membershipType: MembershipType;
  trailerCare: TrailerCareChoice;
  autoRenew: boolean;
  card: CardFields;
  billing: Omit<BillingAddress, 'sameAsShipping'>;
  /** The contact's address as typed (or loaded for a renewal); null without a street. */
  shipping: Omit<BillingAddress, 'sameAsShipping'> | null;
  donation: number;
  total: number;
  code: PurchaseCode | null;
  referral: Referrer | null;
  referralId: string | null;
  referralCreditsUsed: number;
}
export interface CheckoutOutput {
  membershipNumber: string;
  expirationDate: string;
}

/** Failures of actors carry catalogue codes where the call has them. */
export interface ActorFailure {
  codes: string[];
}

export interface PurchaseErrors {
  contact: ContactErrors;
  /** Catalogue codes of a failed e-mail check or application save. */
  contactForm: string[];
  boat: BoatErrors;
  boatForm: string[];
  terms: string | null;
  referral: string[];
  code: CodeProblem | null;
  /** The `autoRenewRequired` modal's message (spec §5: by code kind). */
  autoRenew: string | null;
  card: CardErrors;
  billing: BillingErrors;
  /** Catalogue codes of a failed checkout (api/error-catalogue.ts). */
  checkout: string[];
  /** Set when the start failed. */
  start: string[];
  /** Catalogue codes of a failed save of the renewal's selection. */
  selection: string[];
}

export const NO_ERRORS: PurchaseErrors = {
  contact: {},
  contactForm: [],
  boat: {},
  boatForm: [],
  terms: null,
  referral: [],
  code: null,
  autoRenew: null,
  card: {},
  billing: {},
  checkout: [],
  start: [],
  selection: [],
};

export type ExitNext =
  'signOut' | 'providerSite' | 'renewalPicker' | 'loginAndRenew' | 'signUpLogin' | 'memberCenter';

export interface PurchaseContext {
  signedIn: boolean;
  accountId: string | null;
  today: string;
  supportPhone: string | null;
  referralId: string | null;
  /** Codes still to look up at the start (query or saved data). */
  promotionCode: string | null;
  activationCode: string | null;
  products: PurchaseProducts | null;
  membershipCount: number | null;
  answers: AdvisorAnswers;
  recommendedType: MembershipType | null;
  membershipType: MembershipType | null;
  /** Spec §4: kept only while the selected type is the trial type. */
  trialType: MembershipType | null;
  trailerCare: TrailerCareChoice;
  application: ApplicationIds;
  /** The e-mail whose abandoned application was resumed (spec §4), or null: another e-mail starts anew. */
  resumedFor: string | null;
  contact: PurchaseContact;
  boat: PurchaseBoat;
  boatId: string | null;
  autoRenew: boolean;
  termsAgreed: boolean;
  referral: Referrer | null;
  /** The applied promotion or activation code. */
  code: PurchaseCode | null;
  /**
   * What was typed for a lookup that has not succeeded (a discount code, a referring member number):
   * kept with the chart, so the field still holds it after a failed call's error page (decision 113).
   */
  lookupDrafts?: { code?: string; memberNumber?: string };
  /** Catalogue codes to flash once (a query/saved code that failed); the flow drops the code params. */
  flash: string[];
  /** Preset donation (null: none chosen) and the 'Other' amount (null: none typed). */
  donation: { preset: number | null; other: number | null };
  /** Sensitive (persist.sensitive): never stored by the flow. */
  card: CardFields;
  billing: BillingAddress;
  /** What the checkout answered. */
  membership: CheckoutOutput | null;
  /** Where the final `exit` sends the visitor (the flow navigates). */
  exitTo: ExitNext | null;
  errors: PurchaseErrors;
  /** Which membership to renew (the input); null in the new-member purchase. */
  renew: RenewRequest | null;
  /** The membership being renewed, once loaded; null in the new-member purchase. */
  renewal: RenewalFacts | null;
}

export type PurchaseEvent =
  | { type: 'start.retry' }
  | { type: 'flash.dismiss' }
  | { type: 'noMembership.cancel' }
  | { type: 'noMembership.continue' }
  | { type: 'existingMember.cancel' }
  | { type: 'existingMember.renew' }
  | { type: 'questionnaire.paidUse'; value: boolean }
  | { type: 'questionnaire.vessels'; value: 'single' | 'multiple' }
  | { type: 'questionnaire.water'; value: 'salt' | 'fresh' | 'both' }
  | { type: 'questionnaire.specialWaters'; value: boolean }
  | { type: 'type.showAll' }
  | { type: 'type.pick'; membershipType: MembershipType }
  | { type: 'trailerCare.pick'; trailerCare: TrailerCareChoice }
  | { type: 'type.continue' }
  | { type: 'cart.changeSelections' }
  | { type: 'step.back' }
  | { type: 'contact.submit'; contact: PurchaseContact }
  | { type: 'contact.enterManually' }
  | { type: 'contact.useSuggestions' }
  | { type: 'emailOnFile.login' }
  | { type: 'emailOnFile.cancel' }
  | { type: 'boat.ownership'; value: BoatOwnership }
  | { type: 'boat.homePort'; boat: BoatFields }
  | { type: 'boat.submit'; boat: BoatFields }
  | { type: 'lakeCard.upgrade' }
  | { type: 'lakeCard.changeHomePort' }
  | { type: 'terms.autoRenew'; value: boolean }
  | { type: 'terms.confirmOptOut' }
  | { type: 'terms.cancelOptOut' }
  | { type: 'referral.lookup'; memberNumber: string }
  | { type: 'referral.clear' }
  | { type: 'terms.submit'; termsAgreed: boolean }
  | { type: 'donation.pick'; amount: number | null; other?: number | null }
  | { type: 'code.apply'; code: string }
  | { type: 'code.remove' }
  | { type: 'autoRenewRequired.close' }
  | { type: 'payment.submit'; card: CardFields; billing: BillingAddress }
  | { type: 'confirm.login' }
  | { type: 'contact.edit' }
  | { type: 'boats.edit' }
  | { type: 'terms.edit' }
  | { type: 'renewal.upgradeToGold'; value: boolean }
  | { type: 'renewal.done' };

export interface PurchaseOutput {
  next: ExitNext;
}
