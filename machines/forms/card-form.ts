// The credit-card form of member spec §5, one valibot schema shared by every card form (purchase and
// renewal payment, auto-renew enrolment, payment-method update). Pure: today comes in as an ISO date.
// Its output is what a payment sends: the number's digits, the expiry as MM/yyyy (a gift order sends it as
// typed, MM/YY: `expirySent`), the code trimmed.
import * as v from 'valibot';

export const CARD_MESSAGES = {
  cardNumberRequired: 'Card Number is required.',
  cardNumberShort: 'Card Number must be at least 13 digits.',
  cardNumberDigits: 'Card Number can contain only numbers.',
  expiryRequired: 'Expiration Date is required.',
  expiryFormat: 'Expiration Date must be MM/YY.',
  securityCodeRequired: 'Security Code is required.',
  securityCodeLength: 'Security Code must be 3 to 4 digits.',
  securityCodeDigits: 'Security Code can contain only numbers.',
  expired: 'The credit card has expired. Please enter a valid credit card.',
  expiresBeforeRenewal:
    'The credit card expiration date must be later than the membership renewal date. Please use a different credit card or unenroll in automatic renewal.',
  autoRenewalAgreement: 'You must accept the terms of the autorenewal agreement',
} as const;

export interface CardRuleOptions {
  /** ISO date (YYYY-MM-DD) of today. */
  today: string;
  /** Automatic renewal chosen: the card must outlive the renewal date. */
  autoRenew: boolean;
  /** ISO date the membership renews (expires); one year from today when there is none. */
  renewalDate?: string | null;
  /** Amount due now; with no auto-renewal and 0 due, no card is needed and nothing is checked. Absent: a
   * card is always needed (a gift is never free). */
  total?: number;
  /** How the expiry is sent: 'MM/yyyy' for member payments (the default), 'MM/YY' as typed for a gift order. */
  expirySent?: 'MM/yyyy' | 'MM/YY';
}

/** Spec §5: 'MM/YY' → 'MM/yyyy'; null when it is not a valid month. */
export function normalizeExpiry(value: string): string | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return `${match[1]}/20${match[2]}`;
}

/** The last day a card of 'MM/YY' is valid, as an ISO date. */
export function cardValidThrough(expiry: string): string | null {
  const normalized = normalizeExpiry(expiry);
  if (!normalized) return null;
  const [month, year] = normalized.split('/').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(lastDay).padStart(2, '0')}`;
}

function oneYearAfter(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return `${y + 1}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** True when the card form may be skipped: nothing to charge and nothing to renew. */
export const cardNotNeeded = (options: Pick<CardRuleOptions, 'autoRenew' | 'total'>): boolean =>
  !options.autoRenew && options.total !== undefined && options.total <= 0;

const digitsOnly = (value: string) => /^\d+$/.test(value);

/** The card form's fields as typed (no card data is ever stored, so a resumed form starts empty). */
const cardShape = { cardNumber: v.string(), cardExpirationDate: v.string(), securityCode: v.string() };
export type CardFields = v.InferInput<v.ObjectSchema<typeof cardShape, undefined>>;
export type CardErrors = Partial<Record<keyof CardFields, string>>;

export const EMPTY_CARD: CardFields = { cardNumber: '', cardExpirationDate: '', securityCode: '' };

/**
 * What a chart keeps of the card once its card step is left (Back, an edit link, a cancel, the confirmation):
 * nothing, so the step opens again with empty card inputs (partner spec §5: the security code 'is never
 * reused as an initial value'). Every chart with a card step assigns it on leaving that step; `field` is
 * where the chart holds the card.
 */
export const forgottenCard = <K extends string>(field: K) =>
  ({ [field]: EMPTY_CARD }) as Record<K, CardFields>;

/** The card form's schema for this payment; with nothing due and no auto-renewal every field may be empty. */
export function cardSchema(options: CardRuleOptions): v.GenericSchema<CardFields, CardFields> {
  if (cardNotNeeded(options)) return v.object(cardShape);
  const renewsOn = options.renewalDate ?? oneYearAfter(options.today);
  return v.object({
    cardNumber: v.pipe(
      v.string(),
      v.transform((value) => value.replace(/\s/g, '')),
      v.nonEmpty(CARD_MESSAGES.cardNumberRequired),
      v.check(digitsOnly, CARD_MESSAGES.cardNumberDigits),
      v.minLength(13, CARD_MESSAGES.cardNumberShort),
    ),
    cardExpirationDate: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(CARD_MESSAGES.expiryRequired),
      v.check((value) => value.length === 5 && cardValidThrough(value) !== null, CARD_MESSAGES.expiryFormat),
      v.check((value) => (cardValidThrough(value) ?? '') >= options.today, CARD_MESSAGES.expired),
      v.check(
        (value) => !options.autoRenew || (cardValidThrough(value) ?? '') > renewsOn,
        CARD_MESSAGES.expiresBeforeRenewal,
      ),
      v.transform((value) => (options.expirySent === 'MM/YY' ? value : (normalizeExpiry(value) ?? value))),
    ),
    securityCode: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(CARD_MESSAGES.securityCodeRequired),
      v.check(digitsOnly, CARD_MESSAGES.securityCodeDigits),
      v.check((value) => value.length >= 3 && value.length <= 4, CARD_MESSAGES.securityCodeLength),
    ),
  });
}
