// 'Your Gift Has Set Sail' (partner spec §2.5, §9): what happens next by delivery method, and 'Return to
// Website'. The chart has cleared the gift; only the delivery it names is left.
import { Button } from '@/ui/button';
import { GIFT_CONFIRM_HEADING } from './gift-headings';
import { GiftLayout } from './gift-layout';
import type { GiftScreenProps } from './gift-screen-props';

export const RETURN_TO_WEBSITE = 'Return to Website';

export function giftSentMessage(sent: GiftScreenProps['snapshot']['context']['sent']): string {
  if (sent?.deliveryMethod === 'Email')
    return 'The digital membership packet will be e-mailed within 1 hour of your purchase.';
  const standard = sent?.shippingMethod === 'Standard' ? ' Standard mail takes 2–5 days.' : '';
  return `The membership packet ships the next business day (Monday–Friday).${standard}`;
}

export function GiftConfirmationScreen({ snapshot, send }: GiftScreenProps) {
  return (
    <GiftLayout snapshot={snapshot} send={send} summary={false}>
      <section
        className="purchase-step purchase-confirmation gift-confirmation"
        aria-labelledby="gift-sent-heading"
      >
        <h2 id="gift-sent-heading">{GIFT_CONFIRM_HEADING}</h2>
        <p>Thank you for your gift. Your payment was received.</p>
        <p>{giftSentMessage(snapshot.context.sent)}</p>
        <div className="button-row">
          <Button onClick={() => send({ type: 'confirm.return' })}>{RETURN_TO_WEBSITE}</Button>
        </div>
      </section>
    </GiftLayout>
  );
}
