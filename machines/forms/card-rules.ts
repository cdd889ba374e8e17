// The credit-card form rules of member spec §5, shared by every card form (purchase and renewal payment,
// auto-renew enrolment, payment-method update). Pure: today comes in as an ISO date.

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

export interface CardFields {
  cardNumber: string;
  /** MM/YY as typed. */
  cardExpirationDate: string;
  securityCode: string;
}

/** An empty card form (also what a resumed form shows: card data is never stored). */
export const EMPTY_CARD: CardFields = { cardNumber: '', cardExpirationDate: '', securityCode: '' };

export type CardErrors = Partial<Record<keyof CardFields, string>>;

export interface CardRuleOptions {
  /** ISO date (YYYY-MM-DD) of today. */
  today: string;
  /** Automatic renewal chosen: the card must outlive the renewal date. */
  autoRenew: boolean;
  /** ISO date the membership renews (expires); one year from today when there is none. */
  renewalDate?: string | null;
  /** Amount due now; with no auto-renewal and 0 due, no card is needed and nothing is checked. */
  total: number;
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
  !options.autoRenew && options.total <= 0;

/** Field errors of a card form (empty when valid). */
export function cardErrors(card: CardFields, options: CardRuleOptions): CardErrors {
  if (cardNotNeeded(options)) return {};
  const errors: CardErrors = {};
  const number = card.cardNumber.replace(/\s/g, '');
  if (number === '') errors.cardNumber = CARD_MESSAGES.cardNumberRequired;
  else if (!/^\d+$/.test(number)) errors.cardNumber = CARD_MESSAGES.cardNumberDigits;
  else if (number.length < 13) errors.cardNumber = CARD_MESSAGES.cardNumberShort;

  const code = card.securityCode.trim();
  if (code === '') errors.securityCode = CARD_MESSAGES.securityCodeRequired;
  else if (!/^\d+$/.test(code)) errors.securityCode = CARD_MESSAGES.securityCodeDigits;
  else if (code.length < 3 || code.length > 4) errors.securityCode = CARD_MESSAGES.securityCodeLength;

  const expiry = card.cardExpirationDate.trim();
  const validThrough = expiry.length === 5 ? cardValidThrough(expiry) : null;
  if (expiry === '') errors.cardExpirationDate = CARD_MESSAGES.expiryRequired;
  else if (!validThrough) errors.cardExpirationDate = CARD_MESSAGES.expiryFormat;
  else if (validThrough < options.today) errors.cardExpirationDate = CARD_MESSAGES.expired;
  else if (options.autoRenew && validThrough <= (options.renewalDate ?? oneYearAfter(options.today)))
    errors.cardExpirationDate = CARD_MESSAGES.expiresBeforeRenewal;
  return errors;
}
