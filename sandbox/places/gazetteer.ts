// Place search over the seeded gazetteer: autocomplete by words, details, nearest place, nearest operator.
import type { components } from '@/openapi/schema.gen';
import type { Queryable } from '../db/db';
import { AOR_SELECT } from '../members/member-rows';

type PlaceDetails = components['schemas']['PlaceDetails'];
type Aor = components['schemas']['Aor'];

const PLACE_SELECT = `SELECT place_id, formatted_address, name, types, street_number, street, city, state, country, postal_code,
  subpremise, lat, lng FROM places`;

/** Great-circle distance in miles. */
export function milesBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The autocomplete input as the portal sends it: spaces replaced by plus signs. */
export const wordsOf = (input: string) =>
  input
    .replace(/\+/g, ' ')
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);

export async function autocomplete(db: Queryable, input: string, limit = 5): Promise<PlaceDetails[]> {
  const words = wordsOf(input);
  if (words.length === 0) return [];
  const { rows } = await db.query<PlaceDetails>(`${PLACE_SELECT} ORDER BY place_id`);
  const haystack = (p: PlaceDetails) => `${p.name} ${p.formatted_address}`.toLowerCase();
  return rows
    .map((p) => ({ p, text: haystack(p) }))
    .filter(({ text }) => words.every((w) => text.includes(w)))
    .sort(
      (a, b) =>
        Number(b.p.name.toLowerCase().startsWith(words[0] ?? '')) -
        Number(a.p.name.toLowerCase().startsWith(words[0] ?? '')),
    )
    .slice(0, limit)
    .map(({ p }) => p);
}

export async function placeById(db: Queryable, placeId: string): Promise<PlaceDetails | undefined> {
  const { rows } = await db.query<PlaceDetails>(`${PLACE_SELECT} WHERE place_id = $1`, [placeId]);
  return rows[0];
}

export async function placesByDistance(
  db: Queryable,
  at: { lat: number; lng: number },
): Promise<PlaceDetails[]> {
  const { rows } = await db.query<PlaceDetails>(PLACE_SELECT);
  return rows.sort((a, b) => milesBetween(at, a) - milesBetween(at, b));
}

export async function nearestOperator(
  db: Queryable,
  at: { lat: number; lng: number },
): Promise<Aor | undefined> {
  const { rows } = await db.query<Aor>(`${AOR_SELECT} WHERE status__c = 'Active'`);
  return rows.sort(
    (a, b) =>
      milesBetween(at, { lat: a.latitude, lng: a.longitude }) -
      milesBetween(at, { lat: b.latitude, lng: b.longitude }),
  )[0];
}
