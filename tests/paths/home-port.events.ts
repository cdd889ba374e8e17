// Event payload variants for the home-port chart: one per guard outcome and per invoke outcome.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  KEY_WEST_MARINA,
  KEY_WEST_OPERATOR,
  OPEN_WATER,
  SUGGESTIONS,
} from '@/journeys/home-port/home-port.examples';
import type { HomePortEvent, HomePortInput } from '@/machines/home-port.machine';

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

/** The input the path tests start the chart with (a new home port). */
export const homePortPathInput: HomePortInput = {};
