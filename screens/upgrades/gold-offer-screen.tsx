// The Lake to Gold offer (member spec §2 'upgrades/membership/selection', §9): its price, what Gold adds to
// a Lake Card, and that it takes effect within 24 hours. Continue goes to the payment.
import { Button } from '@/ui/button';
import { LinkButton } from '@/ui/link-button';
import { upgradeSummary } from '@/machines/upgrades/upgrade-offer';
import { formatMoney } from '@/screens/purchase/format-money';
import { BACK_TO_MEMBER_CENTER, GOLD_OFFER_HEADING } from './upgrade-headings';
import { UpgradeLayout } from './upgrade-layout';
import type { UpgradeScreenProps } from './upgrade-screen-props';

/** Spec §9 coverage: what the Gold Card adds to the Lake Card's inland waters. */
export const GOLD_ADDS = [
  'Coverage on salt water as well as fresh water: coastal bays, the ocean and the Great Lakes.',
  'Coverage everywhere the Lake Card stops: Alaska, Florida, Hawaii, Puerto Rico and the U.S. Virgin Islands.',
  'Dock-to-dock towing up to 25 miles, on every boat on your membership.',
] as const;

export function GoldOfferScreen({ snapshot, send }: UpgradeScreenProps) {
  const summary = upgradeSummary(snapshot.context);
  const next = { type: 'upgrade.continue' } as const;
  return (
    <UpgradeLayout snapshot={snapshot} send={send}>
      <section className="purchase-step upgrade-offer" aria-labelledby="gold-offer-heading">
        <h2 id="gold-offer-heading">{GOLD_OFFER_HEADING}</h2>
        {summary && (
          <p className="upgrade-offer__price">
            Upgrade your Lake Card to a Gold Card for <strong>{formatMoney(summary.total)}</strong>, the
            difference between the two memberships for the rest of this membership year.
          </p>
        )}
        <h3>What the Gold Card adds</h3>
        <ul className="upgrade-offer__adds">
          {GOLD_ADDS.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>Your upgrade takes effect within 24 hours of payment; your expiration date stays the same.</p>
        <div className="button-row">
          <LinkButton to="/members" variant="secondary">
            {BACK_TO_MEMBER_CENTER}
          </LinkButton>
          <Button onClick={() => send(next)} disabled={!snapshot.can(next)}>
            Continue
          </Button>
        </div>
      </section>
    </UpgradeLayout>
  );
}
