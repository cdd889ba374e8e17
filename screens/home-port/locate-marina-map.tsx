// The 'Locate Marina' map: zoom 13, one draggable pin, a tile layer only when VITE_TILE_URL is set,
// otherwise the offline outlines. Loaded lazily so leaflet ships only with this step. The boat details show
// the same map of a pin at their own zoom, without dragging.
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import type { FeatureCollection, Geometry } from 'geojson';
import { useEffect, useMemo, useState } from 'react';
import { GeoJSON, MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import { LOCATE_MARINA_ZOOM, type LatLng } from '@/machines/home-port.machine';
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

export interface LocateMarinaMapProps {
  position: LatLng;
  /** The pin is draggable when given. */
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
  height = 320,
}: LocateMarinaMapProps) {
  const handlers = useMemo(
    () => ({
      dragend: (e: L.LeafletEvent) => {
        const at = (e.target as L.Marker).getLatLng();
        onDrag?.(at.lat, at.lng);
      },
    }),
    [onDrag],
  );
  return (
    <div className="locate-map" role="region" aria-label={label}>
      <MapContainer
        center={[position.lat, position.lng]}
        zoom={zoom}
        style={{ height, background: '#b9d3e6' }}
        scrollWheelZoom={false}
      >
        {tileUrl ? <TileLayer url={tileUrl} /> : <OfflineOutlines />}
        <Marker
          position={[position.lat, position.lng]}
          draggable={onDrag !== undefined}
          icon={pinIcon}
          eventHandlers={handlers}
          title="Home port pin"
        />
        <FollowPosition position={position} />
      </MapContainer>
    </div>
  );
}
