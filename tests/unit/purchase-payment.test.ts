// Terms and payment of the real purchase chart: the terms message, the auto-renew opt-out modal, the
// referral, the code rules of spec §4/§5, the donation, the card rules through the chart, checkout errors
// and the double submit.
import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES } from '@/machines/forms/card-form';
import {
  APPROVED_CARD,
  ARB25,
  GOLDKIT,
  LAKEKIT,
  MY_BOAT,
  RENEW15,
  SAVE20,
  startOutput,
  TAKE10,
  TRIAL30,
  VALID_CONTACT,
} from '@/journeys/purchase/purchase.examples';
import { EMPTY_BILLING } from '@/machines/purchase.machine';
import { autoRenewRequiredMessage, CODE_MESSAGES } from '@/machines/purchase/code-rules';
import { purchaseSummary } from '@/machines/purchase/summary';
import { CODES, purchaseDriver } from '../support/purchase-driver';

Object.assign(CODES, { TAKE10, RENEW15, ARB25, LAKEKIT, GOLDKIT });

describe('terms and conditions (spec §5)', () => {
  it("wants the agreement: 'You must agree to the terms and conditions to continue.'", async () => {
    const d = purchaseDriver();
    await d.toTerms();
    await d.send({ type: 'terms.submit', termsAgreed: false });
    expect(d.snapshot().matches({ terms: 'editing' })).toBe(true);
    expect(d.snapshot().context.errors.terms).toBe('You must agree to the terms and conditions to continue.');
    await d.send({ type: 'terms.submit', termsAgreed: true });
    expect(d.snapshot().matches({ payment: 'editing' })).toBe(true);
    expect(d.snapshot().context.errors.terms).toBeNull();
  });

  it('auto-renewal is ticked; opting out asks first, cancel re-ticks, confirming opts out', async () => {
    const d = purchaseDriver();
    await d.toTerms();
    expect(purchaseSummary(d.snapshot().context).steps.terms).toBe('Enrolled');
    await d.send({ type: 'terms.autoRenew', value: false });
    expect(d.snapshot().matches({ terms: 'confirmOptOut' })).toBe(true);
    expect(d.snapshot().hasTag('dialog')).toBe(true);
    await d.send({ type: 'terms.cancelOptOut' });
    expect(d.snapshot().context.autoRenew).toBe(true);
    await d.send({ type: 'terms.autoRenew', value: false });
    await d.send({ type: 'terms.confirmOptOut' });
    expect(d.snapshot().matches({ terms: 'editing' })).toBe(true);
    expect(d.snapshot().context.autoRenew).toBe(false);
    expect(purchaseSummary(d.snapshot().context).steps.terms).toBe('Not Enrolled');
    await d.send({ type: 'terms.autoRenew', value: true });
    expect(d.snapshot().context.autoRenew).toBe(true);
  });

  it('opting out removes a code that requires auto-renewal and keeps one that does not', async () => {
    for (const [code, kept] of [
      [ARB25, false],
      [SAVE20, true],
    ] as const) {
      const d = purchaseDriver({ answers: { start: () => startOutput({ code }) } });
      await d.toTerms();
      await d.send({ type: 'terms.autoRenew', value: false });
      await d.send({ type: 'terms.confirmOptOut' });
      expect(d.snapshot().context.code?.name ?? null).toBe(kept ? code.name : null);
    }
  });

  it('opting out of a trial clears the selection and returns to root', async () => {
    let code: typeof TRIAL30 | null = TRIAL30;
    const d = purchaseDriver({ answers: { start: () => startOutput({ code }) } });
    await d.settle();
    await d.send({ type: 'type.continue' });
    await d.send({
      type: 'contact.submit',
      contact: VALID_CONTACT,
    });
    await d.chooseHomePort();
    await d.send({ type: 'boat.submit', boat: MY_BOAT });
    expect(d.snapshot().matches('terms')).toBe(true);
    expect(d.snapshot().can({ type: 'referral.lookup', memberNumber: 'GC100001' })).toBe(false);
    code = null;
    await d.send({ type: 'terms.autoRenew', value: false });
    await d.send({ type: 'terms.confirmOptOut' });
    const s = d.snapshot();
    expect(s.matches({ questionnaire: 'paidUse' })).toBe(true);
    expect(d.calls.startPurchase).toHaveLength(2);
    expect(s.context).toMatchObject({ membershipType: null, trialType: null, code: null });
  });

  it('looks the referrer up by member number and shows the name', async () => {
    let fail = false;
    const d = purchaseDriver({
      input: { referralId: 'ref-7' },
      answers: {
        lookupReferrer: (memberNumber) => {
          if (fail) throw { codes: ['NO_ACCOUNT_FOUND'] };
          return { memberNumber, name: 'Gold Member', accountId: 'acc-gold' };
        },
      },
    });
    await d.toTerms();
    await d.send({ type: 'referral.lookup', memberNumber: ' GC100001 ' });
    expect(d.calls.lookupReferrer).toEqual([{ memberNumber: 'GC100001' }]);
    expect(d.snapshot().context.referral).toEqual({
      memberNumber: 'GC100001',
      name: 'Gold Member',
      accountId: 'acc-gold',
    });
    await d.send({ type: 'referral.clear' });
    expect(d.snapshot().context.referral).toBeNull();
    fail = true;
    await d.send({ type: 'referral.lookup', memberNumber: 'XX' });
    expect(d.snapshot().context.errors.referral).toEqual(['NO_ACCOUNT_FOUND']);
  });
});

