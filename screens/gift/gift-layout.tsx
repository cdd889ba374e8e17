// The frame of every gift step (partner spec §2.5): header 'Gift Membership', the step, and the order
// summary aside. It shares the purchase's grid, step cards and cart (theme.css 'Purchase journey').
import type { ReactNode } from 'react';
import { giftPriceOf, giftSummaryLines } from '@/machines/gift/gift-summary';
import { CartSummary } from '@/screens/purchase/cart-summary';
import { GIFT_TITLE } from './gift-headings';
import type { GiftScreenProps } from './gift-screen-props';

export const ORDER_SUMMARY = 'Order Summary';

export interface GiftLayoutProps extends GiftScreenProps {
  children: ReactNode;
  /** The order summary aside (not on the type choice nor the confirmation). */
  summary?: boolean;
}

export function GiftLayout({ snapshot, children, summary = true }: GiftLayoutProps) {
  const price = summary ? giftPriceOf(snapshot.context) : null;
  return (
    <div className="purchase gift">
      <header className="purchase__header gift__header">
        <h1 className="purchase__title">{GIFT_TITLE}</h1>
      </header>
      <div className="purchase__screen">{children}</div>
      {price && (
        <aside className="purchase__aside" aria-label={ORDER_SUMMARY}>
          <CartSummary
            title={ORDER_SUMMARY}
            lines={giftSummaryLines(snapshot.context)}
            total={price.total_cost}
          />
        </aside>
      )}
    </div>
  );
}
