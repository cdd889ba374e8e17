// Promotion and activation code rules of the purchase journey (member spec §3, §4 Codes, §5 Discount code
// form, §8). The look-up and the checkout check again on the server; the chart checks what it can know
// first (a code from the query is looked up before a membership type is chosen).
import type { Discount } from '../pricing';
import { isRecreationalCardType, type MembershipType } from './membership-types';

/** A looked-up code in the contract's names (CodeDetails of openapi/src/codes.yaml). */
export interface PurchaseCode {
  id: string;
  name: string;
  title?: string | null;
  type: 'promo' | 'activation';
  promotion_type__c: string | null;
  ongoing_promo_type__c?: string | null;
  usage_rules__c?: string | null;
  related_product?: string | null;
  valid_on_business_type__c: string | null;
  valid_on_membership__c: string | null;
  isPromoCodeHidden?: boolean;
  autoRenewRequired: boolean;
  dollarsOff: number | null;
  percentOff: number | null;
  trial: boolean;
  trialDurationDays: number | null;
  promo_legal: string | null;
}

export const CODE_MESSAGES = {
  onlyOne: 'Only one discount code can be applied',
  /** {phone}: see decision 071. */
  activationCallUs: 'To use your Activation Code for this membership type please call {phone}',
  activationNeedsAutoRenew: 'Automatic Renewal selection required to use this Activation Code.',
  discountNeedsAutoRenew: 'Discount Code requires auto renewal',
  autoRenewModal:
    'The promotional code applied requires automatic renewal. Please check automatic renewal or remove the promotional code to continue.',
} as const;

/** What is wrong with a code: catalogue codes (api/error-catalogue.ts) and/or a message of the form. */
export interface CodeProblem {
  codes: string[];
  message: string | null;
}

const list = (value: string | null | undefined) =>
  (value ?? '')
    .split(';')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

/** Spec §4: promotion types containing 'trial' count as trial. */
export function isTrialCode(code: PurchaseCode | null): boolean {
  return !!code && (code.trial || (code.promotion_type__c ?? '').toLowerCase().includes('trial'));
}

/** Spec §3/§4: 'ARB Required' usage, 'Ongoing with ARB' / 'One Time with ARB', or a trial force auto-renewal. */
export function codeRequiresAutoRenew(code: PurchaseCode | null): boolean {
  if (!code) return false;
  const ongoing = (code.ongoing_promo_type__c ?? '').toLowerCase();
  return (
    code.autoRenewRequired ||
    (code.usage_rules__c ?? '').toLowerCase().includes('arb required') ||
    ongoing.includes('with arb') ||
    isTrialCode(code)
  );
}

/** The trial type a trial promotion brings: its related product ('Trial Membership'). */
export function trialTypeOf(code: PurchaseCode | null): MembershipType | null {
  return isTrialCode(code) ? (code?.related_product ?? 'Trial Membership') : null;
}

/** Spec §4 business type for a code: New, Renewal or Expired ('Promo flow type'). */
export type CodeBusinessType = 'New' | 'Renewal' | 'Expired';

/**
 * Spec §4: 'Business type for a code: Expired status gives expired; renewal flag gives renewal; otherwise
 * new.' An expired member buys in the renewal flow, so a code valid on Renewal serves an Expired member too
 * (the catalogue's INVALID_RENEW_ONLY, 'only for members renewing their membership', could not refuse one
 * who is renewing); a code may also list Expired itself. 'Renew' and 'Renewal' name the same type; an empty
 * list or 'All' is valid on every type. Decision 212. The sandbox checks with the same rule.
 */
export function validOnBusinessType(validOn: string | null | undefined, business: CodeBusinessType): boolean {
  const types = list(validOn).map((type) => (type.startsWith('renew') ? 'renewal' : type));
  if (types.length === 0 || types.includes('all')) return true;
  return types.includes(business.toLowerCase()) || (business === 'Expired' && types.includes('renewal'));
}

/**
 * Spec §5 'Business-type mismatch gives INVALID_CODE_ON_{NEW|RENEWAL|EXPIRED}_BUSINESS_TYPE' (activation
 * codes; §8 names the renewal one INVALID_CODE_ON_RENEW_BUSINESS_TYPE); a promotion refused on a new
 * purchase is renewals-only, refused on a renewal (expired or not) new-members-only (§8).
 */
export function businessTypeRefusal(kind: PurchaseCode['type'], business: CodeBusinessType): string {
  if (kind === 'activation')
    return `INVALID_CODE_ON_${{ New: 'NEW', Renewal: 'RENEW', Expired: 'EXPIRED' }[business]}_BUSINESS_TYPE`;
  return business === 'New' ? 'INVALID_RENEW_ONLY' : 'INVALID_NEW_ONLY';
}

/**
 * Spec §4/§5/§8 for `membershipType` (null: not chosen yet, type rules not checked) under a business type
 * (New for a purchase, Renewal or Expired for a renewal). Activation codes only for recreational card
 * types (call us); the business type listed; the membership type listed.
 */
export function codeProblem(
  code: PurchaseCode,
  membershipType: MembershipType | null,
  phone: string | null,
  business: CodeBusinessType = 'New',
): CodeProblem | null {
  if (!validOnBusinessType(code.valid_on_business_type__c, business))
    return { codes: [businessTypeRefusal(code.type, business)], message: null };
  if (membershipType === null) return null;
  if (code.type === 'activation' && !isRecreationalCardType(membershipType))
    return { codes: [], message: withPhone(CODE_MESSAGES.activationCallUs, phone) };
  const types = list(code.valid_on_membership__c);
  if (types.length > 0 && !types.includes('all') && !types.includes(membershipType.trim().toLowerCase()))
    return { codes: ['INVALID_CODE_ON_MEMBERSHIP_TYPE'], message: null };
  return null;
}

/** The message under the form when a code needs auto-renewal that is not chosen (spec §5). */
export function autoRenewRequiredMessage(code: PurchaseCode): string {
  return code.type === 'activation'
    ? CODE_MESSAGES.activationNeedsAutoRenew
    : CODE_MESSAGES.discountNeedsAutoRenew;
}

export function discountOf(code: PurchaseCode | null): Discount | null {
  if (!code) return null;
  return { dollarsOff: code.dollarsOff, percentOff: code.percentOff, trial: isTrialCode(code) };
}

/** Decision 071: '{phone}' is filled from the input's support phone, or left for the screen to fill. */
export function withPhone(text: string, phone: string | null): string {
  return phone ? text.replace('{phone}', phone) : text;
}
