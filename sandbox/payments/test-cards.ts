// The card processor's test cards (docs/sandbox.md "Test cards"): any other number that passes the Luhn check
// is approved; one that fails it is an invalid number.

export type CardOutcome =
  | 'APPROVED'
  | 'PAYMENT_DECLINED'
  | 'EXPIRED_CREDIT_CARD'
  | 'ERROR_PROCESSING_PAYMENT'
  | 'INVALID_CREDIT_CARD_NUMBER'
  | 'AUTHNET_ERROR_OCCURRED';

const TEST_CARDS: Readonly<Record<string, CardOutcome>> = {
  '4111111111111111': 'APPROVED',
  '4000000000000002': 'PAYMENT_DECLINED',
  '4000000000000069': 'EXPIRED_CREDIT_CARD',
  '4000000000000119': 'ERROR_PROCESSING_PAYMENT',
  '4000000000000127': 'INVALID_CREDIT_CARD_NUMBER',
  '4000000000000259': 'AUTHNET_ERROR_OCCURRED',
};

export function luhnValid(number: string): boolean {
  if (!/^\d{13,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardOutcome(number: string): CardOutcome {
  return TEST_CARDS[number] ?? (luhnValid(number) ? 'APPROVED' : 'INVALID_CREDIT_CARD_NUMBER');
}
