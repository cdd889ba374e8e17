// The purchase root (spec §2): a spinner while memberships are checked, then 'No Membership Found' or
// 'Existing Member' for a signed-in boater (an anonymous one goes straight to the questionnaire).
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { ErrorCodesAlert } from '@/ui/support-line';
import { PurchaseLayout } from './purchase-layout';
import type { PurchaseScreenProps } from './purchase-screen-props';
import { NO_MEMBERSHIP_HEADING, EXISTING_MEMBER_HEADING } from './purchase-headings';

export const START_FAILED_HEADING = 'We could not start your application';

export function PurchaseRootScreen({ snapshot, send }: PurchaseScreenProps) {
  const body = snapshot.matches({ root: 'noMembership' }) ? (
    <section className="purchase-step" aria-labelledby="purchase-root-heading">
      <h2 id="purchase-root-heading">{NO_MEMBERSHIP_HEADING}</h2>
      <p>
        We could not find a membership for the account you are signed in with. Continue to choose a new
        membership, or cancel to sign out.
      </p>
      <div className="button-row">
        <Button variant="secondary" onClick={() => send({ type: 'noMembership.cancel' })}>
          Cancel
        </Button>
        <Button onClick={() => send({ type: 'noMembership.continue' })}>Continue</Button>
      </div>
    </section>
  ) : snapshot.matches({ root: 'existingMember' }) ? (
    <section className="purchase-step" aria-labelledby="purchase-root-heading">
      <h2 id="purchase-root-heading">{EXISTING_MEMBER_HEADING}</h2>
      <p>
        You already have a membership with us. Renew your membership instead of buying a new one, or cancel to
        return to our site.
      </p>
      <div className="button-row">
        <Button variant="secondary" onClick={() => send({ type: 'existingMember.cancel' })}>
          Cancel
        </Button>
        <Button onClick={() => send({ type: 'existingMember.renew' })}>Renew Membership</Button>
      </div>
    </section>
  ) : snapshot.matches({ root: 'failed' }) ? (
    <section className="purchase-step" aria-labelledby="purchase-root-heading">
      <h2 id="purchase-root-heading">{START_FAILED_HEADING}</h2>
      <ErrorCodesAlert codes={snapshot.context.errors.start} />
      <div className="button-row">
        <Button onClick={() => send({ type: 'start.retry' })}>Try Again</Button>
      </div>
    </section>
  ) : (
    <Spinner label="Checking your memberships…" />
  );
  return (
    <PurchaseLayout snapshot={snapshot} send={send}>
      {body}
    </PurchaseLayout>
  );
}
