// The gift chart's rules (partner spec §4, §5, §9) on the real machine: delivery change clearing, the
// billing copy for 'Mail to Me', the total from the shared pricing module, the schemas' messages, and the
// payload that leaves no billingSameAsShipping and only a digital recipient's names and e-mail.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { CARD_MESSAGES } from '@/machines/forms/card-form';
import { checkForm } from '@/machines/forms/form-schema';
import { giftMachine, sendGiftInputOf } from '@/machines/gift.machine';
import {
  billingCopied,
  deliverySchema,
  paymentFormSchema,
  paymentSchema,
  recipientSchema,
} from '@/machines/gift/gift-schemas';
import { giftPriceOf } from '@/machines/gift/gift-summary';
import { EMPTY_GIFT_BILLING, EMPTY_GIFT_CONTACT } from '@/machines/gift/gift-types';
import { approvedCard, giftBilling, giftPrices, giftRecipient } from '../paths/gift.events';

function startGift() {
  const sent: unknown[] = [];
  const actor = createActor(
    giftMachine.provide({
      actors: {
        loadPrices: fromPromise(async () => giftPrices),
        sendGift: fromPromise(async ({ input }) => {
          sent.push(input);
          return { id: 'g1', membership_cost: 0, shipping_cost: 0, wrap_cost: 0, total_cost: 0 };
        }),
      },
    }),
    { input: { today: '2026-11-25', orderId: 'gift-order-1' } },
  ).start();
  return { actor, sent };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('gift chart', () => {
  it('defaults to a mailed Gold Card and prices mail, shipping and wrap with the shared module', async () => {
    const { actor } = startGift();
    await settle();
    actor.send({ type: 'type.continue' });
    expect(actor.getSnapshot().context.deliveryMethod).toBe('Mail');
    actor.send({ type: 'delivery.shipping', method: 'Next Day Air' });
    actor.send({ type: 'delivery.wrap', wrapped: true });
    expect(giftPriceOf(actor.getSnapshot().context)).toEqual({
      membership_cost: 179,
      shipping_cost: 35,
      wrap_cost: 3,
      total_cost: 217,
    });
  });

  it('a new delivery method clears billing, wrap, mailed-to-gifter, recipient and shipping', async () => {
    const { actor } = startGift();
    await settle();
    actor.send({ type: 'type.continue' });
    actor.send({ type: 'delivery.mailTo', toGifter: true });
    actor.send({ type: 'delivery.shipping', method: 'Standard' });
    actor.send({ type: 'delivery.wrap', wrapped: true });
    actor.send({ type: 'delivery.submit' });
    actor.send({ type: 'recipient.submit', recipient: giftRecipient, giftMessage: '' });
    actor.send({ type: 'step.back' });
    actor.send({ type: 'step.back' });
    actor.send({ type: 'delivery.method', method: 'Email' });
    const { context } = actor.getSnapshot();
    expect(context).toMatchObject({
      deliveryMethod: 'Email',
      giftWrapped: false,
      mailedToGifter: false,
      shippingMethod: null,
      recipientContact: EMPTY_GIFT_CONTACT,
      billingContact: EMPTY_GIFT_BILLING,
    });
    expect(giftPriceOf(context)?.total_cost).toBe(179);
  });

  it('a mailed delivery needs a shipping method', async () => {
    const { actor } = startGift();
    await settle();
    actor.send({ type: 'type.continue' });
    actor.send({ type: 'delivery.submit' });
    expect(actor.getSnapshot().value).toBe('delivery');
    expect(actor.getSnapshot().context.errors).toEqual({ shippingMethod: 'Shipping Method is required.' });
  });

  it("'Mail to Me' with billing the same as shipping copies the recipient into billing, and sends once", async () => {
    const { actor, sent } = startGift();
    await settle();
    actor.send({ type: 'type.continue' });
    actor.send({ type: 'delivery.mailTo', toGifter: true });
    actor.send({ type: 'delivery.shipping', method: 'Next Day Air' });
    actor.send({ type: 'delivery.wrap', wrapped: true });
    actor.send({ type: 'delivery.submit' });
    actor.send({ type: 'recipient.submit', recipient: giftRecipient, giftMessage: ' Happy boating! ' });
    const submit = {
      type: 'payment.submit',
      billing: { ...EMPTY_GIFT_BILLING, billingSameAsShipping: true },
      card: approvedCard,
    } as const;
    actor.send(submit);
    actor.send(submit);
    await settle();
    expect(sent).toEqual([
      {
        order_id: 'gift-order-1',
        logistics: {
          membershipType: 'Gold Card',
          deliveryMethod: 'Mail',
          giftMessage: 'Happy boating!',
          giftWrapped: true,
          mailedToGifter: true,
          shippingMethod: 'Next Day Air',
          totalCost: 217,
        },
        billing: giftRecipient,
        credit_card: approvedCard,
        recipient: giftRecipient,
      },
    ]);
    // Confirmation clears every gift field but the delivery its message names.
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().value).toBe('confirmation');
    expect(context.sent).toEqual({ deliveryMethod: 'Mail', shippingMethod: 'Next Day Air' });
    expect(context).toMatchObject({ recipientContact: EMPTY_GIFT_CONTACT, shippingMethod: null });
  });

  it('a digital payload carries only the recipient names and e-mail', () => {
    const input = sendGiftInputOf({
      today: '2026-11-25',
      orderId: 'gift-order-1',
      prices: giftPrices,
      loadFailure: [],
      selectedMembershipType: 'Lake Card',
      deliveryMethod: 'Email',
      giftWrapped: false,
      mailedToGifter: false,
      shippingMethod: null,
      giftMessage: '',
      recipientContact: giftRecipient,
      billingContact: { ...giftBilling, billingSameAsShipping: false },
      creditCard: approvedCard,
      errors: {},
      submitFailure: [],
      sent: null,
    });
    expect(input.order_id).toBe('gift-order-1');
    expect(input.recipient).toEqual({ firstName: 'Rory', lastName: 'Recipient', email: 'rory@example.com' });
    expect(input.billing).toEqual(giftBilling);
    expect(input.logistics).toEqual({
      membershipType: 'Lake Card',
      deliveryMethod: 'Email',
      giftWrapped: false,
      mailedToGifter: false,
      totalCost: 119,
    });
  });
});

