// The gift screens' headings (partner spec §2.5 strings), apart from the screens so the binding and the
// browser checks can name a step without loading its screen.
export const GIFT_ROOT_HEADING = 'What membership would you like to gift?';
export const GIFT_TITLE = 'Gift Membership';
export const GIFT_DELIVERY_HEADING = 'Delivery';
export const GIFT_RECIPIENT_HEADING = 'Recipient Information';
export const GIFT_PAYMENT_HEADING = 'Payment';
export const GIFT_CONFIRM_HEADING = 'Your Gift Has Set Sail';
