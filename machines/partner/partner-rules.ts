// Pure rules of the signed-in programs portal (companion spec §2.3, §4 'Approval status'): which partner
// account id a login carries, what the 'Complete your registration' notice lists, the approval banner and
// notice, and the Savings Club counts of the dashboard.

/** The claims the gate reads (the session's identity-provider claims). */
export interface PartnerClaims {
  sub: string;
  partner_account_id?: string | undefined;
  temp_partner_account_id?: string | undefined;
}

export type PartnerIdClaim = { kind: 'permanent'; id: string } | { kind: 'temporary'; id: string } | null;

/** A permanent id wins; a temporary one must be swapped; none → not a programs participant. */
export function partnerIdClaim(claims: PartnerClaims): PartnerIdClaim {
  if (claims.partner_account_id) return { kind: 'permanent', id: claims.partner_account_id };
  if (claims.temp_partner_account_id) return { kind: 'temporary', id: claims.temp_partner_account_id };
  return null;
}

export interface PartnerProfile {
  name?: string | null;
  partner_description__c?: string | null;
  phone?: string | null;
  public_facing_email_address__c?: string | null;
  shippingcity?: string | null;
  shippingcountry?: string | null;
  shippingpostalcode?: string | null;
  shippingstate?: string | null;
  shippingstreet?: string | null;
  company_logo__c?: string | null;
}

/** Spec §2.3 'Incomplete registration notice': the fields whose absence raises it, in words. */
export const REGISTRATION_FIELDS: ReadonlyArray<[keyof PartnerProfile, string]> = [
  ['name', 'Business name'],
  ['partner_description__c', 'Business description'],
  ['phone', 'Phone'],
  ['public_facing_email_address__c', 'Public e-mail'],
  ['shippingstreet', 'Street address'],
  ['shippingcity', 'City'],
  ['shippingstate', 'State'],
  ['shippingpostalcode', 'Postal code'],
  ['shippingcountry', 'Country'],
  ['company_logo__c', 'Company logo'],
];

export const INCOMPLETE_REGISTRATION =
  'We need some more information about your company. Click on the link on the right to complete this task.';

export function missingRegistrationFields(account: PartnerProfile): string[] {
  return REGISTRATION_FIELDS.filter(([field]) => !(account[field] ?? '').trim()).map(([, label]) => label);
}

export const AWAITING_APPROVAL_NOTICE =
  'You can begin to create offers as your account is awaiting approval.';

/** §4: any status but 'Approved' shows the warning banner; the two awaiting ones also the notice. */
export function approvalView(status: string | null | undefined): { banner: boolean; notice: boolean } {
  return {
    banner: status !== 'Approved',
    notice: status === 'Awaiting Approval' || status === 'Awaiting Edit Approval',
  };
}

/** The programs of a partner as the dashboard reads them (spec §3 'Programs per partner'). */
export interface PartnerProgramsFacts {
  savings_club: object | null;
  sea_care: { status: string } | null;
  membership_kits: { status: string } | null;
}

/**
 * Spec §2.3 'Your Programs': "a Savings Club card … Otherwise it shows 'You have no active programs'" —
 * no Savings Club and no other program approved (a requested one is listed with its status, decision 161).
 */
export const hasNoActivePrograms = (programs: PartnerProgramsFacts): boolean =>
  !programs.savings_club &&
  programs.sea_care?.status !== 'Approved' &&
  programs.membership_kits?.status !== 'Approved';

export const NO_ACTIVE_PROGRAMS = 'You have no active programs';

/**
 * Spec §1 "Savings Club: the partner publishes discount offers that members can browse" — the other two
 * programs publish none: an account in the Savings Club (any status: §4 lets an account awaiting approval
 * "begin to create offers") creates offers, one in Sea Care or Membership Kits only does not (decision 242).
 */
export const canCreateSavingsClubOffers = (programs: Pick<PartnerProgramsFacts, 'savings_club'>): boolean =>
  programs.savings_club !== null;

export interface OfferTitleFields {
  type_of_offer__c: string;
  dollars_off__c?: number | null;
  percent_off__c?: number | null;
  type_of_offer_other__c?: string | null;
}

/** An offer card's title after its category (spec §2.3): what the offer gives, from its type and value. */
export function offerTitle(offer: OfferTitleFields): string {
  switch (offer.type_of_offer__c) {
    case 'Dollars Off':
      return `$${offer.dollars_off__c ?? 0} Off`;
    case 'Percentage Off':
      return `${offer.percent_off__c ?? 0}% Off`;
    case 'Other':
      return offer.type_of_offer_other__c ?? 'Special Offer';
    default:
      return offer.type_of_offer__c;
  }
}

export const OFFER_TABS = [
  { key: 'active', label: 'Active', empty: 'No Active Deals' },
  { key: 'awaiting_approval', label: 'Awaiting Approval', empty: 'No Deals Awaiting Approval' },
  { key: 'prior', label: 'Prior', empty: 'No Prior Deals' },
] as const;
export type OfferTab = (typeof OFFER_TABS)[number]['key'];

export interface OfferStatusFields {
  offer_status__c: string;
  approval_status__c: string;
}

/**
 * A denied offer that was not removed can be sent for review again (POST /savingsclub/requestapproval/,
 * decision 166); a removed one is archived for good (spec §4).
 */
export const canRequestApproval = (offer: OfferStatusFields): boolean =>
  offer.offer_status__c === 'Active' && offer.approval_status__c === 'Denied';

/** Why a prior offer is prior, in words for its card: 'Denied', or 'Removed' once archived. */
export const priorStatus = (offer: OfferStatusFields): string =>
  offer.offer_status__c === 'Inactive' ? 'Removed' : offer.approval_status__c;
