// The card form of member spec §5 as one valibot schema (issue 13), with the messages and order of
// `cardErrors` in card-rules.ts: number (required, digits, 13+), expiry (required, MM/YY, not past, past
// the renewal date under auto-renewal), security code (required, digits, 3–4). Spaces in the number are
// dropped on output. A schema factory: today and the renewal come from the caller's chart.
import * as v from 'valibot';
import { CARD_MESSAGES, cardValidThrough, type CardRuleOptions } from './card-form';

function oneYearAfter(isoDate: string): string {
  return `${Number(isoDate.slice(0, 4)) + 1}${isoDate.slice(4)}`;
}

export function cardSchema(options: Pick<CardRuleOptions, 'today' | 'autoRenew' | 'renewalDate'>) {
  const validThrough = (expiry: string) => (expiry.length === 5 ? cardValidThrough(expiry) : null);
  return v.object({
    cardNumber: v.pipe(
      v.string(),
      v.transform((value) => value.replace(/\s/g, '')),
      v.nonEmpty(CARD_MESSAGES.cardNumberRequired),
      v.regex(/^\d+$/, CARD_MESSAGES.cardNumberDigits),
      v.minLength(13, CARD_MESSAGES.cardNumberShort),
    ),
    cardExpirationDate: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(CARD_MESSAGES.expiryRequired),
      v.check((expiry) => validThrough(expiry) !== null, CARD_MESSAGES.expiryFormat),
      v.check((expiry) => validThrough(expiry)! >= options.today, CARD_MESSAGES.expired),
      v.check(
        (expiry) =>
          !options.autoRenew || validThrough(expiry)! > (options.renewalDate ?? oneYearAfter(options.today)),
        CARD_MESSAGES.expiresBeforeRenewal,
      ),
    ),
    securityCode: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(CARD_MESSAGES.securityCodeRequired),
      v.regex(/^\d+$/, CARD_MESSAGES.securityCodeDigits),
      v.minLength(3, CARD_MESSAGES.securityCodeLength),
      v.maxLength(4, CARD_MESSAGES.securityCodeLength),
    ),
  });
}
