// The manual card checkout of a new membership or a renewal (member spec §4, §5, §7, §9): the server
// prices the cart itself with machines/pricing.ts, re-checks the code, charges once per idempotency key and
// once per order — the application, or the renewal of the term the cart names (decision 194) — and writes
// the membership, all in one transaction, so a failure leaves nothing behind.
import { randomInt, randomUUID } from 'node:crypto';
import { price, productPrice, sameAmount } from '@/machines/pricing';
import type { Queryable } from '../db/db';
import { ApiError } from '../http/api-error';
import { validationFailed } from '../http/validated';
import { isoDate, MEMBERSHIP_SELECT, type MembershipRow } from '../members/records';
import { chargeCard, duplicateOrder, refuseIfCharged, type CardDetails } from './charge-card';
import {
  CODE_COLUMNS,
  codeDiscount,
  codeProblemFor,
  isTrial,
  requiresAutoRenew,
  type BusinessType,
  type CodeRow,
} from './code-rules';
import { orderKeys, termOf } from './order-keys';
import { loadPriceList, TRAILER_CARE_RECORD, TRAILER_CARE_TYPES, type CartTrailerCare } from './price-list';

export interface CcDetails {
  billingaddress: { street: string; city: string; state: string; postalcode: string; country: string };
  cc_number: string;
  exp_date: string;
  ccv: string;
  auto_renewal_agreement?: boolean;
}

export interface CheckoutRequest {
  cc_details: CcDetails;
  donation_amount: number;
  total_cost: number;
  account: { heroku_external_id__c: string };
  membership__c: { heroku_external_id__c: string };
  /** The term the cart renews: the membership's expiration date as the cart read it; null for an application. */
  renews_expiration_date: string | null;
  shopping_cart_membership_type__c: string;
  shopping_cart_trailer_care_type__c?: string | null;
  multiyear_product?: string;
  sms_opt_in__c: boolean;
  referred_by?: string;
  referral_id?: string;
  referral_credits_used?: number;
  activation_code_id?: string;
  promo_code_id?: string;
}

export const toCard = (cc: CcDetails): CardDetails => ({
  cardNumber: cc.cc_number,
  cardExpirationDate: cc.exp_date,
  securityCode: cc.ccv,
});

/** Spec §4: Expired status gives expired; a membership already in force gives renewal; an application gives new. */
export function businessType(membership: MembershipRow): BusinessType {
  if (membership.membership_status__c === 'Expired') return 'Expired';
  return membership.membership_effective_date__c ? 'Renewal' : 'New';
}

const addYears = (date: string, years: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return isoDate(d);
};
const addDays = (date: string, days: number) =>
  isoDate(new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000));