describe('discount codes (spec §4, §5)', () => {
  it("applies one code: 'Only one discount code can be applied'", async () => {
    const d = purchaseDriver();
    await d.toPayment();
    await d.send({ type: 'code.apply', code: 'SAVE20' });
    expect(d.calls.lookupCode).toEqual([{ code: 'SAVE20', membershipType: null, flowType: 'New' }]);
    expect(d.snapshot().context.code?.name).toBe('SAVE20');
    expect(purchaseSummary(d.snapshot().context).pricing).toMatchObject({
      discountAmount: 20,
      total: 188.95,
    });
    await d.send({ type: 'code.apply', code: 'TAKE10' });
    expect(d.snapshot().context.errors.code).toEqual({
      codes: [],
      message: 'Only one discount code can be applied',
    });
    expect(d.calls.lookupCode).toHaveLength(1);
    await d.send({ type: 'code.remove' });
    expect(d.snapshot().context.code).toBeNull();
    expect(d.snapshot().context.errors.code).toBeNull();
    await d.send({ type: 'code.apply', code: 'TAKE10' });
    expect(d.snapshot().context.code?.name).toBe('TAKE10');
  });

  it('applies a hidden code without naming it in the summary', async () => {
    CODES.QUIET5 = { ...SAVE20, name: 'QUIET5', dollarsOff: 5, isPromoCodeHidden: true };
    const d = purchaseDriver();
    await d.toPayment();
    await d.send({ type: 'code.apply', code: 'QUIET5' });
    expect(purchaseSummary(d.snapshot().context)).toMatchObject({
      codeName: null,
      pricing: { discountAmount: 5 },
    });
  });

  it('shows the catalogue codes of a failed look-up', async () => {
    const d = purchaseDriver();
    await d.toPayment();
    await d.send({ type: 'code.apply', code: 'NOPE' });
    expect(d.snapshot().context.errors.code).toEqual({ codes: ['INVALID_ID'], message: null });
    expect(d.snapshot().context.code).toBeNull();
  });

  it('rejects a renewal-only promotion and a code for another membership type', async () => {
    const d = purchaseDriver();
    await d.toPayment();
    await d.send({ type: 'code.apply', code: 'RENEW15' });
    expect(d.snapshot().context.errors.code).toEqual({ codes: ['INVALID_RENEW_ONLY'], message: null });
    await d.send({ type: 'code.apply', code: 'LAKEKIT' });
    expect(d.snapshot().context.errors.code).toEqual({
      codes: ['INVALID_CODE_ON_MEMBERSHIP_TYPE'],
      message: null,
    });
    expect(d.snapshot().context.code).toBeNull();
    await d.send({ type: 'code.apply', code: 'GOLDKIT' });
    expect(d.snapshot().context.code?.name).toBe('GOLDKIT');
  });

  it('an activation code valid only on renewals gives INVALID_CODE_ON_NEW_BUSINESS_TYPE', async () => {
    CODES.RENEWKIT = { ...GOLDKIT, name: 'RENEWKIT', valid_on_business_type__c: 'Renewal' };
    const d = purchaseDriver();
    await d.toPayment();
    await d.send({ type: 'code.apply', code: 'RENEWKIT' });
    expect(d.snapshot().context.errors.code).toEqual({
      codes: ['INVALID_CODE_ON_NEW_BUSINESS_TYPE'],
      message: null,
    });
  });

  it('tells a commercial buyer to call about an activation code, with the support phone filled in', async () => {
    const d = purchaseDriver({
      input: { activationCode: 'GOLDKIT', supportPhone: '(800) 473-2869' },
      answers: { start: () => startOutput({ code: GOLDKIT }) },
    });
    await d.settle();
    expect(d.snapshot().context.code?.name).toBe('GOLDKIT');
    await d.send({ type: 'questionnaire.paidUse', value: true });
    await d.send({ type: 'questionnaire.vessels', value: 'multiple' });
    await d.send({ type: 'type.continue' });
    expect(d.snapshot().context.code).toBeNull();
    expect(d.snapshot().context.errors.code).toEqual({
      codes: [],
      message: 'To use your Activation Code for this membership type please call (800) 473-2869',
    });
  });

  it('leaves {phone} for the screen when no support phone is given', async () => {
    const d = purchaseDriver();
    await d.settle();
    await d.send({ type: 'questionnaire.paidUse', value: true });
    await d.send({ type: 'questionnaire.vessels', value: 'single' });
    await d.send({ type: 'type.continue' });
    await d.send({
      type: 'contact.submit',
      contact: {
        ...VALID_CONTACT,
        businessName: 'Harbor Charters LLC',
      },
    });
    await d.chooseHomePort();
    await d.send({ type: 'boat.submit', boat: MY_BOAT });
    await d.send({ type: 'terms.submit', termsAgreed: true });
    await d.send({ type: 'code.apply', code: 'GOLDKIT' });
    expect(d.snapshot().context.errors.code?.message).toBe(CODE_MESSAGES.activationCallUs);
  });

  it("an ARB code without auto-renewal opens 'Discount Code requires auto renewal'; submit is blocked until ticked", async () => {
    const d = purchaseDriver();
    await d.toTerms();
    await d.send({ type: 'terms.autoRenew', value: false });
    await d.send({ type: 'terms.confirmOptOut' });
    await d.send({ type: 'terms.submit', termsAgreed: true });
    await d.send({ type: 'code.apply', code: 'ARB25' });
    expect(d.snapshot().matches({ payment: 'autoRenewRequired' })).toBe(true);
    expect(d.snapshot().hasTag('dialog')).toBe(true);
    expect(d.snapshot().context.errors.autoRenew).toBe('Discount Code requires auto renewal');
    expect(CODE_MESSAGES.autoRenewModal).toBe(
      'The promotional code applied requires automatic renewal. Please check automatic renewal or remove the promotional code to continue.',
    );
    await d.send({ type: 'autoRenewRequired.close' });
    await d.pay();
    expect(d.snapshot().matches({ payment: 'autoRenewRequired' })).toBe(true);
    expect(d.calls.checkout).toBeUndefined();
    await d.send({ type: 'autoRenewRequired.close' });
    await d.send({ type: 'terms.edit' });
    await d.send({ type: 'terms.autoRenew', value: true });
    await d.send({ type: 'terms.submit', termsAgreed: true });
    await d.pay();
    expect(d.snapshot().matches('confirmation')).toBe(true);
  });

  it("an activation code needing auto-renewal: 'Automatic Renewal selection required to use this Activation Code.'", async () => {
    CODES.ARBKIT = { ...GOLDKIT, name: 'ARBKIT', usage_rules__c: 'ARB Required', autoRenewRequired: true };
    const d = purchaseDriver();
    await d.toTerms();
    await d.send({ type: 'terms.autoRenew', value: false });
    await d.send({ type: 'terms.confirmOptOut' });
    await d.send({ type: 'terms.submit', termsAgreed: true });
    await d.send({ type: 'code.apply', code: 'ARBKIT' });
    expect(d.snapshot().matches({ payment: 'autoRenewRequired' })).toBe(true);
    expect(d.snapshot().context.errors.autoRenew).toBe(
      'Automatic Renewal selection required to use this Activation Code.',
    );
    await d.send({ type: 'autoRenewRequired.close' });
    expect(d.snapshot().context.errors.autoRenew).toBeNull();
  });

  it('names the auto-renewal message by code kind (spec §5)', () => {
    expect(autoRenewRequiredMessage(ARB25)).toBe('Discount Code requires auto renewal');
    expect(autoRenewRequiredMessage({ ...GOLDKIT, autoRenewRequired: true })).toBe(
      'Automatic Renewal selection required to use this Activation Code.',
    );
  });
});

