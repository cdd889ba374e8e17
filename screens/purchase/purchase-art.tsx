// The layout's picture (nothing loaded from a CDN): a boat on the water, and for a trial a 'Free Trial'
// pennant. Two SVG files of the portal's own, not inline markup: the picture costs the first screen no
// JavaScript and arrives beside it (the header's navy stands in until then). Decorative: an empty alt.
import regularArt from './purchase-art.svg?no-inline';
import trialArt from './purchase-art-trial.svg?no-inline';

export function PurchaseArt({ trial }: { trial: boolean }) {
  return (
    <img
      className="purchase__art"
      src={trial ? trialArt : regularArt}
      alt=""
      data-art={trial ? 'trial' : 'regular'}
    />
  );
}
