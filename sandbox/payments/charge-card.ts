// The card processor simulation: checks the card (spec §5 expiry rules, docs/sandbox.md test cards), then
// records the approved charge in `payments` under the caller's idempotency key and the order it pays
// (decision 194). Run it inside the transaction that writes the purchase, so a failure after the charge
// rolls the charge back with it. A key or an order that was already charged inserts nothing and answers
// DUPLICATE_TRANSACTION_SUBMITTED; the unique indexes make this hold for concurrent submissions on
// PostgreSQL too.
import { randomUUID } from 'node:crypto';
import { ApiError } from '../http/api-error';
import { expiryProblem } from './card-expiry';
import { cardOutcome } from './test-cards';

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface CardDetails {
  cardNumber: string;
  /** 'MM/YY' */
  cardExpirationDate: string;
  securityCode: string;
}

/** The attempt and the order a charge pays (decision 194): one charge per key, one charge per order. */
export interface ChargeKeys {
  idempotencyKey: string;
  /** What is being bought, whatever the attempt. */
  orderKey: string;
}

export interface ChargeRequest extends ChargeKeys {
  db: Queryable;
  /** Dollars. */
  amount: number;
  card: CardDetails;
  description: string;
  today?: Date;
  /** With automatic renewal, the card must outlast this date (null: one year from today). */
  mustOutlast?: Date | null;
  /** Spec §5: with no automatic renewal and a total of 0 the card checks are skipped (the key is still recorded). */
  skipCardChecks?: boolean;
  accountSfid?: string | null;
  membershipSfid?: string | null;
}

export type ChargeFailure = { ok: false; status: 400 | 402 | 409; codes: string[]; message: string };
export type ChargeResult = { ok: true; paymentId: string } | ChargeFailure;

const MESSAGES: Record<string, string> = {
  INVALID_CREDIT_CARD_EXPIRATION_DATE: 'The credit card expiration date is invalid.',
  EXPIRED_CREDIT_CARD: 'The credit card number that was entered has expired.',
  INVALID_CREDIT_CARD_NUMBER:
    'The credit card number that was entered is invalid (the card number is incorrect or unknown).',
  PAYMENT_DECLINED: 'The card was declined.',
  ERROR_PROCESSING_PAYMENT: 'There was a problem processing the payment.',
  AUTHNET_ERROR_OCCURRED: 'An error occurred during processing. Please try again',
  DUPLICATE_TRANSACTION_SUBMITTED: 'This payment was already submitted and charged.',
};

export function chargeFailure(code: string, status: ChargeFailure['status']): ChargeFailure {
  return { ok: false, status, codes: [code], message: MESSAGES[code] ?? code };
}

/** The card checks alone (no charge): usable before a zero-amount enrolment. */
export function checkCard(
  card: CardDetails,
  today: Date,
  mustOutlast?: Date | null,
): ChargeFailure | undefined {
  const expiry = expiryProblem(card.cardExpirationDate, today, mustOutlast);
  if (expiry) return chargeFailure(expiry, 400);
  const outcome = cardOutcome(card.cardNumber);
  if (outcome === 'APPROVED') return undefined;
  const status = outcome === 'EXPIRED_CREDIT_CARD' || outcome === 'INVALID_CREDIT_CARD_NUMBER' ? 400 : 402;
  return chargeFailure(outcome, status);
}

export async function chargeCard(request: ChargeRequest): Promise<ChargeResult> {
  const problem = request.skipCardChecks
    ? undefined
    : checkCard(request.card, request.today ?? new Date(), request.mustOutlast);
  if (problem) return problem;
  const id = randomUUID();
  const { rows } = await request.db.query<{ id: string }>(
    `INSERT INTO payments (id, idempotency_key, order_key, amount, last_4_digits, card_expiration, purpose, account_sfid, membership_sfid)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT DO NOTHING RETURNING id`,
    [
      id,
      request.idempotencyKey,
      request.orderKey,
      request.amount.toFixed(2),
      request.card.cardNumber.slice(-4),
      request.card.cardExpirationDate,
      request.description,
      request.accountSfid ?? null,
      request.membershipSfid ?? null,
    ],
  );
  if (rows.length === 0) return chargeFailure('DUPLICATE_TRANSACTION_SUBMITTED', 409);
  return { ok: true, paymentId: id };
}

/**
 * A key or an order already charged answers DUPLICATE_TRANSACTION_SUBMITTED before any other rule (the first
 * submit changed the record: an upgraded membership is no longer upgradable, a paid application renews).
 */
export async function refuseIfCharged(db: Queryable, charge: ChargeKeys): Promise<void> {
  const { rows } = await db.query(`SELECT 1 FROM payments WHERE idempotency_key = $1 OR order_key = $2`, [
    charge.idempotencyKey,
    charge.orderKey,
  ]);
  if (rows.length > 0) throw duplicateOrder();
}

/** DUPLICATE_TRANSACTION_SUBMITTED as the error every charging operation answers. */
export function duplicateOrder(): ApiError {
  const { status, codes, message } = chargeFailure('DUPLICATE_TRANSACTION_SUBMITTED', 409);
  return new ApiError(status, codes, message);
}
