// The sandbox's price list (products table) in the shape machines/pricing.ts reads, and the mapping
// between the cart's trailer care names and the membership record's (member spec §3).
import type { PriceListEntry } from '@/machines/pricing';
import type { Queryable } from '../db/db';

export async function loadPriceList(db: Queryable): Promise<PriceListEntry[]> {
  const { rows } = await db.query<{ name: string; price: number; years: number }>(
    `SELECT name, price::float8 AS price, term_years AS years FROM products WHERE family <> 'Fee'`,
  );
  // Multi-year products are named 'Gold Card (2 years)': the term is their `years`, the name the type's.
  return rows.map((row) => ({ ...row, name: row.name.replace(/ \(\d+ years?\)$/, '') }));
}

// The cart's trailer care names and the membership record's (member spec §3): the portal's own mapping.
export {
  TRAILER_CARE_RECORD,
  trailerCareLevelOf as cartTrailerCare,
  type TrailerCareLevel as CartTrailerCare,
} from '@/machines/upgrades/trailer-care-levels';

/** Spec §5: trailer care only for Gold Card and Lake Card. */
export const TRAILER_CARE_TYPES = ['Gold Card', 'Lake Card'];
