import { describe, expect, it } from 'vitest';
import {
  CARD_MESSAGES,
  cardSchema,
  cardValidThrough,
  normalizeExpiry,
  type CardFields,
  type CardRuleOptions,
} from '@/machines/forms/card-form';
import { checkForm, formErrors } from '@/machines/forms/form-schema';

const cardErrors = (card: CardFields, options: CardRuleOptions) => formErrors(cardSchema(options), card);

const today = '2026-11-22';
const good = { cardNumber: '4111111111111111', cardExpirationDate: '12/30', securityCode: '123' };
const paying = { today, autoRenew: false, total: 179 };

describe('card form schema (spec §5)', () => {
  it('accepts a valid card', () => {
    expect(cardErrors(good, paying)).toEqual({});
  });

  it('names each missing field', () => {
    expect(cardErrors({ cardNumber: '', cardExpirationDate: '', securityCode: '' }, paying)).toEqual({
      cardNumber: CARD_MESSAGES.cardNumberRequired,
      cardExpirationDate: CARD_MESSAGES.expiryRequired,
      securityCode: CARD_MESSAGES.securityCodeRequired,
    });
  });

  it('wants at least 13 digits and only digits in the number and the code', () => {
    expect(cardErrors({ ...good, cardNumber: '411111111111' }, paying).cardNumber).toBe(
      CARD_MESSAGES.cardNumberShort,
    );
    expect(cardErrors({ ...good, cardNumber: '4111-1111-1111' }, paying).cardNumber).toBe(
      CARD_MESSAGES.cardNumberDigits,
    );
    expect(cardErrors({ ...good, securityCode: '12a' }, paying).securityCode).toBe(
      CARD_MESSAGES.securityCodeDigits,
    );
    expect(cardErrors({ ...good, securityCode: '12' }, paying).securityCode).toBe(
      CARD_MESSAGES.securityCodeLength,
    );
    expect(cardErrors({ ...good, securityCode: '1234' }, paying)).toEqual({});
  });

  it('takes MM/YY only and normalizes it to MM/yyyy', () => {
    expect(normalizeExpiry('07/29')).toBe('07/2029');
    expect(normalizeExpiry('13/29')).toBeNull();
    expect(cardValidThrough('02/28')).toBe('2028-02-29');
    expect(cardErrors({ ...good, cardExpirationDate: '7/29' }, paying).cardExpirationDate).toBe(
      CARD_MESSAGES.expiryFormat,
    );
  });

  it('rejects a card that expired before this month, accepts one expiring this month', () => {
    expect(cardErrors({ ...good, cardExpirationDate: '10/26' }, paying).cardExpirationDate).toBe(
      CARD_MESSAGES.expired,
    );
    expect(cardErrors({ ...good, cardExpirationDate: '11/26' }, paying)).toEqual({});
  });

  it('with auto-renewal wants the card to outlive the renewal date (a year ahead when none)', () => {
    const renewing = { ...paying, autoRenew: true };
    expect(cardErrors({ ...good, cardExpirationDate: '10/27' }, renewing).cardExpirationDate).toBe(
      CARD_MESSAGES.expiresBeforeRenewal,
    );
    expect(cardErrors({ ...good, cardExpirationDate: '11/27' }, renewing)).toEqual({});
    expect(
      cardErrors({ ...good, cardExpirationDate: '05/27' }, { ...renewing, renewalDate: '2027-06-01' })
        .cardExpirationDate,
    ).toBe(CARD_MESSAGES.expiresBeforeRenewal);
  });

  it('skips every check when nothing is due and there is no auto-renewal', () => {
    const empty = { cardNumber: '', cardExpirationDate: '', securityCode: '' };
    expect(cardErrors(empty, { today, autoRenew: false, total: 0 })).toEqual({});
    expect(cardErrors(empty, { today, autoRenew: true, total: 0 }).cardNumber).toBe(
      CARD_MESSAGES.cardNumberRequired,
    );
  });

  it('sends the number without spaces, the expiry as MM/yyyy and the code trimmed', () => {
    expect(
      checkForm(cardSchema(paying), {
        cardNumber: '4111 1111 1111 1111',
        cardExpirationDate: ' 07/29 ',
        securityCode: ' 123 ',
      }),
    ).toEqual({
      ok: true,
      output: { cardNumber: '4111111111111111', cardExpirationDate: '07/2029', securityCode: '123' },
    });
  });

  it('sends the expiry as typed (MM/YY) for a gift order, which always needs a card', () => {
    const gift = cardSchema({ today, autoRenew: false, expirySent: 'MM/YY' });
    expect(checkForm(gift, { ...good, cardExpirationDate: ' 07/29 ' })).toEqual({
      ok: true,
      output: { ...good, cardExpirationDate: '07/29' },
    });
    expect(formErrors(gift, { cardNumber: '', cardExpirationDate: '', securityCode: '' }).cardNumber).toBe(
      CARD_MESSAGES.cardNumberRequired,
    );
  });
});
