// The offers list's tabs (active, awaiting approval, prior) with their counts, as a WAI-ARIA tab list: the
// arrow keys, Home and End move between tabs, and only the chosen tab is in the Tab order.
import { useRef, type KeyboardEvent } from 'react';
import { OFFER_TABS, type OfferTab } from '@/machines/partner/partner-rules';

export const OFFERS_PANEL_ID = 'offers-panel';
export const offerTabId = (tab: OfferTab) => `offers-tab-${tab}`;

export function OfferTabs({
  tab,
  counts,
  onChoose,
}: {
  tab: OfferTab;
  counts: Record<OfferTab, number>;
  onChoose: (tab: OfferTab) => void;
}) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const count = OFFER_TABS.length;
    const at = OFFER_TABS.findIndex((t) => t.key === tab);
    const targets: Record<string, number> = {
      ArrowRight: at + 1,
      ArrowDown: at + 1,
      ArrowLeft: at - 1 + count,
      ArrowUp: at - 1 + count,
      Home: 0,
      End: count - 1,
    };
    const target = targets[event.key];
    const chosen = target === undefined ? undefined : OFFER_TABS[target % count];
    if (!chosen) return;
    event.preventDefault();
    onChoose(chosen.key);
    list.current?.querySelector<HTMLElement>(`#${offerTabId(chosen.key)}`)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label="Offers"
      className="programs-offers__tabs"
      ref={list}
      onKeyDown={onKeyDown}
    >
      {OFFER_TABS.map((t) => (
        <button
          key={t.key}
          type="button"
          role="tab"
          id={offerTabId(t.key)}
          aria-selected={t.key === tab}
          aria-controls={OFFERS_PANEL_ID}
          tabIndex={t.key === tab ? 0 : -1}
          className="programs-offers__tab"
          onClick={() => onChoose(t.key)}
        >
          {t.label} ({counts[t.key]})
        </button>
      ))}
    </div>
  );
}
