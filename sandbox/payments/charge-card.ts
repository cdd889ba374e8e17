// The card processor simulation: checks the card (spec §5 expiry rules, docs/sandbox.md test cards), then
// records the approved charge in `payments` under the caller's idempotency key. Run it inside the
// transaction that writes the purchase, so a failure after the charge rolls the charge back with it.
// A key that was already charged inserts nothing and answers DUPLICATE_TRANSACTION_SUBMITTED; the unique
// index makes this hold for concurrent submissions on PostgreSQL too.
import { randomUUID } from 'node:crypto';
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

export interface ChargeRequest {
  db: Queryable;
  idempotencyKey: string;
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
    `INSERT INTO payments (id, idempotency_key, amount, last_4_digits, card_expiration, purpose, account_sfid, membership_sfid)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    [
      id,
      request.idempotencyKey,
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

/** A key already charged answers DUPLICATE_TRANSACTION_SUBMITTED before any other rule (the first submit changed the record). */
export async function alreadyCharged(
  db: Queryable,
  idempotencyKey: string,
): Promise<ChargeFailure | undefined> {
  const { rows } = await db.query(`SELECT 1 FROM payments WHERE idempotency_key = $1`, [idempotencyKey]);
  return rows.length > 0 ? chargeFailure('DUPLICATE_TRANSACTION_SUBMITTED', 409) : undefined;
}
