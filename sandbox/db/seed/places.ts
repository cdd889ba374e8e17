// Gazetteer (docs/sandbox.md "Places"): street-level addresses, coordinates and place types, each with its local
// operator (area of responsibility): captain, 24-hour phone, e-mail, social links.
import type { Queryable } from '../db';
import { insertRows } from './insert';

type Place = {
  slug: string;
  name: string;
  types: string[];
  street_number: string;
  street: string;
  subpremise?: string;
  city: string;
  state: string;
  country: string;
  postal_code: string;
  lat: number;
  lng: number;
  operator: { region: string; captain: string; phone: string; taxRate: number };
};

const COUNTRY_NAMES: Record<string, string> = { US: 'USA', CA: 'Canada', MX: 'Mexico' };

export const PLACES: Place[] = [
  {
    slug: 'sag-harbor',
    name: 'Sag Harbor Yacht Yard',
    types: ['marina', 'point_of_interest', 'establishment'],
    street_number: '1',
    street: 'Bay Street',
    city: 'Sag Harbor',
    state: 'NY',
    country: 'US',
    postal_code: '11963',
    lat: 41.0012,
    lng: -72.2949,
    operator: {
      region: 'Northeast',
      captain: 'Captain Joe Frohnhoefer',
      phone: '631-555-0101',
      taxRate: 0.08625,
    },
  },
  {
    slug: 'montauk',
    name: 'Montauk Harbor Marina',
    types: ['marina', 'point_of_interest', 'establishment'],
    street_number: '32',
    street: 'Star Island Road',
    city: 'Montauk',
    state: 'NY',
    country: 'US',
    postal_code: '11954',
    lat: 41.0737,
    lng: -71.937,
    operator: {
      region: 'Northeast',
      captain: 'Captain Mike Vigilant',
      phone: '631-555-0102',
      taxRate: 0.08625,
    },
  },
  {
    slug: 'lake-george',
    name: 'Lake George',
    types: ['natural_feature', 'lake'],
    street_number: '57',
    street: 'Beach Road',
    city: 'Lake George',
    state: 'NY',
    country: 'US',
    postal_code: '12845',
    lat: 43.4195,
    lng: -73.7126,
    operator: {
      region: 'Northeast Inland',
      captain: 'Captain Ann Adirondack',
      phone: '518-555-0103',
      taxRate: 0.07,
    },
  },
  {
    slug: 'lake-havasu',
    name: 'Lake Havasu',
    types: ['natural_feature', 'lake'],
    street_number: '1100',
    street: 'McCulloch Boulevard North',
    city: 'Lake Havasu City',
    state: 'AZ',
    country: 'US',
    postal_code: '86403',
    lat: 34.47,
    lng: -114.348,
    operator: {
      region: 'Southwest Inland',
      captain: 'Captain Rosa Mohave',
      phone: '928-555-0104',
      taxRate: 0.0735,
    },
  },
  {
    slug: 'lake-lanier',
    name: 'Lake Lanier',
    types: ['natural_feature', 'lake'],
    street_number: '7000',
    street: 'Lanier Islands Parkway',
    city: 'Buford',
    state: 'GA',
    country: 'US',
    postal_code: '30518',
    lat: 34.1793,
    lng: -84.03,
    operator: {
      region: 'Southeast Inland',
      captain: 'Captain Dale Chattahoochee',
      phone: '770-555-0105',
      taxRate: 0.07,
    },
  },
  {
    slug: 'marina-del-rey',
    name: 'Marina del Rey Harbor',
    types: ['marina', 'point_of_interest', 'establishment'],
    street_number: '13650',
    street: 'Mindanao Way',
    city: 'Marina del Rey',
    state: 'CA',
    country: 'US',
    postal_code: '90292',
    lat: 33.9802,
    lng: -118.4517,
    operator: { region: 'Pacific', captain: 'Captain Lena Pacifica', phone: '310-555-0106', taxRate: 0.095 },
  },
  {
    slug: 'annapolis',
    name: 'Annapolis Landing Marina',
    types: ['marina', 'point_of_interest', 'establishment'],
    street_number: '980',
    street: 'Awald Road',
    subpremise: 'Slip 4',
    city: 'Annapolis',
    state: 'MD',
    country: 'US',
    postal_code: '21403',
    lat: 38.9627,
    lng: -76.4822,
    operator: {
      region: 'Mid-Atlantic',
      captain: 'Captain Sam Chesapeake',
      phone: '410-555-0107',
      taxRate: 0.06,
    },
  },
  {
    slug: 'key-west',
    name: 'Key West Bight Marina',
    types: ['marina', 'point_of_interest', 'establishment'],
    street_number: '201',
    street: 'William Street',
    city: 'Key West',
    state: 'FL',
    country: 'US',
    postal_code: '33040',
    lat: 24.5612,
    lng: -81.8009,
    operator: {
      region: 'Florida Keys',
      captain: 'Captain Conch Rivera',
      phone: '305-555-0108',
      taxRate: 0.075,
    },
  },
  {
    slug: 'miami',
    name: 'Miamarina at Bayside',
    types: ['marina', 'point_of_interest', 'establishment'],
    street_number: '401',
    street: 'Biscayne Boulevard',
    city: 'Miami',
    state: 'FL',
    country: 'US',
    postal_code: '33132',
    lat: 25.7782,
    lng: -80.1868,
    operator: {
      region: 'South Florida',
      captain: 'Captain Marisol Vega',
      phone: '305-555-0109',
      taxRate: 0.07,
    },
  },
  {
    slug: 'anchorage',
    name: 'Ship Creek Boat Launch',
    types: ['marina', 'point_of_interest', 'establishment'],
    street_number: '1',
    street: 'Ship Creek Avenue',
    city: 'Anchorage',
    state: 'AK',
    country: 'US',
    postal_code: '99501',
    lat: 61.223,
    lng: -149.885,
    operator: { region: 'Alaska', captain: 'Captain Nanuq Berg', phone: '907-555-0110', taxRate: 0 },
  },
  {
    slug: 'honolulu',
    name: 'Ala Wai Small Boat Harbor',
    types: ['marina', 'point_of_interest', 'establishment'],
    street_number: '1651',
    street: 'Ala Moana Boulevard',
    city: 'Honolulu',
    state: 'HI',
    country: 'US',
    postal_code: '96815',
    lat: 21.2855,
    lng: -157.842,
    operator: { region: 'Hawaii', captain: 'Captain Kai Kahale', phone: '808-555-0111', taxRate: 0.04712 },
  },
  {
    slug: 'san-juan',
    name: 'Club Náutico de San Juan',
    types: ['marina', 'point_of_interest', 'establishment'],
    street_number: '482',
    street: 'Avenida Fernández Juncos',
    city: 'San Juan',
    state: 'PR',
    country: 'US',
    postal_code: '00901',
    lat: 18.4603,
    lng: -66.0925,
    operator: {
      region: 'Caribbean',
      captain: 'Captain Luis Borinquen',
      phone: '787-555-0112',
      taxRate: 0.115,
    },
  },
  {
    slug: 'charlotte-amalie',
    name: 'Yacht Haven Grande',
    types: ['marina', 'point_of_interest', 'establishment'],
    street_number: '9100',
    street: 'Port of Sale',
    city: 'Charlotte Amalie',
    state: 'VI',
    country: 'US',
    postal_code: '00802',
    lat: 18.338,
    lng: -64.929,
    operator: { region: 'Caribbean', captain: 'Captain Ruth St. Thomas', phone: '340-555-0113', taxRate: 0 },
  },
  {
    slug: 'toronto',
    name: 'Toronto Harbourfront Marina',
    types: ['marina', 'point_of_interest', 'establishment'],
    street_number: '235',
    street: 'Queens Quay West',
    city: 'Toronto',
    state: 'ON',
    country: 'CA',
    postal_code: 'M5J 2G8',
    lat: 43.6387,
    lng: -79.3829,
    operator: { region: 'Canada', captain: 'Captain Ian Ontario', phone: '416-555-0114', taxRate: 0.13 },
  },
  {
    slug: 'ensenada',
    name: 'Baja Naval Marina',
    types: ['marina', 'point_of_interest', 'establishment'],
    street_number: '1',
    street: 'Boulevard Costero',
    city: 'Ensenada',
    state: 'BC',
    country: 'MX',
    postal_code: '22800',
    lat: 31.86,
    lng: -116.625,
    operator: { region: 'Mexico', captain: 'Capitán Elena Baja', phone: '646-555-0115', taxRate: 0.16 },
  },
];

