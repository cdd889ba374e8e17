// The member Savings Club search (partner spec §2.4, §3 'Search criteria', §9): the criteria live in the
// query string (category, q, sort, zip, country, page) and are read through one valibot schema, which
// turns anything malformed into the default (All, Featured, page 1) instead of failing the page; 12 offers
// a page; distances in miles for the United States, else km, to one decimal, only for local in-person
// offers, 'N/A' when missing.
import * as v from 'valibot';
import { OFFER_CATEGORIES } from './offer-categories';

export const SAVINGS_CLUB_PAGE_SIZE = 12;
export const ALL_CATEGORIES = 'All';
export const SORTS = ['Featured', 'Distance from Me'] as const;
export type SavingsClubSort = (typeof SORTS)[number];

/** Spec §2.4: the first five shown; the rest under 'View All Categories'. */
export const FIRST_CATEGORIES = [
  'Fuel',
  'Fishing',
  'Equipment & Supplies',
  'Marinas, Dockage & Storage',
  'Safety',
] as const;

export const SEARCH_COUNTRIES = ['US', 'CA', 'MX'] as const;

/** A query parameter that may be missing or unusable: then its default. */
function param<TSchema extends v.GenericSchema, const TDefault extends v.InferOutput<TSchema> | undefined>(
  schema: TSchema,
  fallback: TDefault,
) {
  return v.optional(v.fallback(v.optional(schema), fallback as never), fallback as never) as v.GenericSchema<
    unknown,
    v.InferOutput<TSchema> | TDefault
  >;
}

const text = (max: number) =>
  param(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(max),
      v.transform((s) => s || undefined),
    ),
    undefined,
  );

/** The search part of the query string; every field falls back to its default when it is not usable. */
export const savingsClubSearchSchema = v.object({
  category: param(v.picklist([ALL_CATEGORIES, ...OFFER_CATEGORIES]), ALL_CATEGORIES),
  q: text(100),
  sort: param(v.picklist(SORTS), 'Featured'),
  zip: param(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform(String),
      v.trim(),
      v.regex(/^[A-Za-z0-9 -]{1,10}$/),
    ),
    undefined,
  ),
  country: param(v.picklist(SEARCH_COUNTRIES), 'US'),
  page: param(v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.integer(), v.minValue(1)), 1),
});

export type SavingsClubSearch = v.InferOutput<typeof savingsClubSearchSchema>;

/** The query string read as criteria (TanStack Router's validateSearch). */
export function readSavingsClubSearch(search: Record<string, unknown>): SavingsClubSearch {
  return v.parse(savingsClubSearchSchema, search);
}

/** Spec §5 'Other': "Location selector: the postal code is required." */
export const NEAR_ME_POSTAL_CODE_REQUIRED = 'Postal Code is required.';

/** The Deals Near Me postal code's message, or null when one is typed. */
export const nearMePostalCodeProblem = (zip: string): string | null =>
  zip.trim() === '' ? NEAR_ME_POSTAL_CODE_REQUIRED : null;

/** Spec §2.4: Clear shows when a term is set or the category is not All. */
export const canClearSearch = (search: SavingsClubSearch): boolean =>
  Boolean(search.q) || search.category !== ALL_CATEGORIES;

/** Spec §2.4: 'Showing N Offer(s)' plus 'for "term"' when a term is set. */
export function showingText(total: number, term: string | undefined): string {
  return `Showing ${total} ${total === 1 ? 'Offer' : 'Offers'}${term ? ` for "${term}"` : ''}`;
}

export const NO_RESULTS = {
  title: 'No results',
  text: "Sorry. We couldn't find any offers that match your search. Please try searching for another business.",
} as const;

export const pageCount = (total: number): number => Math.max(1, Math.ceil(total / SAVINGS_CLUB_PAGE_SIZE));

const KM_PER_MILE = 1.609;

/** Spec §9: miles for the United States, else km; one decimal; only for local in-person offers. */
export function offerDistance(
  offer: {
    locality_of_offer__c: string;
    in_person_redemption__c?: boolean;
    distance_from_zip?: number | null;
  },
  country: string,
): string | null {
  if (offer.locality_of_offer__c !== 'Local' || !offer.in_person_redemption__c) return null;
  const miles = offer.distance_from_zip;
  if (miles === null || miles === undefined) return 'N/A';
  return country === 'US' ? `${miles.toFixed(1)} mi` : `${(miles * KM_PER_MILE).toFixed(1)} km`;
}

/** The offer fields a member's list and detail show (partner spec §3 'Savings Club offer'). */
export interface OfferSummary {
  sfid: string;
  company_name__c?: string | null;
  company_logo__c?: string | null;
  primary_category__c: string;
  type_of_offer__c: string;
  dollars_off__c?: number | null;
  percent_off__c?: number | null;
  type_of_offer_other__c?: string | null;
  offer_description__c: string;
  featured__c: boolean;
  locality_of_offer__c: string;
  in_person_redemption__c?: boolean;
  distance_from_zip?: number | null;
}
