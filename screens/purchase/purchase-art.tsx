// The layout's picture (nothing loaded from a CDN): a boat on the water, and for a trial a 'Free Trial'
// pennant laid over it (same view box, so the two line up). SVG files of the portal's own, not inline
// markup: the picture costs the first screen no JavaScript and arrives beside it (the header's navy stands
// in until then). Decorative: empty alts.
import boatArt from './purchase-art.svg?no-inline';
import pennantArt from './purchase-art-pennant.svg?no-inline';

export function PurchaseArt({ trial }: { trial: boolean }) {
  return (
    <>
      <img className="purchase__art" src={boatArt} alt="" />
      {trial && <img className="purchase__art" src={pennantArt} alt="" data-art="trial" />}
    </>
  );
}
