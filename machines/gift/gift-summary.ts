// The gift's order summary and total (partner spec §9 'Gift total') from the shared pricing module, which
// the sandbox also prices with: what the aside shows is what the server charges.
import { giftPrice, productPrice, type GiftPrice } from '../pricing';
import type { GiftContext } from './gift-types';

export interface GiftSummaryLine {
  label: string;
  amount: number;
}

/** The price of the gift as chosen so far; null until the price list and a type are known. */
export function giftPriceOf(context: GiftContext): GiftPrice | null {
  if (!context.prices || !context.selectedMembershipType) return null;
  const membership = productPrice(context.prices, context.selectedMembershipType);
  if (membership === undefined) return null;
  return giftPrice({
    discountedMembershipCost: membership,
    deliveryMethod: context.deliveryMethod,
    shippingMethod: context.shippingMethod,
    giftWrapped: context.giftWrapped,
  });
}

export function giftSummaryLines(context: GiftContext): GiftSummaryLine[] {
  const price = giftPriceOf(context);
  if (!price || !context.selectedMembershipType) return [];
  const lines: GiftSummaryLine[] = [
    { label: `${context.selectedMembershipType} (1 year)`, amount: price.membership_cost },
  ];
  if (context.deliveryMethod === 'Mail' && context.shippingMethod)
    lines.push({ label: `Shipping: ${context.shippingMethod}`, amount: price.shipping_cost });
  if (context.giftWrapped) lines.push({ label: 'Gift Wrap', amount: price.wrap_cost });
  return lines;
}

/** The Delivery step card's summary: 'Mailed, Next Day Air, gift wrapped'. */
export function deliverySummary(context: GiftContext): string {
  if (context.deliveryMethod === 'Email') return 'Digital by e-mail';
  return [
    context.mailedToGifter ? 'Mailed to me' : 'Mailed to recipient',
    context.shippingMethod,
    context.giftWrapped ? 'gift wrapped' : null,
  ]
    .filter(Boolean)
    .join(', ');
}

/** The Recipient step card's summary: the recipient's name and e-mail. */
export function recipientSummary(context: GiftContext): string | null {
  const { firstName, lastName, email } = context.recipientContact;
  const text = [[firstName, lastName].join(' ').trim(), email.trim()].filter(Boolean).join(', ');
  return text === '' ? null : text;
}
