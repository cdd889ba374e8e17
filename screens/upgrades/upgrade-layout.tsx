// The frame of every upgrade step: the journey's title, the step, and the order summary (what is bought
// and its price, from the chart's selectors). It shares the purchase's grid and cart (theme.css
// 'Purchase journey').
import type { ReactNode } from 'react';
import { upgradeSummary } from '@/machines/upgrades/upgrade-offer';
import { CartSummary } from '@/screens/purchase/cart-summary';
import { GOLD_UPGRADE_TITLE, TRAILER_CARE_UPGRADE_TITLE } from './upgrade-headings';
import type { UpgradeScreenProps } from './upgrade-screen-props';

export const ORDER_SUMMARY = 'Order Summary';

export interface UpgradeLayoutProps extends UpgradeScreenProps {
  children: ReactNode;
}

export function UpgradeLayout({ snapshot, children }: UpgradeLayoutProps) {
  const { context } = snapshot;
  const summary = upgradeSummary(context);
  const membership = context.start?.membership;
  return (
    <div className="purchase upgrade">
      <header className="purchase__header upgrade__header">
        <h1 className="purchase__title">
          {context.kind === 'membership' ? GOLD_UPGRADE_TITLE : TRAILER_CARE_UPGRADE_TITLE}
        </h1>
        {membership && (
          <p className="upgrade__membership">
            {context.receipt?.membershipType ?? membership.membership_type__c} · Membership Number{' '}
            {membership.membershipNumber}
          </p>
        )}
      </header>
      <div className="purchase__screen">{children}</div>
      {summary && (
        <aside className="purchase__aside" aria-label={ORDER_SUMMARY}>
          <CartSummary
            title={ORDER_SUMMARY}
            lines={[
              {
                label: `${summary.paymentType}: ${summary.item}`,
                amount: summary.total,
                detail: summary.detail,
              },
            ]}
            total={summary.total}
          />
        </aside>
      )}
    </div>
  );
}
