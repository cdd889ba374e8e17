// Distance of local offers from a searched postal code (companion spec §9: shown in miles, only for local
// in-person offers, N/A when unknown). The sandbox knows the centroids of the postal codes of its gazetteer.

export type LatLng = { lat: number; lng: number };

/** Postal-code centroids of the sandbox's places (docs/sandbox.md "Places"). */
export const postalCodeCentroids: Readonly<Record<string, LatLng>> = {
  '11963': { lat: 40.9979, lng: -72.2926 }, // Sag Harbor NY
  '11954': { lat: 41.0359, lng: -71.9545 }, // Montauk NY
  '12845': { lat: 43.4262, lng: -73.7123 }, // Lake George NY
  '86403': { lat: 34.4839, lng: -114.3225 }, // Lake Havasu City AZ
  '30518': { lat: 34.1235, lng: -84.0066 }, // Lake Lanier GA
  '90292': { lat: 33.9802, lng: -118.4517 }, // Marina del Rey CA
  '21401': { lat: 38.9784, lng: -76.4922 }, // Annapolis MD
  '33040': { lat: 24.5551, lng: -81.78 }, // Key West FL
  '33131': { lat: 25.7617, lng: -80.1918 }, // Miami FL
  '99501': { lat: 61.2181, lng: -149.9003 }, // Anchorage AK
  '96813': { lat: 21.3069, lng: -157.8583 }, // Honolulu HI
  '00901': { lat: 18.4655, lng: -66.1057 }, // San Juan PR
  '00802': { lat: 18.3419, lng: -64.9307 }, // Charlotte Amalie VI
  'M5V 3L9': { lat: 43.6426, lng: -79.3871 }, // Toronto ON
  '22800': { lat: 31.8667, lng: -116.5964 }, // Ensenada BC
};

const EARTH_RADIUS_MILES = 3958.8;

export function milesBetween(a: LatLng, b: LatLng): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h));
}

export function centroidOf(postalCode: string | undefined): LatLng | undefined {
  if (!postalCode) return undefined;
  return postalCodeCentroids[postalCode.trim().toUpperCase()];
}
