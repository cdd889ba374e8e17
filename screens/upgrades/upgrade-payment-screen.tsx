// An upgrade's payment (member spec §4 payment types, §5 Payment, §8 errors): what is bought and its
// price, the purchase's card and billing fieldsets, 'Confirm Upgrade'. The chart checks the card and the
// billing address and charges once; a refused card shows the catalogue's text, the typed card stays to mend.
import { useState } from 'react';
import { Button } from '@/ui/button';
import { ErrorCodesAlert } from '@/ui/support-line';
import { EMPTY_CARD, type CardFields } from '@/machines/forms/card-form';
import type { BillingAddress } from '@/machines/purchase/billing-form';
import { upgradeSummary } from '@/machines/upgrades/upgrade-offer';
import { CardBillingFieldsets } from '@/screens/purchase/card-billing-fieldsets';
import { formatMoney } from '@/screens/purchase/format-money';
import { CONFIRM_UPGRADE, SAME_AS_ACCOUNT_ADDRESS, UPGRADE_PAYMENT_HEADING } from './upgrade-headings';
import { UpgradeLayout } from './upgrade-layout';
import type { UpgradeScreenProps } from './upgrade-screen-props';

export function UpgradePaymentScreen({ snapshot, send }: UpgradeScreenProps) {
  const { context } = snapshot;
  const summary = upgradeSummary(context);
  // The card is never stored: after a reload the card fields start empty.
  const [card, setCard] = useState<CardFields>({ ...EMPTY_CARD, ...context.card });
  const [billing, setBilling] = useState<BillingAddress>(context.billing);
  const submitting = snapshot.hasTag('submitting');
  const back = { type: 'step.back' } as const;
  const address = context.start?.address;
  return (
    <UpgradeLayout snapshot={snapshot} send={send}>
      <section className="purchase-step" aria-labelledby="upgrade-payment-heading">
        <h2 id="upgrade-payment-heading">{UPGRADE_PAYMENT_HEADING}</h2>
        {summary && (
          <p className="upgrade-payment__due">
            {summary.paymentType}: {summary.item} — <strong>{formatMoney(summary.total)}</strong> due today
          </p>
        )}
        <form
          noValidate
          className="purchase-form"
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'payment.submit', card, billing });
          }}
        >
          <CardBillingFieldsets
            card={card}
            setCard={setCard}
            billing={billing}
            setBilling={setBilling}
            errors={context.errors}
            sameAsLabel={
              address
                ? `${SAME_AS_ACCOUNT_ADDRESS} (${address.street}, ${address.city}, ${address.state})`
                : null
            }
            disabled={submitting}
          />
          <ErrorCodesAlert codes={context.errors.payment} />
          <div className="button-row">
            <Button variant="secondary" onClick={() => send(back)} disabled={submitting}>
              Back
            </Button>
            <Button type="submit" busy={submitting}>
              {CONFIRM_UPGRADE}
            </Button>
          </div>
        </form>
      </section>
    </UpgradeLayout>
  );
}
