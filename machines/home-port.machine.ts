// The home-port wizard (member spec §2, §4, §5, §9): type → address search → locate the pin → done.
// Pure: rules and steps only. Place search, place details, reverse geocoding and the local-operator
// lookup are actors the flow provides; tests provide fakes.
import { assign, fromPromise, setup } from 'xstate';

export const HOME_PORT_TYPES = ['Marina', 'Mooring', 'Trailer', 'Home Dock', 'Other'] as const;
export type HomePortType = (typeof HOME_PORT_TYPES)[number];

/** Spec §9: address search debounce for billing and boat. */
export const HOME_PORT_SEARCH_DEBOUNCE_MS = 350;
/** Spec §9: zoom of the 'Locate Marina' map. */
export const LOCATE_MARINA_ZOOM = 13;

/** Place types whose name is not a usable home-port name (spec §4). */
const UNNAMED_PLACE_TYPES = ['locality', 'street_address', 'premise'];

export const HOME_PORT_MESSAGES = {
  typeRequired: 'Where do you typically keep your boat?',
  nameRequired: 'Home port name/description is required.',
  moveMarker: 'Move your marker to find the closest home port city.',
  searchFailed: 'We could not search for places right now. Please try again.',
  geocodeFailed: 'We could not find an address for that spot. Please move your marker again.',
  operatorFailed: 'We could not find your local operator. Please try again.',
} as const;

export interface LatLng {
  lat: number;
  lng: number;
}

export interface PlaceSuggestion {
  placeId: string;
  description: string;
}

/** A place resolved to address parts (place details or the first reverse-geocoding entry). */
export interface Place extends LatLng {
  placeId: string | null;
  formattedAddress: string;
  name: string;
  types: string[];
  streetNumber: string;
  street: string;
  city: string;
  state: string;
  country: string;
  postalCode: string;
}

/** The area of responsibility (local operator) for the home port's coordinates. */
export interface LocalOperator {
  id: string;
  name: string;
  description: string;
  phone: string;
}

/** The finished wizard's data, in the spec's UI names (§3 Boat: homePortType, homePortName, …). */
export interface HomePort extends LatLng {
  homePortType: HomePortType;
  homePortName: string;
  address: string;
  streetNumber: string;
  street: string;
  city: string;
  state: string;
  country: string;
  aor: LocalOperator;
}

export interface HomePortInput {
  /** An existing home port to edit; the wizard starts with its values chosen. */
  homePort?: HomePort | null;
}

export type HomePortError = keyof typeof HOME_PORT_MESSAGES;

export interface HomePortContext {
  type: HomePortType | null;
  searchText: string;
  suggestions: PlaceSuggestion[];
  place: Place | null;
  name: string;
  operator: LocalOperator | null;
  error: HomePortError | null;
}

export type HomePortEvent =
  | { type: 'type.pick'; homePortType: HomePortType }
  | { type: 'type.submit' }
  | { type: 'search.input'; text: string }
  | { type: 'place.choose'; placeId: string }
  | { type: 'search.submit' }
  | { type: 'pin.drag'; lat: number; lng: number }
  | { type: 'name.change'; name: string }
  | { type: 'locate.submit' }
  | { type: 'step.back' }
  | { type: 'type.edit' }
  | { type: 'address.edit' };

function notProvided<TInput, TOutput>(name: string) {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`The flow must provide the '${name}' actor.`)),
  );
}

/** Spec §4: blank for locality, street address or premise; otherwise the place's own name. */
export function homePortNameFor(place: Place): string {
  return place.types.some((t) => UNNAMED_PLACE_TYPES.includes(t)) ? '' : place.name;
}

function placeFromHomePort(homePort: HomePort): Place {
  return {
    placeId: null,
    formattedAddress: homePort.address,
    name: homePort.homePortName,
    types: [],
    streetNumber: homePort.streetNumber,
    street: homePort.street,
    city: homePort.city,
    state: homePort.state,
    country: homePort.country,
    postalCode: '',
    lat: homePort.lat,
    lng: homePort.lng,
  };
}

