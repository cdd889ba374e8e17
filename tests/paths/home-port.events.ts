// Event payload variants for the home-port chart: one per guard outcome and per invoke outcome.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { HomePortEvent, LocalOperator, Place, PlaceSuggestion } from '@/machines/home-port.machine';

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

export function homePortEvents(snapshot: AnyMachineSnapshot): EventObject[] {
  const events: Array<HomePortEvent | (EventObject & { output: unknown })> = [
    { type: 'type.pick', homePortType: 'Marina' },
    { type: 'type.submit' },
    { type: 'search.input', text: 'Key West' },
    { type: 'search.input', text: '' },
    { type: 'place.choose', placeId: KEY_WEST_MARINA.placeId ?? '' },
    { type: 'search.submit' },
    { type: 'pin.drag', lat: 24.4, lng: -81.9 },
    { type: 'name.change', name: 'Key West Bight Marina' },
    { type: 'name.change', name: '' },
    { type: 'locate.submit' },
    { type: 'step.back' },
    { type: 'type.edit' },
    { type: 'address.edit' },
    { type: 'xstate.done.actor.searchPlaces', output: SUGGESTIONS },
    { type: 'xstate.done.actor.placeDetails', output: KEY_WEST_MARINA },
    {
      type: 'xstate.done.actor.reverseGeocode',
      output: snapshot.matches({ locate: 'geocoding' }) ? OPEN_WATER : KEY_WEST_MARINA,
    },
    { type: 'xstate.done.actor.reverseGeocode', output: KEY_WEST_MARINA },
    { type: 'xstate.done.actor.lookupOperator', output: KEY_WEST_OPERATOR },
  ];
  return events.filter((e) => snapshot.can(e as never) || e.type.startsWith('xstate.'));
}
