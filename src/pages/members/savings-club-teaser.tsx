// The Savings Club teaser of the dashboard root (companion spec §2.4): an offer preview when an active
// (or pending activation, §9) membership exists (three random national deals in the carousel of §9); else, with a Future Start
// membership, when the benefits start; else 'You are missing out...' with Renew Today.
import { useQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import {
  dashboardOffersQueryOptions,
  type DashboardMembership,
  type DashboardOffer,
} from '@/api/queries/dashboard';
import { savingsClubTeaser } from '@/machines/membership/membership-status';
import { offerHeadline } from '@/machines/savings-club/offer-headline';
import { Card } from '@/ui/card';
import { Carousel } from '@/ui/carousel';
import { LinkButton } from '@/ui/link-button';
import { Spinner } from '@/ui/spinner';
import { pickerPaths } from './membership-links';
import { formatDate } from './membership-summary';

const TITLE = 'Sea Tow Savings Club';

export function SavingsClubTeaser({ memberships }: { memberships: readonly DashboardMembership[] }) {
  const teaser = savingsClubTeaser(memberships);
  if (teaser.kind === 'offers') return <OfferPreview />;
  return (
    <Card title={TITLE}>
      {teaser.kind === 'startsOn' ? (
        <p>Your Sea Tow Savings Club benefits will start on {formatDate(teaser.effectiveDate)}.</p>
      ) : (
        <>
          <p>
            You are missing out... Active members save on fuel, dockage, gear and more with exclusive Savings
            Club discounts from our partners.
          </p>
          <LinkButton to={pickerPaths.renew}>Renew Today</LinkButton>
        </>
      )}
    </Card>
  );
}

function OfferPreview() {
  const { api } = useRouteContext({ from: '__root__' });
  const offers = useQuery(dashboardOffersQueryOptions(api));
  return (
    <Card
      title={TITLE}
      actions={
        <Link to="/members/savings_club" className="dash-teaser__all">
          View all offers
        </Link>
      }
    >
      <p className="page-intro">Exclusive member discounts from our partners.</p>
      {offers.isPending && <Spinner label="Loading Savings Club offers…" />}
      {offers.isError && <p>Savings Club offers could not be loaded right now.</p>}
      {offers.isSuccess && offers.data.length === 0 && <p>New offers are on their way. Check back soon.</p>}
      {offers.isSuccess && offers.data.length > 0 && (
        <Carousel
          label="Savings Club offers"
          slides={offers.data.map((offer) => ({
            key: offer.sfid,
            label: offer.company_name__c ?? 'Savings Club partner',
            content: <TeaserOffer offer={offer} />,
          }))}
        />
      )}
    </Card>
  );
}

function TeaserOffer({ offer }: { offer: DashboardOffer }) {
  const headline = offerHeadline(offer);
  return (
    <div className="dash-offer">
      {offer.company_logo__c && <img src={offer.company_logo__c} alt="" className="dash-offer__logo" />}
      <div>
        <p className="dash-offer__company">{offer.company_name__c ?? 'Savings Club partner'}</p>
        <p className="dash-offer__headline">{headline}</p>
        {offer.offer_description__c !== headline && (
          <p className="dash-offer__text">{offer.offer_description__c}</p>
        )}
        <Link to="/members/savings_club/offers" search={{ offer_id: offer.sfid }}>
          See offer
          <span className="visually-hidden"> from {offer.company_name__c ?? 'this partner'}</span>
        </Link>
      </div>
    </div>
  );
}
