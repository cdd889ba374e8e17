// `/members/membership_card_view_print?membership_id=` (spec §2): the card alone, with 'Print Page';
// the print stylesheet (theme.css, member-card section) leaves only the card on paper.
import { usePageMeta } from '@/src/shell/page-meta';
import { Button } from '@/ui/button';
import { MembershipLookupView } from '../billing/membership-lookup-view';
import { useMembershipOfAccount } from '../billing/use-membership-of-account';
import { CardPreview } from './card-preview';

export const PRINT_PAGE_HEADING = 'Membership Card';

export function CardPrintPage({ membershipId }: { membershipId: string }) {
  usePageMeta({ title: PRINT_PAGE_HEADING, description: 'Your membership card, ready to print.' });
  const lookup = useMembershipOfAccount(membershipId);
  return (
    <MembershipLookupView lookup={lookup} title={PRINT_PAGE_HEADING}>
      {(account, membership) => (
        <div className="member-card-print">
          <h1 className="member-card-print__heading">{PRINT_PAGE_HEADING}</h1>
          <CardPreview account={account} membership={membership} />
          <div className="button-row member-card-print__actions">
            <Button onClick={() => window.print()}>Print Page</Button>
          </div>
        </div>
      )}
    </MembershipLookupView>
  );
}
