// The renewal's start (spec §2): in the renewal's frame, a spinner while the membership and the cart load;
// a failure with its catalogue text and 'Try Again'.
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { ErrorCodesAlert } from '@/ui/support-line';
import { PurchaseLayout } from '@/screens/purchase/purchase-layout';
import type { PurchaseScreenProps } from '@/screens/purchase/purchase-screen-props';
import { RENEWAL_START_FAILED_HEADING, RENEWAL_START_HEADING } from './renewal-headings';

export function RenewalStartScreen({ snapshot, send }: PurchaseScreenProps) {
  return (
    <PurchaseLayout snapshot={snapshot} send={send}>
      {snapshot.matches('failed') ? (
        <section className="purchase-step" aria-labelledby="renewal-start-heading">
          <h2 id="renewal-start-heading">{RENEWAL_START_FAILED_HEADING}</h2>
          <ErrorCodesAlert codes={snapshot.context.errors.start} />
          <div className="button-row">
            <Button onClick={() => send({ type: 'start.retry' })}>Try Again</Button>
          </div>
        </section>
      ) : (
        <Spinner label={RENEWAL_START_HEADING} />
      )}
    </PurchaseLayout>
  );
}
