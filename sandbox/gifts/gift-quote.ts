// The membership part of a gift's price: the product price of the gifted type after any promotion or
// activation code (member spec §4 "Codes", §5 code rules), for a new membership bought as a gift.
// A gift has no automatic renewal, so codes that require it (trial, 'with ARB') do not apply.
import { discountedCost } from '../../machines/pricing';
import type { Queryable } from '../db/db';

type CodeRow = {
  name: string;
  type: 'promo' | 'activation';
  promotion_type__c: string | null;
  ongoing_promo_type__c: string | null;
  start_date__c: string | Date;
  end_date__c: string | Date | null;
  value_discount_in_dollars: number | string | null;
  value_discount_in_percentage: number | string | null;
  valid_on_business_type__c: string;
  valid_on_membership__c: string;
};

export type GiftQuote = { ok: true; cost: number } | { ok: false; codes: string[]; message: string };

const RECREATIONAL_CARDS = ['gold card', 'lake card'];
const ARB_TYPES = ['ongoing with arb', 'one time with arb'];
const list = (value: string | null) =>
  (value ?? '')
    .split(';')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
const isoDay = (value: string | Date) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
const refuse = (code: string, message: string): GiftQuote => ({ ok: false, codes: [code], message });

export async function discountedMembershipCost(
  db: Queryable,
  input: { membershipType: string; promoCode?: string; today: Date },
): Promise<GiftQuote> {
  const { rows: products } = await db.query<{ price: number | string }>(
    `SELECT price FROM products WHERE lower(name) = lower($1) AND family = 'Membership' AND term_years = 1`,
    [input.membershipType],
  );
  const product = products[0];
  if (!product) return refuse('INVALID_MEMBERSHIP_TYPE', `${input.membershipType} is not for sale.`);
  const price = Number(product.price);
  if (!input.promoCode) return { ok: true, cost: price };

  const { rows } = await db.query<CodeRow>(`SELECT * FROM promotion_codes WHERE lower(name) = lower($1)`, [
    input.promoCode,
  ]);
  const code = rows[0];
  if (!code)
    return refuse('INVALID_ID', 'No active promotion or activation kit found with the provided code.');
  const today = input.today.toISOString().slice(0, 10);
  if (isoDay(code.start_date__c) > today || (code.end_date__c !== null && isoDay(code.end_date__c) < today)) {
    return refuse('INACTIVE_PROMO', 'The promotion code that was entered has expired.');
  }
  const businessTypes = list(code.valid_on_business_type__c);
  if (!businessTypes.includes('new')) {
    return code.type === 'activation'
      ? refuse('INVALID_CODE_ON_NEW_BUSINESS_TYPE', 'Activation code not valid for new memberships.')
      : refuse('INVALID_RENEW_ONLY', 'This promotion code is only for members renewing their membership.');
  }
  const type = input.membershipType.toLowerCase();
  const validOn = list(code.valid_on_membership__c);
  if (
    (code.type === 'activation' && !RECREATIONAL_CARDS.includes(type)) ||
    (validOn.length > 0 && !validOn.includes('all') && !validOn.includes(type))
  ) {
    return refuse(
      'INVALID_CODE_ON_MEMBERSHIP_TYPE',
      'Activation Code not valid on this membership type. Please choose another membership type.',
    );
  }
  const trial = (code.promotion_type__c ?? '').toLowerCase().includes('trial');
  if (trial || ARB_TYPES.includes((code.ongoing_promo_type__c ?? '').toLowerCase())) {
    return refuse('AUTO_RENEW_REQUIRED', 'Discount Code requires auto renewal');
  }
  const dollarsOff = code.value_discount_in_dollars === null ? null : Number(code.value_discount_in_dollars);
  const percentOff =
    code.value_discount_in_percentage === null ? null : Number(code.value_discount_in_percentage);
  return { ok: true, cost: discountedCost(price, { dollarsOff, percentOff }) };
}
