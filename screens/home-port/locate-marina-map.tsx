// The 'Locate Marina' map: zoom 13, one movable pin, a tile layer only when VITE_TILE_URL is set,
// otherwise the offline outlines. Loaded lazily so leaflet ships only with this step. The boat details show
// the same map of a pin at their own zoom, without moving it. The pin moves by drag, by arrow keys on the
// focused pin (Shift for larger steps) and by a click on the map (issue 28, WCAG 2.1.1 / 2.5.7).
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import type { FeatureCollection, Geometry } from 'geojson';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { GeoJSON, MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { LOCATE_MARINA_ZOOM, type LatLng } from '@/machines/home-port.machine';
import { LOCATE_MAP_HEIGHT } from './map-placeholder';
import { loadOfflineOutlines } from './offline-base-layer';

// In a Vite build leaflet's default icon URLs break: point them at the bundled images.
const pinIcon = new L.Icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});

const tileUrl = (import.meta.env.VITE_TILE_URL as string | undefined)?.trim() ?? '';

function FollowPosition({ position }: { position: LatLng }) {
  const map = useMap();
  useEffect(() => {
    map.setView([position.lat, position.lng], map.getZoom());
  }, [map, position.lat, position.lng]);
  return null;
}

function OfflineOutlines() {
  const [outlines, setOutlines] = useState<FeatureCollection<Geometry> | null>(null);
  useEffect(() => {
    let live = true;
    void loadOfflineOutlines().then((data) => live && setOutlines(data));
    return () => {
      live = false;
    };
  }, []);
  return outlines ? (
    <GeoJSON data={outlines} style={{ color: '#44606f', weight: 1, fillColor: '#e8e2cf', fillOpacity: 1 }} />
  ) : null;
}

/** Screen pixels an arrow key moves the pin by, and with Shift. */
const KEY_STEP_PX = 10;
const SHIFT_KEY_STEP_PX = 50;
const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};
const PIN_NAME = 'Home port pin';

/** The pin of the home port; movable when `onMove` is given (drag, arrow keys, a click on the map). */
function HomePortPin({
  position,
  onMove,
  hintId,
}: {
  position: LatLng;
  onMove: ((lat: number, lng: number) => void) | undefined;
  hintId: string;
}) {
  const map = useMap();
  const marker = useRef<L.Marker>(null);
  const move = useRef(onMove);
  move.current = onMove;
  useMapEvents({ click: (e) => move.current?.(e.latlng.lat, e.latlng.lng) });
  const movable = onMove !== undefined;
  useEffect(() => {
    const pin = marker.current;
    const element = pin?.getElement();
    if (!pin || !element || !movable) return;
    element.setAttribute('aria-describedby', hintId);
    const onKey = (event: KeyboardEvent) => {
      const direction = ARROWS[event.key];
      if (!direction) return;
      // The page must not scroll, nor the map pan under the pin.
      event.preventDefault();
      event.stopPropagation();
      const step = event.shiftKey ? SHIFT_KEY_STEP_PX : KEY_STEP_PX;
      const to = map.containerPointToLatLng(
        map.latLngToContainerPoint(pin.getLatLng()).add([direction[0] * step, direction[1] * step]),
      );
      move.current?.(to.lat, to.lng);
    };
    element.addEventListener('keydown', onKey);
    return () => element.removeEventListener('keydown', onKey);
  }, [map, movable, hintId]);
  const handlers = useMemo(
    () => ({
      dragend: (e: L.LeafletEvent) => {
        const at = (e.target as L.Marker).getLatLng();
        move.current?.(at.lat, at.lng);
      },
    }),
    [],
  );
  return (
    <Marker
      ref={marker}
      position={[position.lat, position.lng]}
      draggable={movable}
      keyboard={movable}
      icon={pinIcon}
      eventHandlers={handlers}
      title={PIN_NAME}
      alt={PIN_NAME}
    />
  );
}

export interface LocateMarinaMapProps {
  position: LatLng;
  /** The pin is movable (drag, keys, a click on the map) when given. */
  onDrag?: (lat: number, lng: number) => void;
  zoom?: number;
  label?: string;
  height?: number;
}

export default function LocateMarinaMap({
  position,
  onDrag,
  zoom = LOCATE_MARINA_ZOOM,
  label = 'Home port map',
  height = LOCATE_MAP_HEIGHT,
}: LocateMarinaMapProps) {
  const hintId = useId();
  return (
    <div className="locate-map" role="region" aria-label={label}>
      {onDrag && (
        <p id={hintId} className="locate-map__hint">
          Drag the pin, move it with the arrow keys (Shift for larger steps), or click the map to place it.
        </p>
      )}
      <MapContainer
        center={[position.lat, position.lng]}
        zoom={zoom}
        style={{ height, background: '#b9d3e6' }}
        scrollWheelZoom={false}
      >
        {tileUrl ? <TileLayer url={tileUrl} /> : <OfflineOutlines />}
        <HomePortPin position={position} onMove={onDrag} hintId={hintId} />
        <FollowPosition position={position} />
      </MapContainer>
    </div>
  );
}
