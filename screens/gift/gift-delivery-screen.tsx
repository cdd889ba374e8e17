// Delivery (partner spec §2.5, §4, §9): a digital packet by e-mail or a mailed packet; mailed: to the
// recipient or to the gifter, the shipping method and gift wrap. Each choice goes to the chart at once, so
// the order summary follows it; a new delivery method clears what the chart clears (spec §4).
import { GIFT_WRAP_COST, SHIPPING_COSTS, type ShippingMethod } from '@/machines/pricing';
import type { GiftDeliveryMethod } from '@/machines/gift/gift-types';
import { Button } from '@/ui/button';
import { CheckboxField } from '@/ui/checkbox-field';
import { RadioGroup } from '@/ui/radio-group';
import { formatMoney } from '@/screens/purchase/format-money';
import { GIFT_DELIVERY_HEADING } from './gift-headings';
import { GiftLayout } from './gift-layout';
import type { GiftScreenProps } from './gift-screen-props';
import { StepButtons } from '@/ui/step-buttons';

export const DELIVERY_METHODS: ReadonlyArray<{ value: GiftDeliveryMethod; label: string }> = [
  { value: 'Email', label: 'Digital Packet via Email' },
  { value: 'Mail', label: 'Mailed Membership Packet (additional shipping and handling)' },
];
export const MAIL_TO = { recipient: 'Mail to Recipient', gifter: 'Mail to Me' } as const;
export const GIFT_WRAP_LABEL = `Gift wrap the membership packet (${formatMoney(GIFT_WRAP_COST)})`;

export function GiftDeliveryScreen({ snapshot, send }: GiftScreenProps) {
  const { context } = snapshot;
  const mailed = context.deliveryMethod === 'Mail';
  return (
    <GiftLayout snapshot={snapshot} send={send}>
      <section className="purchase-step" aria-labelledby="gift-delivery-heading">
        <h2 id="gift-delivery-heading">{GIFT_DELIVERY_HEADING}</h2>
        <form
          noValidate
          className="purchase-form"
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'delivery.submit' });
          }}
        >
          <RadioGroup
            legend="Delivery Method"
            name="deliveryMethod"
            options={DELIVERY_METHODS}
            value={context.deliveryMethod}
            error={context.errors.deliveryMethod}
            onChange={(method) => send({ type: 'delivery.method', method })}
          />
          {mailed && (
            <>
              <RadioGroup
                legend="Gift Delivery"
                name="mailTo"
                options={[
                  { value: 'recipient', label: MAIL_TO.recipient },
                  { value: 'gifter', label: MAIL_TO.gifter },
                ]}
                value={context.mailedToGifter ? 'gifter' : 'recipient'}
                onChange={(to) => send({ type: 'delivery.mailTo', toGifter: to === 'gifter' })}
              />
              <RadioGroup
                legend="Shipping Method"
                name="shippingMethod"
                options={(Object.keys(SHIPPING_COSTS) as ShippingMethod[]).map((method) => ({
                  value: method,
                  label: method,
                  detail: formatMoney(SHIPPING_COSTS[method]),
                }))}
                value={context.shippingMethod}
                error={context.errors.shippingMethod || undefined}
                onChange={(method) => send({ type: 'delivery.shipping', method })}
              />
              <CheckboxField
                label={GIFT_WRAP_LABEL}
                checked={context.giftWrapped}
                onChange={(e) => send({ type: 'delivery.wrap', wrapped: e.target.checked })}
              />
              <p className="gift-note">
                Mailed gifts ship the next business day (Monday–Friday). Standard mail takes 2–5 days.
              </p>
            </>
          )}
          <StepButtons onBack={() => send({ type: 'step.back' })}>
            <Button type="submit">Continue</Button>
          </StepButtons>
        </form>
      </section>
    </GiftLayout>
  );
}
