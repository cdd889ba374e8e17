// What a lazily loaded map's place shows until leaflet arrives: a box of the map's own height (and of its
// one-line hint, when it has one), so what is below does not jump when the map arrives: a press aimed at
// 'Continue' while it loads would otherwise land on the map, and move the pin.
import { Spinner } from '@/ui/spinner';

/** The 'Locate Marina' map's height in pixels. */
export const LOCATE_MAP_HEIGHT = 320;

export function MapPlaceholder({
  height,
  hint = false,
  label,
}: {
  height: number;
  hint?: boolean;
  label: string;
}) {
  const minHeight = hint ? `calc(${height}px + 2rem)` : `${height}px`;
  return (
    <div className="map-placeholder" style={{ minHeight }}>
      <Spinner label={label} />
    </div>
  );
}
