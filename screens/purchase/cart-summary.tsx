// 'My Cart' (spec §2 layout, §9 prices): collapsible; every amount comes from the chart's cart selector,
// this file only formats.
import { useId, useState } from 'react';
import { formatMoney } from './format-money';

export interface CartLine {
  label: string;
  /** Dollars; negative for a discount or credit. */
  amount: number;
  /** A second line: 'Up to $600 per incident', '30-day trial'. */
  detail?: string | null;
}

export interface CartSummaryProps {
  lines: readonly CartLine[];
  total: number;
  /** 'Change Membership Selections' (hidden with a trial promotion), when the chart allows it. */
  onChangeSelections?: (() => void) | null;
  /** The summary's name: 'My Cart' in the purchase, 'Order Summary' in the gift. */
  title?: string;
}

export function CartSummary({ lines, total, onChangeSelections, title = 'My Cart' }: CartSummaryProps) {
  // Open beside the steps; folded on a phone, where it sits above them (theme.css, 800 px).
  const [open, setOpen] = useState(() => !window.matchMedia?.('(max-width: 800px)').matches);
  const bodyId = useId();
  return (
    <section className="purchase-cart" aria-labelledby={`${bodyId}-title`}>
      <h2 className="purchase-cart__title" id={`${bodyId}-title`}>
        <button
          type="button"
          className="purchase-cart__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((value) => !value)}
        >
          {title}
          <span className="purchase-cart__total-inline">{formatMoney(total)}</span>
          <span className="purchase-cart__chevron" aria-hidden="true" />
        </button>
      </h2>
      <div id={bodyId} className="purchase-cart__body" hidden={!open}>
        <dl className="purchase-cart__lines">
          {lines.map((line) => (
            <div className="purchase-cart__line" key={line.label}>
              <dt>
                {line.label}
                {line.detail && <span className="purchase-cart__detail">{line.detail}</span>}
              </dt>
              <dd>{formatMoney(line.amount)}</dd>
            </div>
          ))}
          <div className="purchase-cart__line purchase-cart__line--total">
            <dt>Total</dt>
            <dd>{formatMoney(total)}</dd>
          </div>
        </dl>
        {onChangeSelections && (
          <button type="button" className="btn btn--link purchase-cart__change" onClick={onChangeSelections}>
            Change Membership Selections
          </button>
        )}
      </div>
    </section>
  );
}
