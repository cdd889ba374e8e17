// The membership part of a gift's price: the gifted type's price from the price list after any promotion or
// activation code, checked by the member side's code rules as a New purchase. A gift has no automatic
// renewal, so a code that requires it (trial, 'with ARB', 'ARB Required') answers AUTO_RENEW_REQUIRED.
import { discountedCost, productPrice } from '@/machines/pricing';
import type { Queryable } from '../db/db';
import {
  CODE_COLUMNS,
  codeDiscount,
  codeProblemFor,
  requiresAutoRenew,
  type CodeRow,
} from '../payments/code-rules';
import { loadPriceList } from '../payments/price-list';

export type GiftQuote = { ok: true; cost: number } | { ok: false; codes: string[]; message: string };

export async function discountedMembershipCost(
  db: Queryable,
  input: { membershipType: string; promoCode?: string; today: Date },
): Promise<GiftQuote> {
  const price = productPrice(await loadPriceList(db), input.membershipType);
  if (price === undefined)
    return {
      ok: false,
      codes: ['INVALID_MEMBERSHIP_TYPE'],
      message: `${input.membershipType} is not for sale.`,
    };
  if (!input.promoCode) return { ok: true, cost: price };

  const { rows } = await db.query<CodeRow>(
    `SELECT ${CODE_COLUMNS} FROM promotion_codes WHERE lower(name) = lower($1)`,
    [input.promoCode],
  );
  const row = rows[0];
  const problem = codeProblemFor(row, {
    kind: row?.type ?? 'promo',
    businessType: 'New',
    membershipType: input.membershipType,
    today: input.today.toISOString().slice(0, 10),
  });
  if (problem) return { ok: false, codes: [problem.code], message: problem.message };
  if (requiresAutoRenew(row!))
    return { ok: false, codes: ['AUTO_RENEW_REQUIRED'], message: 'Discount Code requires auto renewal' };
  return { ok: true, cost: discountedCost(price, codeDiscount(row!)) };
}
