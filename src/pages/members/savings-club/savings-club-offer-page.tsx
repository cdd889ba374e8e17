// `/members/savings_club/offers?offer_id=`: one offer (partner spec §2.4): a back link to the search it
// came from, the business aside, the offer and its redemption, and 'Additional Offers from "{business}"'.
import { useQuery } from '@tanstack/react-query';
import { Link, useRouteContext, useSearch } from '@tanstack/react-router';
import {
  savingsClubOfferQueryOptions,
  type PartnerAccount,
  type SavingsClubOffer,
} from '@/api/queries/savings-club';
import { offerHeadline } from '@/machines/savings-club/offer-headline';
import { readSavingsClubSearch } from '@/machines/savings-club/search-criteria';
import { Spinner } from '@/ui/spinner';
import { usePageMeta } from '@/src/shell/page-meta';
import { OfferGrid } from './offer-grid';
import { SAVINGS_CLUB_PATH } from './savings-club-routes';

export const BACK_TO_SAVINGS_CLUB = 'Back to Savings Club';

export function SavingsClubOfferPage() {
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const search = readSavingsClubSearch(raw);
  const offerId = typeof raw.offer_id === 'string' ? raw.offer_id : '';
  const { api } = useRouteContext({ from: '__root__' });
  const detail = useQuery({ ...savingsClubOfferQueryOptions(api, offerId), enabled: offerId !== '' });
  const business = detail.data?.account.name ?? 'Savings Club partner';
  usePageMeta({
    title: detail.data ? `${business}: ${offerHeadline(detail.data.offer)}` : 'Savings Club offer',
  });

  return (
    <div className="sc-page">
      <Link to={SAVINGS_CLUB_PATH} search={search} className="sc-back">
        {BACK_TO_SAVINGS_CLUB}
      </Link>
      {offerId !== '' && detail.isPending && <Spinner label="Loading the offer…" />}
      {(offerId === '' || detail.isError) && (
        <p role="alert">This offer is not available. It may have ended; see the other Savings Club offers.</p>
      )}
      {detail.data && (
        <div className="sc-layout sc-layout--detail">
          <aside className="sc-business" aria-label="Business">
            {detail.data.account.company_logo__c && (
              <img className="sc-business__logo" src={detail.data.account.company_logo__c} alt="" />
            )}
            <h2>{business}</h2>
            {detail.data.account.partner_description__c && (
              <p>{detail.data.account.partner_description__c}</p>
            )}
            <BusinessContacts account={detail.data.account} />
          </aside>
          <div>
            <section className="sc-detail" aria-labelledby="sc-offer-heading">
              <p className="sc-offer__category">{detail.data.offer.primary_category__c}</p>
              <h1 id="sc-offer-heading">{offerHeadline(detail.data.offer)}</h1>
              <p>{detail.data.offer.offer_description__c}</p>
              <Redemption offer={detail.data.offer} />
            </section>
            {detail.data.additional_offers.length > 0 && (
              <section aria-labelledby="sc-more-heading">
                <h2 id="sc-more-heading">Additional Offers from &quot;{business}&quot;</h2>
                <OfferGrid offers={detail.data.additional_offers} search={search} />
              </section>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

function BusinessContacts({ account }: { account: PartnerAccount }) {
  const address = [
    account.shippingstreet,
    account.shippingcity,
    account.shippingstate,
    account.shippingpostalcode,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <ul className="sc-business__contacts">
      {account.phone && <li>{account.phone}</li>}
      {account.public_facing_email_address__c && (
        <li>
          <a href={`mailto:${account.public_facing_email_address__c}`}>
            {account.public_facing_email_address__c}
          </a>
        </li>
      )}
      {account.public_facing_url__c && (
        <li>
          <a href={account.public_facing_url__c} target="_blank" rel="noreferrer">
            Website
          </a>
        </li>
      )}
      {address && <li>{address}</li>}
    </ul>
  );
}

function Redemption({ offer }: { offer: SavingsClubOffer }) {
  return (
    <dl className="sc-redeem">
      {offer.online_redemption__c && (
        <>
          <dt>Online</dt>
          <dd>
            {offer.online_promo_code__c && (
              <p>
                Promo code: <strong>{offer.online_promo_code__c}</strong>
              </p>
            )}
            {offer.online_promotional_url__c && (
              <p>
                <a href={offer.online_promotional_url__c} target="_blank" rel="noreferrer">
                  Redeem online
                </a>
              </p>
            )}
            {offer.online_redemption_instructions__c && <p>{offer.online_redemption_instructions__c}</p>}
          </dd>
        </>
      )}
      {offer.in_person_redemption__c && (
        <>
          <dt>In person</dt>
          <dd>
            {offer.options_for_in_store_redemption__c && <p>{offer.options_for_in_store_redemption__c}</p>}
            {offer.in_person_redemption_instructions__c && (
              <p>{offer.in_person_redemption_instructions__c}</p>
            )}
          </dd>
        </>
      )}
    </dl>
  );
}
