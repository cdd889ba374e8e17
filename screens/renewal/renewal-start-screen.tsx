// The renewal's start (spec §2): a spinner while the membership and the cart load; a failure with its
// catalogue text and 'Try Again'.
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { ErrorCodesAlert } from '@/ui/support-line';
import type { PurchaseScreenProps } from '@/screens/purchase/purchase-screen-props';
import { RENEWAL_START_HEADING } from './renewal-headings';

export function RenewalStartScreen({ snapshot, send }: PurchaseScreenProps) {
  if (!snapshot.matches('failed')) return <Spinner label={RENEWAL_START_HEADING} />;
  return (
    <section className="purchase-step" aria-label="Renewal">
      <ErrorCodesAlert codes={snapshot.context.errors.start} />
      <Button onClick={() => send({ type: 'start.retry' })}>Try Again</Button>
    </section>
  );
}
