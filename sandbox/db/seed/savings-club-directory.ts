// The Savings Club directory members browse (companion spec §2.4): partner businesses without portal
// logins and their active, approved offers across the spec's categories, national and local, so search
// has more than one page of 12 and "Distance from Me" has local offers at known postal codes.
import type { Queryable } from '../db';
import { insertRows } from './insert';

type Business = {
  key: string;
  name: string;
  street: string;
  city: string;
  state: string;
  postal: string;
  phone: string;
};

const BUSINESSES: Business[] = [
  {
    key: 'montauk-fuel',
    name: 'Montauk Fuel Dock',
    street: '1 West Lake Drive',
    city: 'Montauk',
    state: 'NY',
    postal: '11954',
    phone: '(631) 555-0160',
  },
  {
    key: 'lake-george-outfitters',
    name: 'Lake George Outfitters',
    street: '20 Beach Road',
    city: 'Lake George',
    state: 'NY',
    postal: '12845',
    phone: '(518) 555-0161',
  },
  {
    key: 'annapolis-sailwear',
    name: 'Annapolis Sailwear',
    street: '110 Dock Street',
    city: 'Annapolis',
    state: 'MD',
    postal: '21401',
    phone: '(410) 555-0162',
  },
  {
    key: 'keys-charters',
    name: 'Keys Charters & Rentals',
    street: '201 William Street',
    city: 'Key West',
    state: 'FL',
    postal: '33040',
    phone: '(305) 555-0163',
  },
  {
    key: 'biscayne-marina',
    name: 'Biscayne Bay Marina',
    street: '400 Biscayne Boulevard',
    city: 'Miami',
    state: 'FL',
    postal: '33131',
    phone: '(305) 555-0164',
  },
  {
    key: 'national-boat-supply',
    name: 'National Boat Supply Co.',
    street: '4500 Admiralty Way',
    city: 'Marina del Rey',
    state: 'CA',
    postal: '90292',
    phone: '(310) 555-0165',
  },
];

type OfferSeed = [
  business: string,
  category: string,
  secondary: string | null,
  locality: 'National' | 'Local',
  description: string,
  dollarsOff: number | null,
  percentOff: number | null,
  featured: boolean,
];

const OFFERS: OfferSeed[] = [
  ['montauk-fuel', 'Fuel', null, 'Local', '10 cents off per gallon of diesel', null, 5, true],
  [
    'montauk-fuel',
    'Marinas, Dockage & Storage',
    'Fuel',
    'Local',
    '$20 off a transient slip night',
    20,
    null,
    false,
  ],
  [
    'lake-george-outfitters',
    'Fishing',
    'Equipment & Supplies',
    'Local',
    '15% off rods and reels',
    null,
    15,
    false,
  ],
  ['lake-george-outfitters', 'Education', null, 'Local', '$30 off a fly-casting class', 30, null, false],
  ['annapolis-sailwear', 'Apparel', null, 'National', '20% off foul-weather gear online', null, 20, true],
  ['annapolis-sailwear', 'Safety', 'Apparel', 'National', '$15 off inflatable PFDs', 15, null, false],
  [
    'keys-charters',
    'Charters, Rentals & Travel',
    null,
    'Local',
    '10% off half-day charters',
    null,
    10,
    false,
  ],
  ['keys-charters', 'Dining', null, 'Local', 'Free appetizer at the dockside grill', 12, null, false],
  [
    'biscayne-marina',
    'Marinas, Dockage & Storage',
    null,
    'Local',
    '$50 off the first month of dry storage',
    50,
    null,
    false,
  ],
  ['biscayne-marina', 'Services & Repair', null, 'Local', '10% off an engine service', null, 10, false],
  [
    'national-boat-supply',
    'Equipment & Supplies',
    'Safety',
    'National',
    '$10 off orders over $100',
    10,
    null,
    true,
  ],
  [
    'national-boat-supply',
    'Electronics & Navigation',
    null,
    'National',
    '12% off chartplotters',
    null,
    12,
    false,
  ],
  ['national-boat-supply', 'Retail', null, 'National', 'Free shipping on any order', null, null, false],
  ['national-boat-supply', 'Entertainment', null, 'National', '2 for 1 boat-show tickets', null, 50, false],
];

/** The directory's partner accounts, each a profile the business form can save (companion spec §5). */
export const DIRECTORY_ACCOUNTS = BUSINESSES.map((b) => ({
  sfid: `acc-sc-${b.key}`,
  name: b.name,
  type: 'Partner',
  account_detail_type__c: 'Partner',
  heroku_external_id__c: `ext-acc-sc-${b.key}`,
  approval_status__c: 'Approved',
  partner_status__c: 'Active',
  partner_description__c: `${b.name}, a Savings Club partner in ${b.city}, ${b.state}.`,
  phone: b.phone,
  public_facing_email_address__c: `hello@${b.key}.example.com`,
  public_facing_url__c: `https://${b.key}.example.com`,
  services_requested__c: 'Savings Club',
  approved_services__c: 'Savings Club',
  ...Object.fromEntries(
    (['shipping', 'billing'] as const).flatMap((prefix) => [
      [`${prefix}street`, b.street],
      [`${prefix}city`, b.city],
      [`${prefix}state`, b.state],
      [`${prefix}postalcode`, b.postal],
      [`${prefix}country`, 'US'],
    ]),
  ),
}));

/** The directory's offers, each one the offer form can produce (companion spec §5, §9). */
export const DIRECTORY_OFFERS = OFFERS.map(
  ([key, category, secondary, locality, description, dollarsOff, percentOff, featured], n) => {
    const business = BUSINESSES.find((b) => b.key === key)!;
    const type = dollarsOff !== null ? 'Dollars Off' : percentOff !== null ? 'Percentage Off' : 'Other';
    return {
      sfid: `offer-sc-${n + 1}`,
      partner_account__c: `acc-sc-${key}`,
      company_name__c: business.name,
      primary_category__c: category,
      secondary_category__c: secondary,
      type_of_offer__c: type,
      dollars_off__c: dollarsOff,
      percent_off__c: percentOff,
      type_of_offer_other__c: type === 'Other' ? description : null,
      offer_description__c: description,
      online_redemption__c: locality === 'National',
      options_for_online_redemption__c: locality === 'National' ? 'Promotional URL' : null,
      online_promotional_url__c: locality === 'National' ? `https://${key}.example.com/savings-club` : null,
      in_person_redemption__c: locality === 'Local',
      options_for_in_store_redemption__c: locality === 'Local' ? 'Present Membership Card' : null,
      offer_status__c: 'Active',
      approval_status__c: 'Approved',
      featured__c: featured,
      locality_of_offer__c: locality,
    };
  },
);

export async function seedSavingsClubDirectory(db: Queryable): Promise<void> {
  await insertRows(db, 'accounts', DIRECTORY_ACCOUNTS);
  await insertRows(
    db,
    'partner_programs',
    BUSINESSES.map((b) => ({ account__c: `acc-sc-${b.key}`, program: 'savings_club', status: 'Approved' })),
  );
  await insertRows(db, 'savings_club_offers', DIRECTORY_OFFERS);
}