export const homePortMachine = setup({
  types: {
    context: {} as HomePortContext,
    events: {} as HomePortEvent,
    input: {} as HomePortInput,
    output: {} as HomePort,
  },
  actors: {
    searchPlaces: notProvided<{ text: string }, PlaceSuggestion[]>('searchPlaces'),
    placeDetails: notProvided<{ placeId: string }, Place>('placeDetails'),
    reverseGeocode: notProvided<LatLng, Place>('reverseGeocode'),
    lookupOperator: notProvided<LatLng, LocalOperator>('lookupOperator'),
  },
  guards: {
    homePortTypeChosen: ({ context }) => context.type !== null,
    searchTextBlank: ({ event }) => event.type === 'search.input' && event.text.trim() === '',
    placeChosen: ({ context }) => context.place !== null,
    placeIsSuggested: ({ context, event }) =>
      event.type === 'place.choose' && context.suggestions.some((s) => s.placeId === event.placeId),
    homePortNameMissing: ({ context }) => context.name.trim() === '',
    placeHasNoCity: ({ context }) => !context.place?.city,
  },
  actions: {
    setType: assign({
      type: ({ event }) => (event.type === 'type.pick' ? event.homePortType : null),
      error: null,
    }),
    flagTypeRequired: assign({ error: 'typeRequired' as const }),
    setSearchText: assign({
      searchText: ({ event }) => (event.type === 'search.input' ? event.text : ''),
      place: null,
      error: null,
    }),
    clearSuggestions: assign({ suggestions: [] }),
    setSuggestions: assign({ suggestions: (_, suggestions: PlaceSuggestion[]) => suggestions }),
    flagSearchFailed: assign({ error: 'searchFailed' as const }),
    choosePlace: assign({
      place: (_, place: Place) => place,
      name: (_, place: Place) => homePortNameFor(place),
      searchText: (_, place: Place) => place.formattedAddress,
      suggestions: [],
      error: null,
    }),
    movePin: assign({
      place: ({ context, event }) =>
        context.place && event.type === 'pin.drag'
          ? { ...context.place, lat: event.lat, lng: event.lng }
          : context.place,
      error: null,
    }),
    updateAddressFromPin: assign({
      place: ({ context }, found: Place) =>
        context.place ? { ...found, lat: context.place.lat, lng: context.place.lng } : found,
    }),
    flagGeocodeFailed: assign({ error: 'geocodeFailed' as const }),
    setName: assign({ name: ({ event }) => (event.type === 'name.change' ? event.name : ''), error: null }),
    flagNameRequired: assign({ error: 'nameRequired' as const }),
    flagMoveMarker: assign({ error: 'moveMarker' as const }),
    setOperator: assign({ operator: (_, operator: LocalOperator) => operator }),
    flagOperatorFailed: assign({ error: 'operatorFailed' as const }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'homePort',
  context: ({ input }) => {
    const existing = input?.homePort ?? null; // started without input: a new home port
    return {
      type: existing?.homePortType ?? null,
      searchText: existing?.address ?? '',
      suggestions: [],
      place: existing ? placeFromHomePort(existing) : null,
      name: existing?.homePortName ?? '',
      operator: existing?.aor ?? null,
      error: null,
    };
  },
  initial: 'type',
  states: {
    type: {
      on: {
        'type.pick': { actions: 'setType' },
        'type.submit': [
          { guard: 'homePortTypeChosen', target: 'search', actions: 'clearError' },
          { actions: 'flagTypeRequired' },
        ],
      },
    },
    search: {
      initial: 'idle',
      on: {
        'search.input': [
          { guard: 'searchTextBlank', target: '.idle', actions: ['setSearchText', 'clearSuggestions'] },
          { target: '.debouncing', reenter: true, actions: 'setSearchText' },
        ],
        'place.choose': { guard: 'placeIsSuggested', target: '.choosing' },
        // Continue stays unavailable until a place is chosen: the search text is never submitted.
        'search.submit': { guard: 'placeChosen', target: 'locate', actions: 'clearError' },
        'step.back': { target: 'type', actions: 'clearError' },
        'type.edit': { target: 'type', actions: 'clearError' },
      },
      states: {
        idle: {},
        debouncing: {
          after: { [HOME_PORT_SEARCH_DEBOUNCE_MS]: { target: 'fetching' } },
        },
        fetching: {
          tags: ['loading'],
          invoke: {
            id: 'searchPlaces',
            src: 'searchPlaces',
            input: ({ context }) => ({ text: context.searchText }),
            onDone: {
              target: 'idle',
              actions: { type: 'setSuggestions', params: ({ event }) => event.output },
            },
            onError: { target: 'idle', actions: ['clearSuggestions', 'flagSearchFailed'] },
          },
        },
        choosing: {
          tags: ['loading'],
          invoke: {
            id: 'placeDetails',
            src: 'placeDetails',
            input: ({ event }) => ({ placeId: event.type === 'place.choose' ? event.placeId : '' }),
            onDone: { target: 'idle', actions: { type: 'choosePlace', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: 'flagSearchFailed' },
          },
        },
      },
    },
    locate: {
      initial: 'idle',
      on: {
        'pin.drag': { target: '.geocoding', reenter: true, actions: 'movePin' },
        'name.change': { actions: 'setName' },
        'step.back': { target: 'search', actions: 'clearError' },
        'address.edit': { target: 'search', actions: 'clearError' },
        'type.edit': { target: 'type', actions: 'clearError' },
      },
      states: {
        idle: {
          on: {
            'locate.submit': [
              { guard: 'homePortNameMissing', actions: 'flagNameRequired' },
              { guard: 'placeHasNoCity', actions: 'flagMoveMarker' },
              { target: 'finishing' },
            ],
          },
        },
        geocoding: {
          tags: ['loading'],
          invoke: {
            id: 'reverseGeocode',
            src: 'reverseGeocode',
            input: ({ context }) => ({ lat: context.place?.lat ?? 0, lng: context.place?.lng ?? 0 }),
            onDone: {
              target: 'idle',
              actions: { type: 'updateAddressFromPin', params: ({ event }) => event.output },
            },
            onError: { target: 'idle', actions: 'flagGeocodeFailed' },
          },
        },
        finishing: {
          tags: ['submitting'],
          invoke: {
            id: 'lookupOperator',
            src: 'lookupOperator',
            input: ({ context }) => ({ lat: context.place?.lat ?? 0, lng: context.place?.lng ?? 0 }),
            onDone: {
              target: '#homePort.done',
              actions: { type: 'setOperator', params: ({ event }) => event.output },
            },
            onError: { target: 'idle', actions: 'flagOperatorFailed' },
          },
        },
      },
    },
    done: {
      type: 'final',
    },
  },
  output: ({ context }) => {
    const place = context.place;
    if (!place || !context.type || !context.operator)
      throw new Error('The home-port wizard finished without its data.');
    return {
      homePortType: context.type,
      homePortName: context.name.trim(),
      address: place.formattedAddress,
      streetNumber: place.streetNumber,
      street: place.street,
      city: place.city,
      state: place.state,
      country: place.country,
      lat: place.lat,
      lng: place.lng,
      aor: context.operator,
    };
  },
});
