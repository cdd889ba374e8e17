// A grid of Savings Club offer cards, each with its 'View Offer' link to the offer's page keeping the
// search (partner spec §2.4): the search's results and a business's additional offers.
import { Link } from '@tanstack/react-router';
import type { SavingsClubOffer } from '@/api/queries/savings-club';
import type { SavingsClubSearch } from '@/machines/savings-club/search-criteria';
import { OfferCard } from '@/screens/savings-club/offer-card';
import { SAVINGS_CLUB_OFFER_PATH } from './savings-club-routes';

export function OfferGrid({
  offers,
  search,
  busy,
  namePartner,
}: {
  offers: SavingsClubOffer[];
  search: SavingsClubSearch;
  /** Newer results are on their way (the shown ones are the previous page's). */
  busy?: boolean;
  /** Each link also names the offer's partner to screen readers (a list that mixes partners). */
  namePartner?: boolean;
}) {
  return (
    <ul className="sc-grid" aria-busy={busy || undefined}>
      {offers.map((offer) => (
        <li key={offer.sfid}>
          <OfferCard
            offer={offer}
            country={search.country}
            link={
              <Link to={SAVINGS_CLUB_OFFER_PATH} search={{ ...search, offer_id: offer.sfid }}>
                View Offer
                {namePartner && (
                  <span className="visually-hidden"> from {offer.company_name__c ?? 'this partner'}</span>
                )}
              </Link>
            }
          />
        </li>
      ))}
    </ul>
  );
}