export const placeId = (slug: string) => `place-${slug}`;
export const aorId = (slug: string) => `aor-${slug}`;

export const placeBySlug = (slug: string): Place => {
  const place = PLACES.find((p) => p.slug === slug);
  if (!place) throw new Error(`seed: no place '${slug}'`);
  return place;
};

export const formattedAddress = (p: Place) =>
  `${p.street_number} ${p.street}${p.subpremise ? ` ${p.subpremise}` : ''}, ${p.city}, ${p.state} ${p.postal_code}, ${COUNTRY_NAMES[p.country] ?? p.country}`;

export async function seedPlaces(db: Queryable): Promise<void> {
  await insertRows(
    db,
    'aors',
    PLACES.map((p) => ({
      sfid: aorId(p.slug),
      name: `Sea Tow ${p.city}`,
      description: `24-hour on-water assistance and towing around ${p.city}, ${p.state}.`,
      captain_name__c: p.operator.captain,
      email: `${p.slug}@operators.example.com`,
      home_page_url__c: `https://operators.example.com/${p.slug}`,
      x24_hour_phone__c: p.operator.phone,
      facebook_url__c: `https://www.facebook.com/seatow-${p.slug}`,
      instagram_url__c: `https://www.instagram.com/seatow_${p.slug.replace(/-/g, '_')}`,
      twitter_url__c: `https://x.com/seatow_${p.slug.replace(/-/g, '_')}`,
      photo_url__c: `/api/media/operators/${p.slug}.svg`,
      region_name__c: p.operator.region,
      sales_tax_rate__c: p.operator.taxRate,
      latitude: p.lat,
      longitude: p.lng,
      status__c: 'Active',
    })),
  );
  await insertRows(
    db,
    'places',
    PLACES.map((p) => ({
      place_id: placeId(p.slug),
      name: p.name,
      formatted_address: formattedAddress(p),
      types: p.types,
      street_number: p.street_number,
      street: p.street,
      city: p.city,
      state: p.state,
      country: p.country,
      postal_code: p.postal_code,
      subpremise: p.subpremise ?? null,
      lat: p.lat,
      lng: p.lng,
      aor__c: aorId(p.slug),
    })),
  );
}
