// One Savings Club offer on the partner's list (companion spec §2.3 'Savings Club offers list'): category
// and title, 'Featured', the description and the online promotional URL; Edit and Remove on the active tab
// only; on the prior tab why it is prior, and 'Request Approval' for a denied offer (decision 166).
import type { SavingsClubOffer } from '@/api/queries/partner';
import { canRequestApproval, offerTitle, priorStatus, type OfferTab } from '@/machines/partner/partner-rules';
import { Button } from '@/ui/button';
import { LinkButton } from '@/ui/link-button';
import { externalHref } from './partner-account-card';

export const offerName = (offer: SavingsClubOffer) => `${offer.primary_category__c}: ${offerTitle(offer)}`;

export interface OfferCardActions {
  remove: (offer: SavingsClubOffer) => void;
  requestApproval: (offer: SavingsClubOffer) => void;
  /** The offer whose approval request is being sent. */
  requesting: string | null;
}

export function OfferCard({
  offer,
  tab,
  actions,
}: {
  offer: SavingsClubOffer;
  tab: OfferTab;
  actions: OfferCardActions;
}) {
  return (
    <article className="offer-card" aria-label={offerName(offer)}>
      {offer.featured__c && <p className="offer-card__featured">Featured</p>}
      <p className="offer-card__category">{offer.primary_category__c}</p>
      <h3 className="offer-card__title">{offerTitle(offer)}</h3>
      {tab === 'prior' && <p className="offer-card__status">Status: {priorStatus(offer)}</p>}
      <p>{offer.offer_description__c}</p>
      {offer.online_promotional_url__c && (
        <p>
          <a href={externalHref(offer.online_promotional_url__c)}>{offer.online_promotional_url__c}</a>
        </p>
      )}
      {tab === 'active' && (
        <div className="offer-card__actions">
          <LinkButton
            variant="secondary"
            to="/programs/savings-club-offers/edit"
            search={{ offer_id: offer.sfid }}
            state={{ editOffer: offer }}
          >
            Edit
          </LinkButton>
          <Button variant="secondary" onClick={() => actions.remove(offer)}>
            Remove
          </Button>
        </div>
      )}
      {tab === 'prior' && canRequestApproval(offer) && (
        <div className="offer-card__actions">
          <Button
            variant="secondary"
            busy={actions.requesting === offer.sfid}
            onClick={() => actions.requestApproval(offer)}
          >
            Request Approval
          </Button>
        </div>
      )}
    </article>
  );
}
