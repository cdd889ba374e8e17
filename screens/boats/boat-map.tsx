// The map of a boat's home port pin in the boat details (spec §9: zoom 11), not draggable. Leaflet loads with
// the first map shown, not with the page.
import { lazy, Suspense } from 'react';
import { Spinner } from '@/ui/spinner';

/** Spec §9: zoom of the boat details map. */
export const BOAT_DETAILS_ZOOM = 11;

const PinMap = lazy(() => import('../home-port/locate-marina-map'));

export function BoatMap({ lat, lng, label }: { lat: number; lng: number; label: string }) {
  return (
    <Suspense fallback={<Spinner label="Loading the map…" />}>
      <PinMap position={{ lat, lng }} zoom={BOAT_DETAILS_ZOOM} label={label} height={220} />
    </Suspense>
  );
}
