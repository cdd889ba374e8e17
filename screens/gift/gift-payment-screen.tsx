// Payment (partner spec §2.5, §5): the billing contact (copied from the shipping address when the packet
// is mailed to the gifter and 'same as shipping' is ticked) and the card inputs every card form shares.
// Modular Forms holds them on the chart's payment schema (its card part alone when billing is copied): a
// field's message shows once it is left and clears as it is corrected. The submit is the chart's, which
// checks with the same schema and sends the gift once (a second click while it runs does nothing).
import { getValues, validate } from '@modular-forms/react';
import { useState } from 'react';
import type * as v from 'valibot';
import { EMPTY_CARD, type CardFields } from '@/machines/forms/card-form';
import { billingCopied, paymentFormSchema } from '@/machines/gift/gift-schemas';
import type { GiftContact } from '@/machines/gift/gift-types';
import { giftPriceOf } from '@/machines/gift/gift-summary';
import { CardInputs } from '@/screens/forms/card-inputs';
import { useSchemaForm } from '@/screens/forms/schema-form';
import type { PathFormStore } from '@/screens/forms/store-fields';
import { CheckboxField } from '@/ui/checkbox-field';
import { formatMoney } from '@/screens/purchase/format-money';
import { useFreshErrors } from '@/screens/purchase/use-fresh-errors';
import { PaymentFormFrame } from '@/screens/payment/payment-form-frame';
import { GiftContactFields } from './gift-contact-fields';
import { GIFT_PAYMENT_HEADING } from './gift-headings';
import { GiftLayout } from './gift-layout';
import type { GiftScreenProps } from './gift-screen-props';

export const BILLING_SAME_AS_SHIPPING = 'Billing address is the same as shipping';
export const SEND_GIFT = 'Purchase Gift';

// Mapped copies: Modular Forms needs type literals (an interface has no index signature).
type GiftPaymentValues = { billing: Pick<GiftContact, keyof GiftContact>; card: CardFields };

export function GiftPaymentScreen({ snapshot, send }: GiftScreenProps) {
  const { context } = snapshot;
  const [sameAsShipping, setSameAsShipping] = useState(context.billingContact.billingSameAsShipping);
  const copied = billingCopied(context.mailedToGifter, sameAsShipping);
  // The form's schema reads only the card of the values it holds while the billing is copied.
  const schema = paymentFormSchema(
    context.today,
    copied,
  ) as v.GenericSchema<unknown> as v.GenericSchema<GiftPaymentValues>;
  // The card is never stored: after a reload (or a failed attempt) the card inputs start empty.
  const [form] = useSchemaForm<GiftPaymentValues>(schema, {
    billing: context.billingContact,
    card: { ...EMPTY_CARD, ...context.creditCard },
  });
  const chart = useFreshErrors(context.errors);
  const submitting = snapshot.hasTag('submitting');
  const total = giftPriceOf(context)?.total_cost;
  return (
    <GiftLayout snapshot={snapshot} send={send}>
      <section className="purchase-step" aria-labelledby="gift-payment-heading">
        <h2 id="gift-payment-heading">{GIFT_PAYMENT_HEADING}</h2>
        <PaymentFormFrame
          onSubmit={() => {
            const values = getValues(form) as Partial<GiftPaymentValues>;
            send({
              type: 'payment.submit',
              billing: {
                ...context.billingContact,
                ...values.billing,
                billingSameAsShipping: sameAsShipping,
              },
              card: { ...EMPTY_CARD, ...values.card },
            });
            void validate(form, { shouldFocus: true });
          }}
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
                checked={sameAsShipping}
                onChange={(e) => setSameAsShipping(e.target.checked)}
              />
            )}
            {!copied && (
              <GiftContactFields
                form={form as unknown as PathFormStore}
                at="billing."
                section="billing"
                withAddress
                chart={chart}
              />
            )}
          </fieldset>
          <fieldset className="purchase-form__group">
            <legend>Credit Card</legend>
            <CardInputs
              form={form as unknown as PathFormStore}
              at="card."
              disabled={submitting}
              chart={chart}
            />
          </fieldset>
        </PaymentFormFrame>
      </section>
    </GiftLayout>
  );
}
