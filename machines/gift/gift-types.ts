// Gift state of partner spec §3 ('Gift state', 'Recipient and billing contact', 'Credit card') and what
// the gift chart's actors take and give.
import type { CardFields } from '../forms/card-form';
import type { GiftDeliveryMethod, GiftPrice, PriceListEntry, ShippingMethod } from '../pricing';

export type { GiftDeliveryMethod, ShippingMethod };

/** Spec §9: only recreational use types are giftable; the default is Gold Card. */
export const GIFT_TYPES = ['Gold Card', 'Lake Card'] as const;
export type GiftMembershipType = (typeof GIFT_TYPES)[number];
export const DEFAULT_GIFT_TYPE: GiftMembershipType = 'Gold Card';

export interface GiftContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

/** The billing contact also carries billingSameAsShipping, dropped on submit. */
export interface GiftBilling extends GiftContact {
  billingSameAsShipping: boolean;
}

export const EMPTY_GIFT_CONTACT: GiftContact = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  postalCode: '',
  country: 'US',
};

export const EMPTY_GIFT_BILLING: GiftBilling = { ...EMPTY_GIFT_CONTACT, billingSameAsShipping: false };

export type GiftErrors = Record<string, string>;

export interface GiftInput {
  /** ISO date (YYYY-MM-DD): the card must not be expired on it. */
  today: string;
  /** The gift order, named once as the gift starts: every attempt to pay it sends it (decision 194). */
  orderId: string;
}

/** What a finished gift leaves for the confirmation message (all other gift state is cleared). */
export interface GiftSent {
  deliveryMethod: GiftDeliveryMethod;
  shippingMethod: ShippingMethod | null;
}

export interface GiftContext extends GiftInput {
  /** The membership price list (GET /products), null until loaded. */
  prices: PriceListEntry[] | null;
  loadFailure: string[];
  selectedMembershipType: GiftMembershipType | null;
  deliveryMethod: GiftDeliveryMethod;
  giftWrapped: boolean;
  mailedToGifter: boolean;
  shippingMethod: ShippingMethod | null;
  giftMessage: string;
  recipientContact: GiftContact;
  billingContact: GiftBilling;
  creditCard: CardFields;
  errors: GiftErrors;
  /** Catalogue codes of the last failed submit. */
  submitFailure: string[];
  sent: GiftSent | null;
}

/** The gift call's payload parts (partner spec §3 'Gift purchase payload'); the actor adds the key. */
export interface SendGiftInput {
  order_id: string;
  logistics: {
    membershipType: GiftMembershipType;
    deliveryMethod: GiftDeliveryMethod;
    giftMessage?: string;
    giftWrapped: boolean;
    mailedToGifter: boolean;
    shippingMethod?: ShippingMethod;
    totalCost: number;
  };
  billing: GiftContact;
  credit_card: CardFields;
  recipient: Partial<GiftContact> & Pick<GiftContact, 'firstName' | 'lastName' | 'email'>;
}

export interface GiftOrder extends GiftPrice {
  id: string;
}

export type GiftEvent =
  | { type: 'load.retry' }
  | { type: 'type.select'; membershipType: GiftMembershipType }
  | { type: 'type.continue' }
  | { type: 'delivery.method'; method: GiftDeliveryMethod }
  | { type: 'delivery.mailTo'; toGifter: boolean }
  | { type: 'delivery.shipping'; method: ShippingMethod }
  | { type: 'delivery.wrap'; wrapped: boolean }
  | { type: 'delivery.submit' }
  | { type: 'recipient.submit'; recipient: GiftContact; giftMessage: string }
  | { type: 'payment.submit'; billing: GiftBilling; card: CardFields }
  | { type: 'step.back' }
  | { type: 'delivery.edit' }
  | { type: 'recipient.edit' }
  | { type: 'confirm.return' };
