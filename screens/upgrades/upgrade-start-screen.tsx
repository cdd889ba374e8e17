// An upgrade's start, under the journey's title: a spinner while the membership and the prices load; a
// failure with its catalogue text, 'Try Again' and the way back to the Member Center.
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { NOT_ON_ACCOUNT } from '@/machines/upgrades/upgrade-offer';
import { LinkButton } from '@/ui/link-button';
import { Spinner } from '@/ui/spinner';
import { ErrorCodesAlert } from '@/ui/support-line';
import { BACK_TO_MEMBER_CENTER, UPGRADE_START_HEADING } from './upgrade-headings';
import { UpgradeLayout } from './upgrade-layout';
import type { UpgradeScreenProps } from './upgrade-screen-props';

export function UpgradeStartScreen({ snapshot, send }: UpgradeScreenProps) {
  const retry = { type: 'start.retry' } as const;
  // Trying again cannot put another account's membership on this one.
  const notOnAccount = snapshot.context.errors.start.includes(NOT_ON_ACCOUNT.code);
  return (
    <UpgradeLayout snapshot={snapshot} send={send}>
      {snapshot.can(retry) ? (
        <section className="purchase-step" aria-label="Upgrade">
          {notOnAccount ? (
            <Alert kind="failure">{NOT_ON_ACCOUNT.message}</Alert>
          ) : (
            <ErrorCodesAlert codes={snapshot.context.errors.start} />
          )}
          <div className="button-row">
            <LinkButton to="/members" variant="secondary">
              {BACK_TO_MEMBER_CENTER}
            </LinkButton>
            {!notOnAccount && <Button onClick={() => send(retry)}>Try Again</Button>}
          </div>
        </section>
      ) : (
        <Spinner label={UPGRADE_START_HEADING} />
      )}
    </UpgradeLayout>
  );
}
