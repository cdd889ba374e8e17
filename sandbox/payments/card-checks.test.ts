import { describe, expect, it } from 'vitest';
import { expiryProblem } from './card-expiry';
import { cardOutcome, luhnValid } from './test-cards';

const today = new Date('2026-11-22T12:00:00Z');

describe('expiryProblem (spec §5)', () => {
  it('accepts this month and later', () => {
    expect(expiryProblem('11/26', today)).toBeUndefined();
    expect(expiryProblem('01/39', today)).toBeUndefined();
  });
  it('answers EXPIRED_CREDIT_CARD before the current month', () => {
    expect(expiryProblem('10/26', today)).toBe('EXPIRED_CREDIT_CARD');
  });
  it('answers INVALID_CREDIT_CARD_EXPIRATION_DATE for a month outside 01-12 or a bad shape', () => {
    expect(expiryProblem('13/30', today)).toBe('INVALID_CREDIT_CARD_EXPIRATION_DATE');
    expect(expiryProblem('00/30', today)).toBe('INVALID_CREDIT_CARD_EXPIRATION_DATE');
    expect(expiryProblem('1/30', today)).toBe('INVALID_CREDIT_CARD_EXPIRATION_DATE');
  });
  it('with automatic renewal, needs a card that outlasts the renewal date (or a year ahead)', () => {
    expect(expiryProblem('06/27', today, new Date('2027-06-10'))).toBe('INVALID_CREDIT_CARD_EXPIRATION_DATE');
    expect(expiryProblem('07/27', today, new Date('2027-06-10'))).toBeUndefined();
    expect(expiryProblem('11/27', today, null)).toBe('INVALID_CREDIT_CARD_EXPIRATION_DATE');
    expect(expiryProblem('12/27', today, null)).toBeUndefined();
  });
});

describe('test cards (docs/sandbox.md)', () => {
  it('maps each listed number to its outcome', () => {
    expect(cardOutcome('4111111111111111')).toBe('APPROVED');
    expect(cardOutcome('4000000000000002')).toBe('PAYMENT_DECLINED');
    expect(cardOutcome('4000000000000069')).toBe('EXPIRED_CREDIT_CARD');
    expect(cardOutcome('4000000000000119')).toBe('ERROR_PROCESSING_PAYMENT');
    expect(cardOutcome('4000000000000127')).toBe('INVALID_CREDIT_CARD_NUMBER');
    expect(cardOutcome('4000000000000259')).toBe('AUTHNET_ERROR_OCCURRED');
  });
  it('approves other Luhn-valid numbers and rejects the rest', () => {
    expect(luhnValid('5555555555554444')).toBe(true);
    expect(cardOutcome('5555555555554444')).toBe('APPROVED');
    expect(cardOutcome('4111111111111112')).toBe('INVALID_CREDIT_CARD_NUMBER');
  });
});
