// Promotion and activation code rules (member spec §3, §4 Codes, §5 discount code form, §8): one place for
// the look-up calls and the checkout, which re-checks the code the cart carries.
import type { Discount } from '@/machines/pricing';
import {
  businessTypeRefusal,
  validOnBusinessType,
  type CodeBusinessType,
} from '@/machines/purchase/code-rules';

export type BusinessType = CodeBusinessType;
export type CodeKind = 'promo' | 'activation';

export interface CodeRow {
  sfid: string;
  name: string;
  title: string | null;
  description: string | null;
  type: CodeKind;
  promotion_type__c: string | null;
  ongoing_promo_type__c: string | null;
  start_date__c: string | null;
  end_date__c: string | null;
  value_discount_in_dollars: number | null;
  value_discount_in_percentage: number | null;
  value_time_in_days: number | null;
  valid_on_business_type__c: string | null;
  valid_on_membership__c: string | null;
  usage_rules__c: string | null;
  related_product__c: string | null;
  hide_on_website: boolean;
  promo_legal: string | null;
}

/** Columns to select so dates come back as 'YYYY-MM-DD' and amounts as numbers on both engines. */
export const CODE_COLUMNS = `sfid, name, title, description, type, promotion_type__c, ongoing_promo_type__c,
  to_char(start_date__c, 'YYYY-MM-DD') AS start_date__c, to_char(end_date__c, 'YYYY-MM-DD') AS end_date__c,
  value_discount_in_dollars::float8 AS value_discount_in_dollars,
  value_discount_in_percentage::float8 AS value_discount_in_percentage, value_time_in_days,
  valid_on_business_type__c, valid_on_membership__c, usage_rules__c, related_product__c, hide_on_website, promo_legal`;

/** Spec §5: activation codes work only for recreational card types. */
const RECREATIONAL_TYPES = ['gold card', 'lake card', 'lake fleet card', 'fleet card', 'trial membership'];

export type CodeProblem = { code: string; message: string };

const MESSAGES: Record<string, string> = {
  INVALID_ID: 'No active promotion or activation kit found with the provided code.',
  INACTIVE_PROMO: 'The promotion code that was entered has expired.',
  INVALID_NEW_ONLY: 'This promotion code is only for new members.',
  INVALID_RENEW_ONLY: 'This promotion code is only for members renewing their membership.',
  INVALID_CODE_ON_NEW_BUSINESS_TYPE: 'Activation code not valid for new memberships.',
  INVALID_CODE_ON_RENEW_BUSINESS_TYPE: 'Activation Code not valid for membership renewals.',
  INVALID_CODE_ON_EXPIRED_BUSINESS_TYPE: 'Activation Code not valid for expired memberships.',
  INVALID_CODE_ON_MEMBERSHIP_TYPE:
    'Activation Code not valid on this membership type. Please choose another membership type.',
};
const problem = (code: string): CodeProblem => ({ code, message: MESSAGES[code] ?? code });

const list = (value: string | null) =>
  (value ?? '')
    .split(';')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

export function isTrial(row: CodeRow): boolean {
  return (row.promotion_type__c ?? '').toLowerCase().includes('trial');
}

/** 'ARB Required' usage, an ongoing type with ARB, or a trial: the purchase must enrol in auto-renewal. */
export function requiresAutoRenew(row: CodeRow): boolean {
  const ongoing = (row.ongoing_promo_type__c ?? '').toLowerCase();
  return (
    (row.usage_rules__c ?? '').toLowerCase().includes('arb required') ||
    ongoing.includes('with arb') ||
    isTrial(row)
  );
}

export function codeDiscount(row: CodeRow): Discount {
  return {
    dollarsOff: row.value_discount_in_dollars,
    percentOff: row.value_discount_in_percentage,
    trial: isTrial(row),
  };
}

export interface CodeCheck {
  kind: CodeKind;
  businessType: BusinessType;
  /** Compared case-insensitively; absent: not checked yet (look-up before a type is chosen). */
  membershipType?: string;
  /** 'YYYY-MM-DD' */
  today: string;
}

export function codeProblemFor(row: CodeRow | undefined, check: CodeCheck): CodeProblem | undefined {
  if (!row || row.type !== check.kind) return problem('INVALID_ID');
  if (
    (row.start_date__c && row.start_date__c > check.today) ||
    (row.end_date__c && row.end_date__c < check.today)
  ) {
    return problem('INACTIVE_PROMO');
  }
  if (!validOnBusinessType(row.valid_on_business_type__c, check.businessType))
    return problem(businessTypeRefusal(check.kind, check.businessType));
  if (check.membershipType !== undefined) {
    const type = check.membershipType.trim().toLowerCase();
    const types = list(row.valid_on_membership__c);
    if (check.kind === 'activation' && !RECREATIONAL_TYPES.includes(type))
      return problem('INVALID_CODE_ON_MEMBERSHIP_TYPE');
    if (types.length > 0 && !types.includes('all') && !types.includes(type))
      return problem('INVALID_CODE_ON_MEMBERSHIP_TYPE');
  }
  return undefined;
}

/** The look-up answer (CodeDetails of openapi/src/codes.yaml). */
export function codeDetails(row: CodeRow) {
  return {
    id: row.sfid,
    name: row.name,
    title: row.title,
    description: row.description,
    type: row.type,
    promotion_type__c: row.promotion_type__c,
    ongoing_promo_type__c: row.ongoing_promo_type__c,
    start_date: row.start_date__c,
    end_date: row.end_date__c,
    valid_on_business_type__c: row.valid_on_business_type__c,
    valid_on_membership__c: row.valid_on_membership__c,
    usage_rules__c: row.usage_rules__c,
    related_product: row.related_product__c,
    isPromoCodeHidden: row.hide_on_website,
    autoRenewRequired: requiresAutoRenew(row),
    dollarsOff: row.value_discount_in_dollars,
    percentOff: row.value_discount_in_percentage,
    trial: isTrial(row),
    trialDurationDays: isTrial(row) ? row.value_time_in_days : null,
    promo_legal: row.promo_legal,
    promo_legal_format: 'html' as const,
  };
}
