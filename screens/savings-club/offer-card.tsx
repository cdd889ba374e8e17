// One Savings Club offer in a member's list (partner spec §2.4, §3, §9): business, category, the offer's
// value and text, 'Featured', the distance for local in-person offers, and a link to its detail.
import type { ReactNode } from 'react';
import { offerHeadline } from '@/machines/savings-club/offer-headline';
import { offerDistance, type OfferSummary } from '@/machines/savings-club/search-criteria';

export interface OfferCardProps {
  offer: OfferSummary;
  /** Country of the searched postal code: miles for US, else km. */
  country: string;
  /** The link to the offer's detail (the page builds it, keeping the search). */
  link: ReactNode;
}

export function OfferCard({ offer, country, link }: OfferCardProps) {
  const distance = offerDistance(offer, country);
  const headline = offerHeadline(offer);
  return (
    <article className="sc-offer" aria-label={`${offer.company_name__c ?? 'Partner'}: ${headline}`}>
      {offer.featured__c && <p className="sc-offer__featured">Featured</p>}
      <div className="sc-offer__top">
        {offer.company_logo__c && <img className="sc-offer__logo" src={offer.company_logo__c} alt="" />}
        <div>
          <p className="sc-offer__company">{offer.company_name__c ?? 'Savings Club partner'}</p>
          <p className="sc-offer__category">{offer.primary_category__c}</p>
        </div>
      </div>
      <h3 className="sc-offer__headline">{headline}</h3>
      {offer.offer_description__c !== headline && (
        <p className="sc-offer__text">{offer.offer_description__c}</p>
      )}
      {distance && <p className="sc-offer__distance">Distance: {distance}</p>}
      {link}
    </article>
  );
}
