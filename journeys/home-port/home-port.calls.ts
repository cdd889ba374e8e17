// The home-port wizard's calls on the place-search API (member spec §6 table: google_places,
// googleplacesdetails, geocoding, utility/latlongaor), loaded on first use (home-port.actors.ts, and the
// purchase's address search). Answers are read tolerantly: Google-style `address_components` or flat
// address fields, since the sandbox mirrors the upstream services.
import type { LatLng, Place, PlaceSuggestion } from '@/machines/home-port.machine';
import type { LocalOperator } from '@/machines/home-port/home-port-schema';
import type { ApiClient } from '@/api/client';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const num = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
};

function listOf(body: unknown, ...keys: string[]): Json[] {
  if (Array.isArray(body)) return body.filter(isObject);
  if (!isObject(body)) return [];
  for (const key of keys) {
    const value = body[key];
    if (Array.isArray(value)) return value.filter(isObject);
  }
  return [];
}

export function parseSuggestions(body: unknown): PlaceSuggestion[] {
  return listOf(body, 'results', 'predictions')
    .map((r) => ({
      placeId: str(r.place_id ?? r.placeId),
      description: str(r.formatted_address ?? r.description),
    }))
    .filter((s) => s.placeId !== '' && s.description !== '');
}

function component(components: Json[], type: string, short = false): string {
  const found = components.find((c) => Array.isArray(c.types) && c.types.includes(type));
  return found ? str(short ? (found.short_name ?? found.long_name) : found.long_name) : '';
}

/** A place from a details answer or a geocoding entry; null when it has no coordinates. */
export function parsePlace(raw: unknown): Place | null {
  const body = isObject(raw) && isObject(raw.result) ? raw.result : raw;
  if (!isObject(body)) return null;
  const components = Array.isArray(body.address_components) ? body.address_components.filter(isObject) : [];
  const geometry =
    isObject(body.geometry) && isObject(body.geometry.location) ? body.geometry.location : body;
  const lat = num(geometry.lat ?? geometry.latitude);
  const lng = num(geometry.lng ?? geometry.lon ?? geometry.longitude);
  if (lat === null || lng === null) return null;
  const pick = (flat: unknown, type: string, short = false) =>
    str(flat) || component(components, type, short);
  return {
    placeId: str(body.place_id ?? body.placeId) || null,
    formattedAddress: str(body.formatted_address ?? body.formattedAddress),
    name: str(body.name),
    types: Array.isArray(body.types) ? body.types.map(str) : [],
    streetNumber: pick(body.street_number ?? body.streetNumber, 'street_number'),
    street: pick(body.street ?? body.route, 'route'),
    city: pick(body.city, 'locality'),
    state: pick(body.state, 'administrative_area_level_1', true),
    country: pick(body.country, 'country', true),
    postalCode: pick(body.postal_code ?? body.postalCode, 'postal_code'),
    lat,
    lng,
  };
}

/** Spec §6: the first geocoding entry, parsed to address parts. */
export function parseGeocoding(body: unknown): Place | null {
  const [first] = listOf(body, 'results');
  return first ? parsePlace(first) : parsePlace(body);
}

export function parseOperator(raw: unknown): LocalOperator | null {
  const body =
    isObject(raw) && isObject(raw.aor) ? raw.aor : isObject(raw) && isObject(raw.result) ? raw.result : raw;
  if (!isObject(body)) return null;
  const name = str(body.name ?? body.Name);
  if (name === '') return null;
  return {
    id: str(body.sfid ?? body.id ?? body.Id),
    name,
    description: str(body.description ?? body.description__c),
    phone: str(body.x24_hour_phone__c ?? body.phone),
  };
}

function required<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`The ${what} answer could not be read.`);
  return value;
}

/** Unwraps an openapi-fetch answer: the data, or the error body's message as an Error. */
function dataOf<T>(result: { data?: T; error?: unknown }): T {
  if (result.data !== undefined) return result.data;
  const message =
    isObject(result.error) && typeof result.error.message === 'string'
      ? result.error.message
      : 'Request failed';
  throw new Error(message);
}

/** Spec §6: spaces in the search text are sent as plus signs. */
const plusQuery = (query: { input?: string }) =>
  `input=${(query.input ?? '').trim().split(/\s+/).map(encodeURIComponent).join('+')}`;

/** Spec §6: place suggestions for a search text (aborted with `signal` when the text changes). */
export async function searchPlaces(
  api: ApiClient,
  text: string,
  signal?: AbortSignal,
): Promise<PlaceSuggestion[]> {
  return parseSuggestions(
    dataOf(
      await api.GET('/google_places', {
        params: { query: { input: text } },
        querySerializer: plusQuery,
        ...(signal ? { signal } : {}),
      }),
    ),
  );
}

/** Spec §6: a suggestion's place, with its address parts and coordinates. */
export async function placeDetails(api: ApiClient, placeId: string, signal?: AbortSignal): Promise<Place> {
  return required(
    parsePlace(
      dataOf(
        await api.GET('/googleplacesdetails/{id}', {
          params: { path: { id: placeId } },
          ...(signal ? { signal } : {}),
        }),
      ),
    ),
    'place details',
  );
}

/** Spec §6: the address at a pin. */
export async function reverseGeocode(api: ApiClient, at: LatLng): Promise<Place> {
  return required(
    parseGeocoding(
      dataOf(
        await api.GET('/geocoding', {
          params: { query: { latlng: `${at.lat.toFixed(6)},${at.lng.toFixed(6)}` } },
        }),
      ),
    ),
    'geocoding',
  );
}

/** Spec §6: the local operator serving a pin's area. */
export async function lookupOperator(api: ApiClient, at: LatLng): Promise<LocalOperator> {
  return required(
    parseOperator(dataOf(await api.POST('/utility/latlongaor', { body: { lat: at.lat, lon: at.lng } }))),
    'local operator',
  );
}
