// Event payload variants for the gift chart: each form valid and invalid, billing typed or copied from the
// recipient, both delivery methods, and each invoke's done and error.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { GiftEvent, GiftInput } from '@/machines/gift.machine';
import {
  EMPTY_GIFT_BILLING,
  EMPTY_GIFT_CONTACT,
  type GiftContact,
  type GiftContext,
} from '@/machines/gift/gift-types';

export const giftPathInput: GiftInput = { today: '2026-11-25', orderId: 'gift-order-1' };

export const giftRecipient: GiftContact = {
  firstName: 'Rory',
  lastName: 'Recipient',
  email: 'rory@example.com',
  phone: '(631) 555-0100',
  address: '1 Main St',
  city: 'Sag Harbor',
  state: 'NY',
  postalCode: '11963',
  country: 'US',
};
export const giftBilling: GiftContact = {
  ...giftRecipient,
  firstName: 'Pat',
  lastName: 'Gifter',
  email: 'pat@example.com',
};
export const approvedCard = {
  cardNumber: '4111111111111111',
  cardExpirationDate: '12/39',
  securityCode: '123',
};

export const giftPrices = [
  { name: 'Gold Card', price: 179 },
  { name: 'Lake Card', price: 119 },
];

/**
 * The delivery options are offered one after another (shipping, then wrap, then 'Mail to Me') so that the
 * search sees a chain of contexts instead of every combination; each option's transition is still walked.
 */
function deliveryEvents(context: GiftContext): GiftEvent[] {
  const pristine = context.shippingMethod === null && !context.giftWrapped && !context.mailedToGifter;
  if (context.deliveryMethod === 'Email') return [{ type: 'delivery.method', method: 'Mail' }];
  if (pristine)
    return [
      { type: 'delivery.method', method: 'Email' },
      { type: 'delivery.method', method: 'Mail' },
      { type: 'delivery.shipping', method: 'Next Day Air' },
    ];
  if (!context.giftWrapped) return [{ type: 'delivery.wrap', wrapped: true }];
  if (!context.mailedToGifter) return [{ type: 'delivery.mailTo', toGifter: true }];
  return [];
}

export function giftEvents(snapshot: AnyMachineSnapshot): EventObject[] {
  const context = snapshot.context as GiftContext;
  const events: Array<GiftEvent | (EventObject & { output?: unknown; error?: unknown })> = [
    { type: 'xstate.done.actor.loadPrices', output: giftPrices },
    { type: 'xstate.error.actor.loadPrices', error: { codes: ['UNKNOWN_ERROR'] } },
    { type: 'load.retry' },
    ...(context.selectedMembershipType === 'Gold Card'
      ? [{ type: 'type.select', membershipType: 'Lake Card' } as const]
      : []),
    { type: 'type.continue' },
    ...deliveryEvents(context),
    { type: 'delivery.submit' },
    { type: 'recipient.submit', recipient: giftRecipient, giftMessage: 'Happy boating!' },
    { type: 'recipient.submit', recipient: EMPTY_GIFT_CONTACT, giftMessage: '' },
    {
      type: 'payment.submit',
      billing: { ...giftBilling, billingSameAsShipping: false },
      card: approvedCard,
    },
    { type: 'payment.submit', billing: EMPTY_GIFT_BILLING, card: approvedCard },
    { type: 'step.back' },
    { type: 'delivery.edit' },
    { type: 'recipient.edit' },
    { type: 'xstate.done.actor.sendGift', output: { id: 'gift-1', total_cost: 217 } },
    { type: 'xstate.error.actor.sendGift', error: { codes: ['PAYMENT_DECLINED'] } },
    { type: 'confirm.return' },
  ];
  return events.filter((e) => snapshot.can(e as never) || e.type.startsWith('xstate.'));
}
