// The per-membership page's boat list accordion (spec §2): the same rows and empty state as the boats page,
// its buttons leading there — 'Edit Boat' to the boat's edit step, 'Remove Boat' to the removal dialog, the
// add buttons to their steps.
import { Link } from '@tanstack/react-router';
import type { DashboardMembership } from '@/api/queries/dashboard';
import { editStep } from '@/machines/boats/boat-list';
import { removalOffered } from '@/machines/boat-removal.machine';
import { BoatCards } from '@/screens/boats/boat-accordion';
import {
  ADD_BOAT_HEADING,
  ADD_OTHER_HEADING,
  BOATS_PAGE_HEADING,
  EDIT_BOAT_HEADING,
  REMOVE_BOAT_TITLE,
} from '@/screens/boats/boat-headings';
import { LinkButton } from '@/ui/link-button';
import { membershipPaths } from '../membership-links';
import { boatViewsOf } from './boat-views';

export function MembershipBoats({ membership }: { membership: DashboardMembership }) {
  const boats = boatViewsOf(membership);
  const base = membershipPaths(membership.sfid).boats;
  return (
    <section className="membership-boats" aria-labelledby="membership-boats-heading">
      <h2 id="membership-boats-heading">
        <Link to={base}>{BOATS_PAGE_HEADING}</Link>
      </h2>
      <BoatCards
        boats={boats}
        membershipType={membership.membership_type__c}
        level={3}
        actions={(boat) => (
          <>
            <LinkButton variant="secondary" to={`${base}/${editStep(boat)}`} search={{ boat: boat.sfid }}>
              {EDIT_BOAT_HEADING}
            </LinkButton>
            {removalOffered(boat, boats) && (
              <LinkButton variant="secondary" to={base} search={{ remove: boat.sfid }}>
                {REMOVE_BOAT_TITLE}
              </LinkButton>
            )}
          </>
        )}
        adding={
          <>
            <LinkButton to={`${base}/new`}>{ADD_BOAT_HEADING}</LinkButton>
            <LinkButton variant="secondary" to={`${base}/other`}>
              {ADD_OTHER_HEADING}
            </LinkButton>
          </>
        }
      />
    </section>
  );
}
