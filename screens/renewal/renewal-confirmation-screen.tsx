// Renewal confirmation (spec §2): thanks, the current card stays (no new card is sent), the digital card to
// download, and the way back to the Member Center (the memberships reload there).
import { Button } from '@/ui/button';
import { formatDate } from '@/screens/auto-renew/format-date';
import { PurchaseLayout } from '@/screens/purchase/purchase-layout';
import type { PurchaseScreenProps } from '@/screens/purchase/purchase-screen-props';
import { RENEWAL_CONFIRMATION_HEADING, RETURN_TO_MEMBER_CENTER } from './renewal-headings';

/** The card page to print or save the card from (docs/routes.md). */
const digitalCardHref = (sfid: string) =>
  `/members/membership_card_view_print?membershipId=${encodeURIComponent(sfid)}`;

export function RenewalConfirmationScreen({ snapshot, send }: PurchaseScreenProps) {
  const done = { type: 'renewal.done' } as const;
  const { membership, membershipType, renewal } = snapshot.context;
  return (
    <PurchaseLayout snapshot={snapshot} send={send}>
      <section className="purchase-step purchase-confirmation" aria-labelledby="confirmation-heading">
        <h2 id="confirmation-heading">{RENEWAL_CONFIRMATION_HEADING}</h2>
        {membership && (
          <p className="purchase-confirmation__number">
            {membershipType ?? 'Membership'} number: <strong>{membership.membershipNumber}</strong>, now valid
            until {formatDate(membership.expirationDate)}.
          </p>
        )}
        <ul className="purchase-confirmation__facts">
          <li>Keep your current membership card: no new card will be sent.</li>
          <li>Your renewal will be active within 24 hours.</li>
        </ul>
        <div className="button-row">
          {renewal && (
            <a
              className="btn btn--secondary"
              href={digitalCardHref(renewal.sfid)}
              target="_blank"
              rel="noreferrer"
            >
              Download Digital Card
            </a>
          )}
          <Button onClick={() => send(done)} disabled={!snapshot.can(done)}>
            {RETURN_TO_MEMBER_CENTER}
          </Button>
        </div>
      </section>
    </PurchaseLayout>
  );
}
