// Savings Club offers (companion spec §2.3 'Savings Club offers list', §4 'Offer lifecycle'): tabs over
// active, awaiting approval and prior offers with their empty states (the chosen tab in the link, `?tab=`, so
// a reload keeps it), Create New Offer (for a Savings Club account only, decision 242), and the offer cards;
// removing sets the offer Inactive and requesting approval sends a denied offer for review again, and the
// lists refetch.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useRouteContext, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import {
  partnerProgramsQueryOptions,
  removeOfferMutationOptions,
  requestApprovalMutationOptions,
  type SavingsClubOffer,
} from '@/api/queries/partner';
import { canCreateSavingsClubOffers, OFFER_TABS, type OfferTab } from '@/machines/partner/partner-rules';
import { usePageMeta } from '@/src/shell/page-meta';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Dialog } from '@/ui/dialog';
import { pushFlash } from '@/ui/flash-store';
import { LinkButton } from '@/ui/link-button';
import { Spinner } from '@/ui/spinner';
import { flashFailure } from './failure-flash';
import { NotInSavingsClubNotice } from './not-in-savings-club';
import { OfferCard, offerName } from './offer-card';
import { OFFERS_PANEL_ID, OfferTabs, offerTabId } from './offer-tabs';
import { usePartnerAccountId } from './partner-account-id';
import { GuideLinks, OFFER_GUIDES } from './programs-area';

export const OFFERS_HEADING = 'Savings Club Offers';
export const OFFERS_PATH = '/programs/savings-club-offers';

const tabOf = (value: unknown): OfferTab => OFFER_TABS.find((t) => t.key === value)?.key ?? 'active';

export function SavingsClubOffersPage() {
  usePageMeta({ title: OFFERS_HEADING });
  const accountId = usePartnerAccountId();
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const tab = tabOf((useSearch({ strict: false }) as { tab?: unknown }).tab);
  const query = useQuery(partnerProgramsQueryOptions(api, accountId));
  const remove = useMutation(removeOfferMutationOptions(api, queryClient));
  const request = useMutation(requestApprovalMutationOptions(api, queryClient));
  const [removing, setRemoving] = useState<SavingsClubOffer | null>(null);
  if (!query.data) return <Spinner label="Loading your offers…" />;
  const club = query.data.programs.savings_club;
  const current = OFFER_TABS.find((t) => t.key === tab) ?? OFFER_TABS[0];
  const offers = club?.[tab] ?? [];
  const counts = {
    active: club?.active.length ?? 0,
    awaiting_approval: club?.awaiting_approval.length ?? 0,
    prior: club?.prior.length ?? 0,
  };
  const choose = (next: OfferTab) =>
    void navigate({ to: OFFERS_PATH, search: next === 'active' ? {} : { tab: next }, replace: true });
  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.sfid, {
      onSuccess: () => pushFlash('success', 'The offer was removed.'),
      onError: flashFailure,
      onSettled: () => setRemoving(null),
    });
  };
  const requestApproval = (offer: SavingsClubOffer) =>
    request.mutate(offer.sfid, {
      onSuccess: () => pushFlash('success', `${offerName(offer)} was sent for review.`),
      onError: flashFailure,
    });
  return (
    <div className="programs-offers">
      <p>
        <Link to="/programs/dashboard">Back to Dashboard</Link>
      </p>
      <h1>{OFFERS_HEADING}</h1>
      <div className="programs-offers__bar">
        <OfferTabs tab={tab} counts={counts} onChoose={choose} />
        {canCreateSavingsClubOffers(query.data.programs) ? (
          <LinkButton to="/programs/savings-club-offers/new">Create New Offer</LinkButton>
        ) : (
          <NotInSavingsClubNotice />
        )}
      </div>
      <div
        role="tabpanel"
        id={OFFERS_PANEL_ID}
        aria-labelledby={offerTabId(tab)}
        className="programs-offers__list"
      >
        {offers.length === 0 ? (
          <p>{current.empty}</p>
        ) : (
          offers.map((offer) => (
            <OfferCard
              key={offer.sfid}
              offer={offer}
              tab={tab}
              actions={{
                remove: setRemoving,
                requestApproval,
                requesting: request.isPending ? (request.variables ?? null) : null,
              }}
            />
          ))
        )}
      </div>
      <aside aria-label="Savings Club Information">
        <Card title="Savings Club Information" level={2}>
          <p>
            New and edited offers are reviewed before members see them; we will be in touch within 72 hours.
            Offers run for a minimum one-year term and are reviewed quarterly.
          </p>
          <ul>
            <GuideLinks titles={OFFER_GUIDES} />
          </ul>
        </Card>
      </aside>
      <Dialog
        open={removing !== null}
        title="Remove this offer?"
        role="alertdialog"
        onClose={() => setRemoving(null)}
        actions={
          <>
            <Button busy={remove.isPending} onClick={confirmRemove}>
              Remove Offer
            </Button>
            <Button variant="secondary" onClick={() => setRemoving(null)}>
              Keep Offer
            </Button>
          </>
        }
      >
        <p>
          {removing ? offerName(removing) : ''} will be archived permanently and members will no longer see
          it.
        </p>
      </Dialog>
    </div>
  );
}
