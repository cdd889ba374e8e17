// What the two upgrade charts (Lake-to-Gold and trailer care; decision 180) hold, hear and call.
import type { CardFields } from '../forms/card-form';
import type { FieldErrors } from '../forms/form-schema';
import type { AccountFacts, MembershipFacts } from '../membership/membership-status';
import type { PriceListEntry } from '../pricing';
import type { BillingAddress } from '../purchase/billing-form';
import type { TrailerCareLevel } from './trailer-care-levels';

export type UpgradeKind = 'membership' | 'trailerCare';

export interface UpgradeInput {
  /** The membership of the URL (`$sfid`). */
  sfid: string;
  accountId: string | null;
  /** ISO date: the card must not be expired on it. */
  today: string;
}

/** A product of the price list with what its offer shows (trailer care: marketing title, coverage limit). */
export interface UpgradeProduct extends PriceListEntry {
  marketingTitle?: string | null;
  coverageLimit?: number | null;
}

/** A postal address in the card processor's order (the account's, or the billing form's). */
export interface UpgradeAddress {
  street: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

/** `startUpgrade`: the membership, its account and the price lists. */
export interface UpgradeStart {
  membership: MembershipFacts & { sfid: string; externalId: string; membershipNumber: string };
  account: AccountFacts;
  /** The account's address: what 'same as my account address' bills to; null when none is on file. */
  address: UpgradeAddress | null;
  /** Memberships, trailer care levels and the Lake to Gold Upgrade. */
  products: UpgradeProduct[];
}

/** What is bought: the payload's upgrading_from/upgrading_to or trailer_care_type (member spec §7). */
export type UpgradeCharge =
  | { kind: 'membership'; from: 'Lake Card'; to: 'Gold Card' }
  | { kind: 'trailerCare'; from: TrailerCareLevel | null; to: TrailerCareLevel };

/** `payUpgrade`: one card charge under a fresh Idempotency-Key. */
export interface PayUpgradeInput {
  charge: UpgradeCharge;
  membershipExternalId: string;
  /** The card as typed (checked by the card schema; sent as the purchase sends it). */
  card: CardFields;
  billing: BillingAddress;
  accountAddress: UpgradeAddress | null;
  total: number;
}

/** The membership as the charge left it. */
export interface UpgradeReceipt {
  membershipType: string;
  trailerCareRecord: string | null;
}

export interface UpgradeErrors {
  start: string[];
  /** 'Please select a trailer care upgrade option', or the catalogue codes of a failed start. */
  selection: string | null;
  card: FieldErrors;
  billing: FieldErrors;
  /** Catalogue codes of a refused charge. */
  payment: string[];
}

export const NO_UPGRADE_ERRORS: UpgradeErrors = {
  start: [],
  selection: null,
  card: {},
  billing: {},
  payment: [],
};

export interface UpgradeContext extends UpgradeInput {
  kind: UpgradeKind;
  start: UpgradeStart | null;
  /** The trailer care level chosen (the trailer-care chart only). */
  level: TrailerCareLevel | null;
  card: CardFields;
  billing: BillingAddress;
  errors: UpgradeErrors;
  receipt: UpgradeReceipt | null;
}

export type UpgradeEvent =
  | { type: 'start.retry' }
  | { type: 'upgrade.continue' }
  | { type: 'trailerCare.pick'; level: TrailerCareLevel }
  | { type: 'trailerCare.continue' }
  | { type: 'flash.dismiss' }
  | { type: 'payment.submit'; card: CardFields; billing: BillingAddress }
  | { type: 'step.back' }
  | { type: 'upgrade.done' }
  | { type: 'upgrade.leave' };

/** Where finishing goes: the Member Center (memberships refreshed), or the picker with a notice. */
export type UpgradeOutput = { next: 'memberCenter' } | { next: 'picker'; notice: string };
