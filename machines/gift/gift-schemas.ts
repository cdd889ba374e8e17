// Gift validation of partner spec §5, one valibot schema per form (issue 13), checked by the gift chart
// through `checkForm`: delivery (a method; a shipping method when mailed), recipient (digital: names and
// e-mail; mailed: the whole address and phone too; the gift message up to 255), billing (every field) and
// the card (the shared card schema). Outputs are what the gift call takes: a digital recipient carries only
// its names and e-mail, billing drops billingSameAsShipping.
import * as v from 'valibot';
import { cardSchema } from '../forms/card-form';
import { isEmail } from '../forms/email';
import { requiredText } from '../forms/form-schema';
import { isCompletePhone } from '../forms/phone';
import { SHIPPING_COSTS, type ShippingMethod } from '../pricing';
import { CONTACT_MESSAGES } from '../purchase/contact-form';
import type { GiftDeliveryMethod } from './gift-types';

export const GIFT_MESSAGE_MAX = 255;

export const GIFT_FORM_MESSAGES = {
  deliveryMethodRequired: 'Delivery Method is required.',
  shippingMethodRequired: 'Shipping Method is required.',
  giftMessageTooLong: `Gift Message must be ${GIFT_MESSAGE_MAX} characters or fewer.`,
  phoneInvalid: 'Phone must be a 10-digit phone number.',
  emailInvalid: CONTACT_MESSAGES.emailInvalid,
} as const;

export const GIFT_CONTACT_LABELS = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  address: 'Street Address',
  city: 'City',
  state: 'State',
  postalCode: 'Postal Code',
  country: 'Country',
} as const;
type ContactField = keyof typeof GIFT_CONTACT_LABELS;

const METHODS = ['Email', 'Mail'] as const satisfies readonly GiftDeliveryMethod[];
const SHIPPING = Object.keys(SHIPPING_COSTS) as ShippingMethod[];

const required = (field: ContactField) =>
  requiredText(`${GIFT_CONTACT_LABELS[field]}${CONTACT_MESSAGES.required}`);

const email = v.pipe(
  required('email'),
  v.check((value) => isEmail(value), GIFT_FORM_MESSAGES.emailInvalid),
);
const phone = v.pipe(
  required('phone'),
  v.check((value) => isCompletePhone(value), GIFT_FORM_MESSAGES.phoneInvalid),
);

const names = { firstName: required('firstName'), lastName: required('lastName'), email };
const address = {
  phone,
  address: required('address'),
  city: required('city'),
  state: required('state'),
  postalCode: required('postalCode'),
  country: required('country'),
};

export const deliverySchema = v.pipe(
  v.object({
    deliveryMethod: v.picklist(METHODS, GIFT_FORM_MESSAGES.deliveryMethodRequired),
    shippingMethod: v.nullable(v.picklist(SHIPPING)),
  }),
  v.forward(
    v.partialCheck(
      [['deliveryMethod'], ['shippingMethod']],
      (input) => input.deliveryMethod !== 'Mail' || input.shippingMethod !== null,
      GIFT_FORM_MESSAGES.shippingMethodRequired,
    ),
    ['shippingMethod'],
  ),
);

/** Digital: names and e-mail; mailed: the address and phone as well. */
const giftMessage = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(GIFT_MESSAGE_MAX, GIFT_FORM_MESSAGES.giftMessageTooLong),
);
const digitalRecipient = v.object({ recipient: v.object(names), giftMessage });
const mailedRecipient = v.object({ recipient: v.object({ ...names, ...address }), giftMessage });

export function recipientSchema(deliveryMethod: GiftDeliveryMethod) {
  return deliveryMethod === 'Mail' ? mailedRecipient : digitalRecipient;
}

/** The gift's card: charged once, nothing renews; the expiry is sent as typed (MM/YY). */
export const giftCardSchema = (today: string) => cardSchema({ today, autoRenew: false, expirySent: 'MM/YY' });

export function paymentSchema(today: string) {
  return v.object({ billing: v.object({ ...names, ...address }), card: giftCardSchema(today) });
}

/** Spec §4: a packet mailed to the gifter with billing the same as shipping bills the mailing address. */
export const billingCopied = (mailedToGifter: boolean, billingSameAsShipping: boolean): boolean =>
  mailedToGifter && billingSameAsShipping;

/**
 * The payment form as the gifter fills it: the billing and the card, or only the card while the billing is
 * copied from the mailing address (the chart copies it before it checks the whole payment).
 */
export function paymentFormSchema(today: string, copied: boolean) {
  return copied ? v.object({ card: giftCardSchema(today) }) : paymentSchema(today);
}