/** Runs inside the caller's transaction; throws ApiError on any refusal (rolling everything back). */
export async function checkout(
  tx: Queryable,
  request: CheckoutRequest,
  options: { idempotencyKey: string; today: Date },
) {
  const today = isoDate(options.today);
  const { rows: found } = await tx.query<MembershipRow & { account_credits: number }>(
    `SELECT m.*, a.referral_credits__c::float8 AS account_credits FROM (${MEMBERSHIP_SELECT}) m
       JOIN accounts a ON a.sfid = m.account__c
      WHERE m.heroku_external_id__c = $1 AND a.heroku_external_id__c = $2`,
    [request.membership__c.heroku_external_id__c, request.account.heroku_external_id__c],
  );
  const membership = found[0];
  if (!membership) throw new ApiError(404, ['NO_ACCOUNT_FOUND'], 'No application was found with these ids.');
  const charged = {
    idempotencyKey: `checkout:${options.idempotencyKey}`,
    orderKey: orderKeys.checkout(membership, request.renews_expiration_date),
  };
  await refuseIfCharged(tx, charged);
  // The cart's order is gone once the record moved on (the application paid, the term renewed).
  if (termOf(membership) !== request.renews_expiration_date) throw duplicateOrder();
  const business = businessType(membership);
  const type = request.shopping_cart_membership_type__c;
  const years = Number(request.multiyear_product ?? membership.multiyear_product ?? 1) || 1;

  const list = await loadPriceList(tx);
  const membershipCost = productPrice(list, type, years);
  if (membershipCost === undefined)
    throw validationFailed({ 'body.shopping_cart_membership_type__c': [`has no ${years}-year price`] });
  const trailer = request.shopping_cart_trailer_care_type__c;
  const trailerLevel =
    trailer === 'Trailer Care' || trailer === 'Trailer Care Plus' ? (trailer as CartTrailerCare) : null;
  if (trailerLevel && !TRAILER_CARE_TYPES.includes(type)) {
    throw validationFailed({
      'body.shopping_cart_trailer_care_type__c': ['Trailer care is offered only for Gold Card and Lake Card'],
    });
  }
  const trailerCareCost = trailerLevel ? (productPrice(list, trailerLevel, years) ?? 0) : 0;

  const autoRenew = request.cc_details.auto_renewal_agreement === true;
  const codeId = request.promo_code_id ?? request.activation_code_id;
  let code: CodeRow | undefined;
  if (codeId) {
    const { rows } = await tx.query<CodeRow>(`SELECT ${CODE_COLUMNS} FROM promotion_codes WHERE sfid = $1`, [
      codeId,
    ]);
    const kind = request.promo_code_id ? 'promo' : 'activation';
    const problem = codeProblemFor(rows[0], { kind, businessType: business, membershipType: type, today });
    if (problem) throw new ApiError(400, [problem.code], problem.message);
    code = rows[0];
  }
  if (type === 'Trial Membership' && !(code && isTrial(code))) {
    throw validationFailed({
      'body.shopping_cart_membership_type__c': ['Trial Membership needs a trial promotion code'],
    });
  }
  if (code && requiresAutoRenew(code) && !autoRenew) {
    throw new ApiError(400, ['AUTO_RENEW_REQUIRED'], 'Discount Code requires auto renewal');
  }
  const credits = request.referral_credits_used ?? 0;
  if (credits > membership.account_credits) {
    throw new ApiError(
      400,
      ['TOO_MANY_REFERRAL_CREDITS_PASSED'],
      'More referral credits were used than the account has.',
    );
  }
  const computed = price({
    membershipCost,
    trailerCareCost,
    discount: code ? codeDiscount(code) : null,
    referralCredits: credits,
    donation: request.donation_amount,
  });
  if (!sameAmount(computed.total, request.total_cost)) {
    throw new ApiError(
      400,
      ['PRICE_MISMATCH'],
      `The order costs ${computed.total.toFixed(2)}, not ${request.total_cost.toFixed(2)}.`,
    );
  }

  const base =
    business === 'New' ? today : [membership.membership_expiration_date__c ?? today, today].sort().at(-1)!;
  const expiration =
    code && isTrial(code) ? addDays(today, code.value_time_in_days ?? 30) : addYears(base, years);
  const charge = await chargeCard({
    db: tx,
    ...charged,
    amount: computed.total,
    card: toCard(request.cc_details),
    // Spec §4 purchase payment types: 'New Membership' or 'Membership Renewal'.
    description: `${business === 'New' ? 'New Membership' : 'Membership Renewal'}: ${type}`,
    today: options.today,
    mustOutlast: autoRenew ? new Date(`${expiration}T00:00:00Z`) : undefined,
    skipCardChecks: computed.total === 0 && !autoRenew,
    accountSfid: membership.account__c,
    membershipSfid: membership.sfid,
  });
  if (!charge.ok) throw new ApiError(charge.status, charge.codes, charge.message);

  const last4 = request.cc_details.cc_number.slice(-4);
  const common = [
    membership.sfid,
    type,
    trailerLevel ? TRAILER_CARE_RECORD[trailerLevel] : null,
    expiration,
    autoRenew,
    autoRenew ? last4 : null,
    autoRenew ? request.cc_details.exp_date : null,
    String(years),
  ];
  if (business === 'New') {
    await tx.query(
      `UPDATE memberships SET membership_type__c = $2, trailer_care_type__c = $3, membership_expiration_date__c = $4::date,
         auto_renew__c = $5, last_4_digits__c = $6, card_expiration_date__c = $7, multiyear_product = $8,
         membership_status__c = 'Pending Activation', membership_effective_date__c = $9::date, member_since__c = $9::date,
         membership_number__c = $10
       WHERE sfid = $1`,
      [...common, today, `M${randomInt(1_000_000_000, 9_999_999_999)}`],
    );
    await tx.query(
      `INSERT INTO fulfillments (sfid, membership__c, name, status, title, fulfillment_code__c, order_date__c)
       VALUES ($1, $2, 'New Member Card Package', 'Ordered', 'New Member Card Package', 'N', $3::date)`,
      [`ful-${randomUUID()}`, membership.sfid, today],
    );
  } else {
    await tx.query(
      `UPDATE memberships SET membership_type__c = $2, trailer_care_type__c = $3, membership_expiration_date__c = $4::date,
         auto_renew__c = $5, last_4_digits__c = coalesce($6, last_4_digits__c), card_expiration_date__c = coalesce($7, card_expiration_date__c),
         multiyear_product = $8, membership_status__c = 'Active'
       WHERE sfid = $1`,
      common,
    );
  }
  if (autoRenew) {
    await tx.query(
      `INSERT INTO payment_profiles (membership__c, pymt__last_4_digits__c, card_expiration_date__c, arb_start_date)
       VALUES ($1, $2, $3, $4::date - 10)
       ON CONFLICT (membership__c) DO UPDATE SET pymt__last_4_digits__c = $2, card_expiration_date__c = $3, arb_start_date = $4::date - 10`,
      [membership.sfid, last4, request.cc_details.exp_date, expiration],
    );
  }
  if (computed.referralCreditsUsed > 0) {
    await tx.query(`UPDATE accounts SET referral_credits__c = referral_credits__c - $2 WHERE sfid = $1`, [
      membership.account__c,
      computed.referralCreditsUsed,
    ]);
  }
  await tx.query(`UPDATE contacts SET sms_opt_in__c = $2 WHERE sfid = $1`, [
    membership.membership_contact__c,
    request.sms_opt_in__c,
  ]);
  if (business === 'New' && request.referral_id) {
    const { rows: referred } = await tx.query<{ referring_member_account_id__c: string }>(
      `UPDATE referrals SET member_referred_status__c = 'Joined' WHERE referral_id = $1 AND member_referred_status__c = 'Pending'
       RETURNING referring_member_account_id__c`,
      [request.referral_id],
    );
    if (referred[0])
      await tx.query(`UPDATE accounts SET referral_credits__c = referral_credits__c + 1 WHERE sfid = $1`, [
        referred[0].referring_member_account_id__c,
      ]);
  }
  const { rows: memberships } = await tx.query(
    `${MEMBERSHIP_SELECT} WHERE m.account__c = $1 ORDER BY m.created_at, m.sfid`,
    [membership.account__c],
  );
  return memberships;
}
