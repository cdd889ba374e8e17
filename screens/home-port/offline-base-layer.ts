// The map's offline base layer (no tile server is reachable offline): US state outlines plus the
// Canada and Mexico outlines, from the us-atlas / world-atlas TopoJSON packages via topojson-client.
import type { FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** ISO 3166-1 numeric codes in world-atlas: Canada, Mexico. */
const NEIGHBOURS = new Set(['124', '484']);

function collection(topology: Topology, object: string): FeatureCollection<Geometry> {
  const source = topology.objects[object] as GeometryCollection | undefined;
  if (!source) throw new Error(`The outline data has no '${object}' object.`);
  return feature(topology, source) as FeatureCollection<Geometry>;
}

export async function loadOfflineOutlines(): Promise<FeatureCollection<Geometry>> {
  const [states, world] = await Promise.all([
    import('us-atlas/states-10m.json').then((m) => m.default as unknown as Topology),
    import('world-atlas/countries-110m.json').then((m) => m.default as unknown as Topology),
  ]);
  const neighbours = collection(world, 'countries').features.filter((f) => NEIGHBOURS.has(String(f.id)));
  return { type: 'FeatureCollection', features: [...collection(states, 'states').features, ...neighbours] };
}
