// Payment (spec §2 'Payment' / 'Credit Card Information', §5 card and code rules, §8 checkout errors,
// §9 donation): donation, one discount code, the card, the billing address, 'Confirm Membership'.
// Rules, messages and amounts are the chart's; checkout errors are shown through the error catalogue.
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { paymentCardSchema } from '@/machines/purchase.machine';
import { CODE_MESSAGES, autoRenewRequiredMessage } from '@/machines/purchase/code-rules';
import { purchaseSummary } from '@/machines/purchase/summary';
import { CardPaymentForm } from '@/screens/payment/card-payment-form';
import { DiscountCodeForm } from './discount-code-form';
import { DonationChoice } from './donation-choice';
import { PurchaseLayout } from './purchase-layout';
import type { PurchaseScreenProps } from './purchase-screen-props';

export const PAYMENT_HEADING = 'Payment';
export const TRIAL_PAYMENT_HEADING = 'Credit Card Information';
export const CONFIRM_MEMBERSHIP = 'Confirm Membership';
export const SAME_AS_CONTACT_ADDRESS = 'Billing address is the same as my contact address';

export function PaymentScreen({ snapshot, send }: PurchaseScreenProps) {
  const { context } = snapshot;
  const summary = purchaseSummary(context);
  const errors = context.errors;

  return (
    <PurchaseLayout snapshot={snapshot} send={send}>
      <section className="purchase-step" aria-labelledby="payment-heading">
        <h2 id="payment-heading">{summary.paymentTitle}</h2>
        <DonationChoice snapshot={snapshot} send={send} />
        {/* keyed by the applied code: applying or removing one starts the field afresh (pristine) */}
        <DiscountCodeForm key={context.code?.name ?? ''} snapshot={snapshot} send={send} />
        <CardPaymentForm
          card={context.card}
          billing={context.billing}
          cardSchema={paymentCardSchema(context)}
          errors={errors}
          failureCodes={errors.checkout}
          sameAsLabel={SAME_AS_CONTACT_ADDRESS}
          submitLabel={CONFIRM_MEMBERSHIP}
          submitting={snapshot.matches({ payment: 'submitting' })}
          showBack={snapshot.can({ type: 'step.back' })}
          send={send}
        />
        <Dialog
          open={snapshot.matches({ payment: 'autoRenewRequired' })}
          title={context.code ? autoRenewRequiredMessage(context.code) : CODE_MESSAGES.discountNeedsAutoRenew}
          onClose={() => send({ type: 'autoRenewRequired.close' })}
          closeButton={false}
          actions={<Button onClick={() => send({ type: 'autoRenewRequired.close' })}>Close</Button>}
        >
          <p>{CODE_MESSAGES.autoRenewModal}</p>
        </Dialog>
      </section>
    </PurchaseLayout>
  );
}