describe('gift schemas (spec §5)', () => {
  it('digital recipient: names and a valid e-mail; message up to 255', () => {
    expect(
      checkForm(recipientSchema('Email'), {
        recipient: { ...EMPTY_GIFT_CONTACT, email: 'rory@' },
        giftMessage: 'x'.repeat(256),
      }),
    ).toEqual({
      ok: false,
      errors: {
        'recipient.firstName': 'First Name is required.',
        'recipient.lastName': 'Last Name is required.',
        'recipient.email': 'Email must be a valid email address.',
        giftMessage: 'Gift Message must be 255 characters or fewer.',
      },
    });
  });

  it('mailed recipient: the address and phone too', () => {
    const check = checkForm(recipientSchema('Mail'), {
      recipient: { ...giftRecipient, phone: '555', address: ' ', postalCode: '' },
      giftMessage: '',
    });
    expect(check).toEqual({
      ok: false,
      errors: {
        'recipient.phone': 'Phone must be a 10-digit phone number.',
        'recipient.address': 'Street Address is required.',
        'recipient.postalCode': 'Postal Code is required.',
      },
    });
  });

  it('billing: every field; the card: the shared card rules', () => {
    const check = checkForm(paymentSchema('2026-11-25'), {
      billing: { ...EMPTY_GIFT_BILLING, country: '' },
      card: { cardNumber: '4111', cardExpirationDate: '01/20', securityCode: '12a' },
    });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(Object.keys(check.errors).filter((k) => k.startsWith('billing.'))).toHaveLength(9);
    expect(check.errors).toMatchObject({
      'card.cardNumber': CARD_MESSAGES.cardNumberShort,
      'card.cardExpirationDate': CARD_MESSAGES.expired,
      'card.securityCode': CARD_MESSAGES.securityCodeDigits,
    });
  });

  it('the payment form: billing is asked unless it is copied from a packet mailed to the gifter', () => {
    expect(billingCopied(true, true)).toBe(true);
    expect(billingCopied(false, true)).toBe(false);
    expect(billingCopied(true, false)).toBe(false);
    const values = { billing: EMPTY_GIFT_BILLING, card: approvedCard };
    const asked = checkForm(paymentFormSchema('2026-11-25', false), values);
    expect(asked.ok ? [] : Object.keys(asked.errors)).toContain('billing.firstName');
    expect(checkForm(paymentFormSchema('2026-11-25', true), values).ok).toBe(true);
    const noCard = checkForm(paymentFormSchema('2026-11-25', true), {
      ...values,
      card: { ...approvedCard, securityCode: '' },
    });
    expect(noCard.ok ? {} : noCard.errors).toEqual({
      'card.securityCode': CARD_MESSAGES.securityCodeRequired,
    });
  });

  it('delivery: Email needs nothing more', () => {
    expect(checkForm(deliverySchema, { deliveryMethod: 'Email', shippingMethod: null }).ok).toBe(true);
  });
});
