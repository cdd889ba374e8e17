// The map of a boat's home port pin in the boat details (spec §9: zoom 11), not draggable. Leaflet loads with
// the first map shown, not with the page.
import { lazy, Suspense } from 'react';
import { MapPlaceholder } from '../home-port/map-placeholder';

/** Spec §9: zoom of the boat details map. */
export const BOAT_DETAILS_ZOOM = 11;

const BOAT_MAP_HEIGHT = 220;

const PinMap = lazy(() => import('../home-port/locate-marina-map'));

export function BoatMap({ lat, lng, label }: { lat: number; lng: number; label: string }) {
  return (
    <Suspense fallback={<MapPlaceholder height={BOAT_MAP_HEIGHT} label="Loading the map…" />}>
      <PinMap position={{ lat, lng }} zoom={BOAT_DETAILS_ZOOM} label={label} height={BOAT_MAP_HEIGHT} />
    </Suspense>
  );
}
