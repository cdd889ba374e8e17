// Reading and shaping Savings Club offers and partner accounts as the contract returns them.
import { centroidOf, milesBetween } from './distance';

export const OFFER_COLUMNS = [
  'sfid',
  'id',
  'partner_account__c',
  'company_name__c',
  'company_logo__c',
  'primary_category__c',
  'secondary_category__c',
  'type_of_offer__c',
  'dollars_off__c',
  'percent_off__c',
  'type_of_offer_other__c',
  'offer_description__c',
  'online_redemption__c',
  'options_for_online_redemption__c',
  'in_person_redemption__c',
  'options_for_in_store_redemption__c',
  'online_promo_code__c',
  'online_promotional_url__c',
  'online_redemption_instructions__c',
  'in_person_redemption_instructions__c',
  'offer_status__c',
  'approval_status__c',
  'featured__c',
  'locality_of_offer__c',
] as const;

export type OfferRow = Record<(typeof OFFER_COLUMNS)[number], unknown> & {
  sfid: string;
  partner_account__c: string;
  company_name__c: string | null;
  offer_status__c: string;
  approval_status__c: string;
  featured__c: boolean;
  locality_of_offer__c: string;
  dollars_off__c: number | string | null;
  percent_off__c: number | string | null;
  shippingpostalcode?: string | null;
};

export type Offer = Omit<OfferRow, 'shippingpostalcode'> & { distance_from_zip: number | null };

export const EDITABLE_OFFER_FIELDS = OFFER_COLUMNS.filter(
  (column) =>
    ![
      'sfid',
      'id',
      'partner_account__c',
      'company_name__c',
      'company_logo__c',
      'offer_status__c',
      'approval_status__c',
      'featured__c',
    ].includes(column),
);

export type OfferGroup = 'active' | 'awaiting_approval' | 'prior';

/** The partner dashboard's tab of an offer (companion spec §2.3, §4 "Offer lifecycle"). */
export function groupOf(offer: Pick<OfferRow, 'offer_status__c' | 'approval_status__c'>): OfferGroup {
  if (offer.offer_status__c !== 'Active' || offer.approval_status__c === 'Denied') return 'prior';
  return offer.approval_status__c === 'Approved' ? 'active' : 'awaiting_approval';
}

/** The offer as the contract returns it; distance only for local offers when both postal codes are known. */
export function toOffer(row: OfferRow, fromPostalCode?: string): Offer {
  const { shippingpostalcode, ...offer } = row;
  const from = centroidOf(fromPostalCode);
  const at = centroidOf(shippingpostalcode ?? undefined);
  const distance =
    row.locality_of_offer__c === 'Local' && from && at ? Math.round(milesBetween(from, at) * 10) / 10 : null;
  return {
    ...offer,
    id: Number(row.id),
    dollars_off__c: row.dollars_off__c === null ? null : Number(row.dollars_off__c),
    percent_off__c: row.percent_off__c === null ? null : Number(row.percent_off__c),
    online_redemption__c: Boolean(row.online_redemption__c),
    in_person_redemption__c: Boolean(row.in_person_redemption__c),
    featured__c: Boolean(row.featured__c),
    distance_from_zip: distance,
  };
}
