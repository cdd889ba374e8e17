// Savings Club offers (companion spec §2.3 'Savings Club offers list', §4 'Offer lifecycle'): tabs over
// active, awaiting approval and prior offers with their empty states, Create New Offer, offer cards (category
// and title, 'Featured', description, promotional URL) with Edit (the form, `?offerId=`) and Remove on the
// active tab only; removing
// sets the offer Inactive and the lists refetch.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import {
  partnerProgramsQueryOptions,
  removeOfferMutationOptions,
  type SavingsClubOffer,
} from '@/api/queries/partner';
import { OFFER_TABS, offerTitle, type OfferTab } from '@/machines/partner/partner-rules';
import { usePageMeta } from '@/src/shell/page-meta';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Dialog } from '@/ui/dialog';
import { pushFlash } from '@/ui/flash-store';
import { LinkButton } from '@/ui/link-button';
import { Spinner } from '@/ui/spinner';
import { externalHref } from './partner-account-card';
import { usePartnerAccountId } from './partner-account-id';

export const OFFERS_HEADING = 'Savings Club Offers';

function OfferCard({
  offer,
  onRemove,
}: {
  offer: SavingsClubOffer;
  onRemove: ((offer: SavingsClubOffer) => void) | null;
}) {
  return (
    <article className="offer-card" aria-label={`${offer.primary_category__c}: ${offerTitle(offer)}`}>
      {offer.featured__c && <p className="offer-card__featured">Featured</p>}
      <p className="offer-card__category">{offer.primary_category__c}</p>
      <h3 className="offer-card__title">{offerTitle(offer)}</h3>
      <p>{offer.offer_description__c}</p>
      {offer.online_promotional_url__c && (
        <p>
          <a href={externalHref(offer.online_promotional_url__c)}>{offer.online_promotional_url__c}</a>
        </p>
      )}
      {onRemove && (
        <div className="offer-card__actions">
          <LinkButton
            variant="secondary"
            to="/programs/savings-club-offers/edit"
            search={{ offerId: offer.sfid }}
          >
            Edit
          </LinkButton>
          <Button variant="secondary" onClick={() => onRemove(offer)}>
            Remove
          </Button>
        </div>
      )}
    </article>
  );
}

export function SavingsClubOffersPage() {
  usePageMeta({ title: OFFERS_HEADING });
  const accountId = usePartnerAccountId();
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const query = useQuery(partnerProgramsQueryOptions(api, accountId));
  const remove = useMutation(removeOfferMutationOptions(api, queryClient));
  const [tab, setTab] = useState<OfferTab>('active');
  const [removing, setRemoving] = useState<SavingsClubOffer | null>(null);
  if (!query.data) return <Spinner label="Loading your offers…" />;
  const club = query.data.programs.savings_club;
  const current = OFFER_TABS.find((t) => t.key === tab) ?? OFFER_TABS[0];
  const offers = club?.[tab] ?? [];
  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.sfid, {
      onSuccess: () => pushFlash('success', 'The offer was removed.'),
      onSettled: () => setRemoving(null),
    });
  };
  return (
    <div className="programs-offers">
      <p>
        <Link to="/programs/dashboard">Back to Dashboard</Link>
      </p>
      <h1>{OFFERS_HEADING}</h1>
      <div className="programs-offers__bar">
        <div role="tablist" aria-label="Offers">
          {OFFER_TABS.map((t) => (
            <button
              key={t.key}
              type="button"
              role="tab"
              id={`offers-tab-${t.key}`}
              aria-selected={t.key === tab}
              aria-controls="offers-panel"
              className="programs-offers__tab"
              onClick={() => setTab(t.key)}
            >
              {t.label} ({club?.[t.key].length ?? 0})
            </button>
          ))}
        </div>
        <LinkButton to="/programs/savings-club-offers/new">Create New Offer</LinkButton>
      </div>
      <div
        role="tabpanel"
        id="offers-panel"
        aria-labelledby={`offers-tab-${tab}`}
        className="programs-offers__list"
      >
        {offers.length === 0 ? (
          <p>{current.empty}</p>
        ) : (
          offers.map((offer) => (
            <OfferCard key={offer.sfid} offer={offer} onRemove={tab === 'active' ? setRemoving : null} />
          ))
        )}
      </div>
      <aside aria-label="Savings Club Information">
        <Card title="Savings Club Information" level={2}>
          <p>
            New and edited offers are reviewed before members see them; we will be in touch within 72 hours.
            Offers run for a minimum one-year term and are reviewed quarterly.
          </p>
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
          {removing ? `${removing.primary_category__c}: ${offerTitle(removing)}` : ''} will be archived
          permanently and members will no longer see it.
        </p>
      </Dialog>
    </div>
  );
}
