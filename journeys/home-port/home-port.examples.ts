// Named home-port data shared by path tests, component tests and the visualizer's scenarios.
import type { Place, PlaceSuggestion } from '@/machines/home-port.machine';
import type { HomePort, LocalOperator } from '@/machines/home-port/home-port-schema';

export const KEY_WEST_MARINA: Place = {
  placeId: 'place-key-west-marina',
  formattedAddress: '951 Caroline St, Key West, FL 33040, USA',
  name: 'Key West Bight Marina',
  types: ['marina', 'point_of_interest'],
  streetNumber: '951',
  street: 'Caroline St',
  city: 'Key West',
  state: 'FL',
  country: 'US',
  postalCode: '33040',
  lat: 24.5613,
  lng: -81.8003,
};

/** Open water: reverse geocoding finds no city. */
export const OPEN_WATER: Place = {
  ...KEY_WEST_MARINA,
  placeId: null,
  formattedAddress: 'Gulf of Mexico',
  name: '',
  types: ['natural_feature'],
  streetNumber: '',
  street: '',
  city: '',
  state: '',
  postalCode: '',
};

export const SUGGESTIONS: PlaceSuggestion[] = [
  { placeId: KEY_WEST_MARINA.placeId ?? '', description: KEY_WEST_MARINA.formattedAddress },
];

export const KEY_WEST_OPERATOR: LocalOperator = {
  id: 'aor-key-west',
  name: 'Sea Tow Key West',
  description: 'Captain of Sea Tow Key West',
  phone: '305-555-0100',
};

export const KEY_WEST_HOME_PORT: HomePort = {
  homePortType: 'Marina',
  homePortName: KEY_WEST_MARINA.name,
  address: KEY_WEST_MARINA.formattedAddress,
  streetNumber: KEY_WEST_MARINA.streetNumber,
  street: KEY_WEST_MARINA.street,
  city: KEY_WEST_MARINA.city,
  state: KEY_WEST_MARINA.state,
  country: KEY_WEST_MARINA.country,
  lat: KEY_WEST_MARINA.lat,
  lng: KEY_WEST_MARINA.lng,
  aor: KEY_WEST_OPERATOR,
};

/** A home port in a state where the Lake Card is sold (the sandbox's Lake George NY). */
export const LAKE_GEORGE_HOME_PORT: HomePort = {
  homePortType: 'Marina',
  homePortName: 'Lake George',
  address: '57 Beach Road, Lake George, NY 12845, USA',
  streetNumber: '57',
  street: 'Beach Road',
  city: 'Lake George',
  state: 'NY',
  country: 'US',
  lat: 43.4195,
  lng: -73.7126,
  aor: {
    id: 'aor-lake-george',
    name: 'Sea Tow Northeast Inland',
    description: 'Captain Ann Adirondack',
    phone: '518-555-0103',
  },
};
