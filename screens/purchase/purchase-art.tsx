// The layout's picture, drawn inline (nothing loaded from a CDN): a boat on the water, and for a trial a
// 'Free Trial' pennant. Decorative: hidden from screen readers.

export function PurchaseArt({ trial }: { trial: boolean }) {
  return (
    <svg
      className="purchase__art"
      viewBox="0 0 1200 160"
      preserveAspectRatio="xMaxYMax slice"
      aria-hidden="true"
      focusable="false"
      data-art={trial ? 'trial' : 'regular'}
    >
      <rect width="1200" height="160" fill="#13315c" />
      <circle cx="1150" cy="64" r="16" fill="#f6c85f" />
      <path d="M780 100 l9 -6 l9 6 M815 94 l7 -5 l7 5" stroke="#e6f1fa" strokeWidth="2" fill="none" />
      <path
        d="M0 120 Q50 108 100 120 T200 120 T300 120 T400 120 T500 120 T600 120 T700 120 T800 120 T900 120 T1000 120 T1100 120 T1200 120 V160 H0 Z"
        fill="#1b6ca8"
      />
      <path d="M890 112 H1010 L992 130 H908 Z" fill="#ffffff" />
      <rect x="922" y="92" width="46" height="20" rx="3" fill="#e6f1fa" />
      <rect x="930" y="97" width="12" height="8" fill="#13315c" />
      <rect x="948" y="97" width="12" height="8" fill="#13315c" />
      <path
        d="M0 136 Q50 124 100 136 T200 136 T300 136 T400 136 T500 136 T600 136 T700 136 T800 136 T900 136 T1000 136 T1100 136 T1200 136 V160 H0 Z"
        fill="#2f86c5"
      />
      {trial && (
        <g>
          <path d="M1020 84 H1150 L1136 100 L1150 116 H1020 Z" fill="#f6c85f" />
          <text
            x="1030"
            y="106"
            fontSize="17"
            fontWeight="700"
            fill="#0b2545"
            textLength="100"
            lengthAdjust="spacingAndGlyphs"
          >
            Free Trial
          </text>
        </g>
      )}
    </svg>
  );
}
