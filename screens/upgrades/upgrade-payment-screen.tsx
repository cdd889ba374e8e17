// An upgrade's payment (member spec §4 payment types, §5 Payment, §8 errors): what is bought and its
// price, the card payment form every card charge shares, 'Confirm Upgrade'. The chart checks the card and
// the billing address and charges once; a refused card shows the catalogue's text, the typed card stays.
import { upgradeSummary } from '@/machines/upgrades/upgrade-offer';
import { upgradeCardSchema } from '@/machines/upgrades/upgrade-setup';
import { CardPaymentForm } from '@/screens/payment/card-payment-form';
import { formatMoney } from '@/screens/purchase/format-money';
import { CONFIRM_UPGRADE, SAME_AS_ACCOUNT_ADDRESS, UPGRADE_PAYMENT_HEADING } from './upgrade-headings';
import { UpgradeLayout } from './upgrade-layout';
import type { UpgradeScreenProps } from './upgrade-screen-props';

export function UpgradePaymentScreen({ snapshot, send }: UpgradeScreenProps) {
  const { context } = snapshot;
  const summary = upgradeSummary(context);
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
        <CardPaymentForm
          card={context.card}
          billing={context.billing}
          cardSchema={upgradeCardSchema(context)}
          errors={context.errors}
          failureCodes={context.errors.payment}
          sameAsLabel={
            address
              ? `${SAME_AS_ACCOUNT_ADDRESS} (${address.street}, ${address.city}, ${address.state})`
              : null
          }
          submitLabel={CONFIRM_UPGRADE}
          submitting={snapshot.hasTag('submitting')}
          showBack
          lockWhileSubmitting
          send={send}
        />
      </section>
    </UpgradeLayout>
  );
}