describe('payment (spec §5, §9)', () => {
  it('donation: none by default, a preset, or the custom amount when given', async () => {
    const d = purchaseDriver();
    await d.toPayment();
    const total = () => purchaseSummary(d.snapshot().context).pricing?.total;
    expect(total()).toBe(208.95);
    await d.send({ type: 'donation.pick', amount: 10 });
    expect(total()).toBe(218.95);
    await d.send({ type: 'donation.pick', amount: 10, other: 7.5 });
    expect(total()).toBe(216.45);
    await d.send({ type: 'donation.pick', amount: 0 });
    expect(total()).toBe(208.95);
  });

  it('checks the card through the chart with today and auto-renewal, keeping what was typed', async () => {
    const d = purchaseDriver();
    await d.toPayment();
    await d.pay({ cardNumber: '', cardExpirationDate: '', securityCode: '' });
    expect(d.snapshot().context.errors.card).toEqual({
      cardNumber: CARD_MESSAGES.cardNumberRequired,
      cardExpirationDate: CARD_MESSAGES.expiryRequired,
      securityCode: CARD_MESSAGES.securityCodeRequired,
    });
    const typed = { cardNumber: '4111 1111', cardExpirationDate: '10/26', securityCode: '12' };
    await d.pay(typed);
    expect(d.snapshot().context.card).toEqual(typed);
    expect(d.snapshot().context.errors.card).toEqual({
      cardNumber: CARD_MESSAGES.cardNumberShort,
      cardExpirationDate: CARD_MESSAGES.expired,
      securityCode: CARD_MESSAGES.securityCodeLength,
    });
    await d.pay({ cardNumber: '4111-1111-1111-1111', cardExpirationDate: '1230', securityCode: '12a' });
    expect(d.snapshot().context.errors.card).toEqual({
      cardNumber: CARD_MESSAGES.cardNumberDigits,
      cardExpirationDate: CARD_MESSAGES.expiryFormat,
      securityCode: CARD_MESSAGES.securityCodeDigits,
    });
    await d.pay({ ...APPROVED_CARD, cardExpirationDate: '10/27' });
    expect(d.snapshot().context.errors.card.cardExpirationDate).toBe(CARD_MESSAGES.expiresBeforeRenewal);
    expect(d.calls.checkout).toBeUndefined();
  });

  it('asks for the billing address unless it is the shipping address', async () => {
    const d = purchaseDriver();
    await d.toPayment();
    await d.send({
      type: 'payment.submit',
      card: APPROVED_CARD,
      billing: { ...EMPTY_BILLING, sameAsShipping: false, country: '' },
    });
    expect(d.snapshot().context.errors.billing).toEqual({
      street: 'Billing Street Address is required.',
      city: 'Billing City is required.',
      state: 'Billing State is required.',
      postalCode: 'Billing Postal Code is required.',
      country: 'Billing Country is required.',
    });
    await d.pay();
    expect(d.calls.checkout?.[0]).toMatchObject({
      billing: { street: '1 Main St', city: 'Sag Harbor', state: 'NY', postalCode: '11963', country: 'US' },
      membershipType: 'Gold Card',
      trailerCare: 'Trailer Care Plus',
      autoRenew: true,
      total: 208.95,
      donation: 0,
    });
  });

  it('skips the card checks when nothing is due and nothing renews', async () => {
    const free = { ...SAVE20, name: 'FREE', dollarsOff: 500 };
    const d = purchaseDriver({ answers: { start: () => startOutput({ code: free }) } });
    await d.settle();
    await d.send({ type: 'questionnaire.paidUse', value: false });
    await d.send({ type: 'questionnaire.water', value: 'salt' });
    await d.send({ type: 'trailerCare.pick', trailerCare: 'Do not upgrade' });
    await d.send({ type: 'type.continue' });
    await d.send({ type: 'contact.submit', contact: VALID_CONTACT });
    await d.chooseHomePort();
    await d.send({ type: 'boat.submit', boat: MY_BOAT });
    await d.send({ type: 'terms.autoRenew', value: false });
    await d.send({ type: 'terms.confirmOptOut' });
    await d.send({ type: 'terms.submit', termsAgreed: true });
    expect(purchaseSummary(d.snapshot().context).pricing?.total).toBe(0);
    await d.pay({ cardNumber: '', cardExpirationDate: '', securityCode: '' });
    expect(d.snapshot().context.errors.card).toEqual({});
    expect(d.snapshot().matches('confirmation')).toBe(true);
    expect(d.calls.checkout?.[0]).toMatchObject({
      total: 0,
      autoRenew: false,
      trailerCare: 'Do not upgrade',
    });
  });

  it("a trial's card must outlive the trial, not a year", async () => {
    const d = purchaseDriver({ answers: { start: () => startOutput({ code: TRIAL30 }) } });
    await d.settle();
    await d.send({ type: 'type.continue' });
    await d.send({ type: 'contact.submit', contact: VALID_CONTACT });
    await d.chooseHomePort();
    await d.send({ type: 'boat.submit', boat: MY_BOAT });
    await d.send({ type: 'terms.submit', termsAgreed: true });
    await d.pay({ ...APPROVED_CARD, cardExpirationDate: '12/26' });
    expect(d.snapshot().context.errors.card).toEqual({});
    expect(d.calls.checkout?.[0]).toMatchObject({
      total: 0,
      autoRenew: true,
      membershipType: 'Trial Membership',
    });
  });

  it('keeps checkout error codes for the catalogue, then a second attempt succeeds; card data is dropped after', async () => {
    let declined = true;
    const d = purchaseDriver({
      answers: {
        checkout: () => {
          if (declined) throw { codes: ['PAYMENT_DECLINED'] };
          return { membershipNumber: 'GC200001', expirationDate: '2027-11-22' };
        },
      },
    });
    await d.toPayment();
    await d.pay({ ...APPROVED_CARD, cardNumber: '4000000000000002' });
    expect(d.snapshot().matches({ payment: 'editing' })).toBe(true);
    expect(d.snapshot().context.errors.checkout).toEqual(['PAYMENT_DECLINED']);
    expect(d.snapshot().context.card.cardNumber).toBe('4000000000000002');
    declined = false;
    await d.pay();
    expect(d.snapshot().matches('confirmation')).toBe(true);
    expect(d.snapshot().context.errors.checkout).toEqual([]);
    expect(d.snapshot().context.membership).toEqual({
      membershipNumber: 'GC200001',
      expirationDate: '2027-11-22',
    });
    expect(d.snapshot().context.card).toEqual({ cardNumber: '', cardExpirationDate: '', securityCode: '' });
    await d.send({ type: 'confirm.login' });
    expect(d.snapshot().output).toEqual({ next: 'signUpLogin' });
  });

  it('leaving the payment step forgets what the last attempt was told: back at payment, no decline or refused code', async () => {
    const d = purchaseDriver({
      answers: {
        checkout: () => {
          throw { codes: ['PAYMENT_DECLINED'] };
        },
      },
    });
    await d.toPayment();
    await d.send({ type: 'code.apply', code: 'SAVE20' });
    await d.send({ type: 'code.apply', code: 'TAKE10' });
    await d.pay({ ...APPROVED_CARD, cardNumber: '4000000000000002' });
    expect(d.snapshot().context.errors).toMatchObject({
      checkout: ['PAYMENT_DECLINED'],
      code: { message: 'Only one discount code can be applied' },
    });
    await d.send({ type: 'terms.edit' });
    expect(d.snapshot().matches('terms')).toBe(true);
    await d.send({ type: 'terms.submit', termsAgreed: true });
    expect(d.snapshot().matches({ payment: 'editing' })).toBe(true);
    expect(d.snapshot().context.errors).toMatchObject({ checkout: [], code: null, card: {}, billing: {} });
    expect(d.snapshot().context.code?.name).toBe('SAVE20');
  });

  it('AUTO_RENEW_REQUIRED from the checkout opens the auto-renewal modal', async () => {
    const d = purchaseDriver({
      answers: {
        checkout: () => {
          throw { codes: ['AUTO_RENEW_REQUIRED'] };
        },
      },
    });
    await d.toPayment();
    await d.pay();
    expect(d.snapshot().matches({ payment: 'autoRenewRequired' })).toBe(true);
  });

  it('a second Confirm Membership while paying has no transition: one checkout', async () => {
    const d = purchaseDriver();
    await d.toPayment();
    d.actor.send({ type: 'payment.submit', card: APPROVED_CARD, billing: EMPTY_BILLING });
    expect(d.snapshot().matches({ payment: 'submitting' })).toBe(true);
    expect(d.snapshot().can({ type: 'payment.submit', card: APPROVED_CARD, billing: EMPTY_BILLING })).toBe(
      false,
    );
    d.actor.send({ type: 'payment.submit', card: APPROVED_CARD, billing: EMPTY_BILLING });
    await d.settle();
    expect(d.calls.checkout).toHaveLength(1);
    expect(d.snapshot().matches('confirmation')).toBe(true);
  });
});
