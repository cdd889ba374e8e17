// Gift total (companion spec §9 "Gift constants"): the membership price after any code discount, plus
// shipping when the delivery method is Mail, plus $3 when gift wrapped. Cents-safe through machines/pricing.
import { fromCents, toCents } from '../../machines/pricing';

export const GIFT_WRAP_COST = 3;
export const SHIPPING_COSTS = { Standard: 8, '2nd Day Air': 16, 'Next Day Air': 35 } as const;
export type ShippingMethod = keyof typeof SHIPPING_COSTS;

export type GiftPriceInput = {
  discountedMembershipCost: number;
  deliveryMethod: 'Email' | 'Mail';
  shippingMethod?: ShippingMethod | undefined;
  giftWrapped: boolean;
};

export type GiftPrice = {
  membership_cost: number;
  shipping_cost: number;
  wrap_cost: number;
  total_cost: number;
};

export function giftPrice(input: GiftPriceInput): GiftPrice {
  const membership_cost = fromCents(Math.max(0, toCents(input.discountedMembershipCost)));
  const shipping_cost =
    input.deliveryMethod === 'Mail' && input.shippingMethod ? SHIPPING_COSTS[input.shippingMethod] : 0;
  const wrap_cost = input.giftWrapped ? GIFT_WRAP_COST : 0;
  return {
    membership_cost,
    shipping_cost,
    wrap_cost,
    total_cost: fromCents(toCents(membership_cost) + toCents(shipping_cost) + toCents(wrap_cost)),
  };
}
