// Payment (partner spec §2.5, §5): the billing contact (copied from the shipping address when the packet
// is mailed to the gifter and 'same as shipping' is ticked) and the shared card form; the submit is the
// chart's, which sends the gift once (a second click while it runs does nothing).
import { useMemo, useState } from 'react';
import { EMPTY_CARD, type CardFields } from '@/machines/forms/card-form';
import type { GiftBilling } from '@/machines/gift/gift-types';
import { giftPriceOf } from '@/machines/gift/gift-summary';
import { CheckboxField } from '@/ui/checkbox-field';
import { formatMoney } from '@/screens/purchase/format-money';
import { useFreshErrors } from '@/screens/purchase/use-fresh-errors';
import { CardEntry } from '@/screens/payment/card-entry';
import { PaymentFormFrame } from '@/screens/payment/payment-form-frame';
import { GiftContactFields } from './gift-contact-fields';
import { GIFT_PAYMENT_HEADING } from './gift-headings';
import { GiftLayout } from './gift-layout';
import type { GiftScreenProps } from './gift-screen-props';

export const BILLING_SAME_AS_SHIPPING = 'Billing address is the same as shipping';
export const SEND_GIFT = 'Purchase Gift';

export function GiftPaymentScreen({ snapshot, send }: GiftScreenProps) {
  const { context } = snapshot;
  const [billing, setBilling] = useState<GiftBilling>(context.billingContact);
  // The card is never stored: after a reload (or a failed attempt) the card form starts empty.
  const [card, setCard] = useState<CardFields>({ ...EMPTY_CARD, ...context.creditCard });
  const fresh = useFreshErrors(context.errors);
  // The chart keys the card's messages 'card.<field>'; the card entry takes them by field.
  const cardErrors = useMemo(() => prefixed(context.errors, 'card.'), [context.errors]);
  const submitting = snapshot.hasTag('submitting');
  const copied = context.mailedToGifter && billing.billingSameAsShipping;
  const total = giftPriceOf(context)?.total_cost;
  return (
    <GiftLayout snapshot={snapshot} send={send}>
      <section className="purchase-step" aria-labelledby="gift-payment-heading">
        <h2 id="gift-payment-heading">{GIFT_PAYMENT_HEADING}</h2>
        <PaymentFormFrame
          onSubmit={() => send({ type: 'payment.submit', billing, card })}
          failureCodes={context.submitFailure}
          submitLabel={`${SEND_GIFT}${total !== undefined ? ` (${formatMoney(total)})` : ''}`}
          submitting={submitting}
          onBack={() => send({ type: 'step.back' })}
        >
          <fieldset className="purchase-form__group">
            <legend>Billing Information</legend>
            {context.mailedToGifter && (
              <CheckboxField
                label={BILLING_SAME_AS_SHIPPING}
                checked={billing.billingSameAsShipping}
                onChange={(e) => setBilling((b) => ({ ...b, billingSameAsShipping: e.target.checked }))}
              />
            )}
            {!copied && (
              <GiftContactFields
                section="billing"
                withAddress
                values={billing}
                errorOf={(field) => fresh.errorOf(`billing.${field}`)}
                onChange={(patch) => {
                  setBilling((b) => ({ ...b, ...patch }));
                  fresh.edited(Object.keys(patch).map((field) => `billing.${field}`));
                }}
              />
            )}
          </fieldset>
          <fieldset className="purchase-form__group">
            <legend>Credit Card</legend>
            <CardEntry card={card} setCard={setCard} errors={cardErrors} disabled={submitting} />
          </fieldset>
        </PaymentFormFrame>
      </section>
    </GiftLayout>
  );
}

function prefixed(errors: Record<string, string>, prefix: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, message]) => [key.slice(prefix.length), message]),
  );
}
