// The renewal's selection (spec §2, §4 Renewal): the membership being renewed, 'Upgrade to Gold Card' for
// a Lake Card holder (toggles the type; the cart's prices follow), the purchase's trailer care choice, and
// Continue to contact.
import { Button } from '@/ui/button';
import { CheckboxField } from '@/ui/checkbox-field';
import { ErrorCodesAlert } from '@/ui/support-line';
import { GOLD_CARD, LAKE_CARD } from '@/machines/purchase/membership-types';
import { formatDate } from '@/screens/auto-renew/format-date';
import { formatMoney } from '@/screens/purchase/format-money';
import { PurchaseLayout } from '@/screens/purchase/purchase-layout';
import type { PurchaseScreenProps } from '@/screens/purchase/purchase-screen-props';
import { listPrice } from '@/screens/purchase/purchase-view';
import { TrailerCareChoice } from '@/screens/purchase/trailer-care-choice';
import { SELECTION_HEADING, UPGRADE_TO_GOLD } from './renewal-headings';

export function SelectionScreen({ snapshot, send }: PurchaseScreenProps) {
  const { renewal, membershipType, errors } = snapshot.context;
  const busy = snapshot.hasTag('submitting');
  const gold = listPrice(snapshot, 'membership', GOLD_CARD);
  return (
    <PurchaseLayout snapshot={snapshot} send={send}>
      <section className="purchase-step" aria-labelledby="selection-heading">
        <h2 id="selection-heading">{SELECTION_HEADING}</h2>
        {renewal && (
          <p>
            {renewal.currentType} #{renewal.membershipNumber}
            {renewal.expirationDate
              ? `, ${renewal.expired ? 'expired' : 'expires'} ${formatDate(renewal.expirationDate)}`
              : ''}
          </p>
        )}
        <ErrorCodesAlert codes={errors.selection} />
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'type.continue' });
          }}
        >
          {renewal?.currentType === LAKE_CARD && (
            <CheckboxField
              label={`${UPGRADE_TO_GOLD}${gold === undefined ? '' : ` (${formatMoney(gold)} per year)`}`}
              checked={membershipType === GOLD_CARD}
              onChange={(e) => send({ type: 'renewal.upgradeToGold', value: e.currentTarget.checked })}
            />
          )}
          <TrailerCareChoice snapshot={snapshot} send={send} />
          <div className="button-row">
            <Button type="submit" busy={busy} disabled={busy}>
              Continue
            </Button>
          </div>
        </form>
      </section>
    </PurchaseLayout>
  );
}
