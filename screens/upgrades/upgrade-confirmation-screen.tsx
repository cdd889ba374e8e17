// An upgrade's thank-you (member spec §2 'confirm_and_login', §4 'Return to Member Center'): what the
// membership is now, when it takes effect, and the way back to the Member Center, whose memberships are
// refetched on the way.
import { Button } from '@/ui/button';
import { trailerCareLevelOf } from '@/machines/upgrades/trailer-care-levels';
import { RETURN_TO_MEMBER_CENTER, UPGRADE_CONFIRMATION_HEADING } from './upgrade-headings';
import { UpgradeLayout } from './upgrade-layout';
import type { UpgradeScreenProps } from './upgrade-screen-props';

export function UpgradeConfirmationScreen({ snapshot, send }: UpgradeScreenProps) {
  const done = { type: 'upgrade.done' } as const;
  const { receipt, start } = snapshot.context;
  const level = trailerCareLevelOf(receipt?.trailerCareRecord);
  return (
    <UpgradeLayout snapshot={snapshot} send={send}>
      <section className="purchase-step purchase-confirmation" aria-labelledby="upgrade-confirmation-heading">
        <h2 id="upgrade-confirmation-heading">{UPGRADE_CONFIRMATION_HEADING}</h2>
        {receipt && (
          <p className="purchase-confirmation__number">
            Membership number <strong>{start?.membership.membershipNumber}</strong> is now a{' '}
            <strong>{receipt.membershipType}</strong>
            {level ? (
              <>
                {' '}
                with <strong>{level}</strong>
              </>
            ) : null}
            .
          </p>
        )}
        <ul className="purchase-confirmation__facts">
          <li>Your upgrade will be active within 24 hours.</li>
          <li>Your expiration date and membership card stay the same.</li>
        </ul>
        <div className="button-row">
          <Button onClick={() => send(done)} disabled={!snapshot.can(done)}>
            {RETURN_TO_MEMBER_CENTER}
          </Button>
        </div>
      </section>
    </UpgradeLayout>
  );
}
