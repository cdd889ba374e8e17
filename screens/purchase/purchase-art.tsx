// The layout's picture, drawn inline (nothing loaded from a CDN): a boat on the water, and for a trial a
// 'Free Trial' pennant. Decorative: hidden from screen readers.

export function PurchaseArt({ trial }: { trial: boolean }) {
  return (
    <svg
      className="purchase__art"
      viewBox="0 0 320 120"
      aria-hidden="true"
      focusable="false"
      data-art={trial ? 'trial' : 'regular'}
    >
      <rect width="320" height="120" fill="#13315c" />
      <circle cx="262" cy="32" r="16" fill="#f6c85f" />
      <path d="M0 84 Q40 74 80 84 T160 84 T240 84 T320 84 V120 H0 Z" fill="#1b6ca8" />
      <path d="M0 98 Q40 88 80 98 T160 98 T240 98 T320 98 V120 H0 Z" fill="#2f86c5" />
      <path d="M96 78 H190 L176 92 H108 Z" fill="#ffffff" />
      <rect x="122" y="62" width="36" height="16" rx="3" fill="#e6f1fa" />
      <rect x="128" y="66" width="10" height="7" fill="#13315c" />
      <rect x="142" y="66" width="10" height="7" fill="#13315c" />
      <path d="M40 60 l10 -6 l10 6" stroke="#e6f1fa" strokeWidth="2" fill="none" />
      {trial && (
        <g>
          <path d="M210 48 H300 L288 62 L300 76 H210 Z" fill="#f6c85f" />
          <text x="222" y="67" fontSize="14" fontWeight="700" fill="#0b2545">
            Free Trial
          </text>
        </g>
      )}
    </svg>
  );
}
