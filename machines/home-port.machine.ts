// The home-port wizard (member spec §2, §4, §5, §9): type → address search → locate the pin → done.
// The wizard's data is one valibot schema (machines/home-port/home-port-schema.ts): the steps' guards and
// messages check its parts, and the finished home port is its output. Pure: rules and steps only. Place
// search, place details, reverse geocoding and the local-operator lookup are actors the flow provides;
// tests provide fakes.
import { assign, setup } from 'xstate';
import { notProvided } from './not-provided';
import { formErrors, formInvalid, formOutput } from './forms/form-schema';
import {
  homePortLocateStep,
  homePortNameFor,
  homePortProblem,
  homePortSchema,
  homePortTypeStep,
  type HomePort,
  type HomePortError,
  type HomePortType,
  type LocalOperator,
} from './home-port/home-port-schema';

/** The chart's output, for the charts that run the wizard. */
export type { HomePort };

/** Spec §9: address search debounce for billing and boat. */
export const HOME_PORT_SEARCH_DEBOUNCE_MS = 350;
/** Spec §9: zoom of the 'Locate Marina' map. */
export const LOCATE_MARINA_ZOOM = 13;

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

export interface HomePortInput {
  /** An existing home port to edit; the wizard starts with its values chosen. */
  homePort?: HomePort | null;
}

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

/** The steps' parts of the home port as the wizard holds them so far. */
const typeStepOf = (context: HomePortContext) => ({ homePortType: context.type });
const locateStepOf = (context: HomePortContext) => ({
  homePortName: context.name,
  city: context.place?.city ?? '',
});

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
    searchPlaces: notProvided<{ text: string }, PlaceSuggestion[]>('searchPlaces', 'flow'),
    placeDetails: notProvided<{ placeId: string }, Place>('placeDetails', 'flow'),
    reverseGeocode: notProvided<LatLng, Place>('reverseGeocode', 'flow'),
    lookupOperator: notProvided<LatLng, LocalOperator>('lookupOperator', 'flow'),
  },
  guards: {
    homePortTypeChosen: ({ context }) => !formInvalid(homePortTypeStep, typeStepOf(context)),
    searchTextBlank: ({ event }) => event.type === 'search.input' && event.text.trim() === '',
    placeChosen: ({ context }) => context.place !== null,
    placeIsSuggested: ({ context, event }) =>
      event.type === 'place.choose' && context.suggestions.some((s) => s.placeId === event.placeId),
    homePortNameMissing: ({ context }) =>
      'homePortName' in formErrors(homePortLocateStep, locateStepOf(context)),
    placeHasNoCity: ({ context }) => 'city' in formErrors(homePortLocateStep, locateStepOf(context)),
  },
  actions: {
    setType: assign({
      type: ({ event }) => (event.type === 'type.pick' ? event.homePortType : null),
      error: null,
    }),
    flagTypeProblem: assign({
      error: ({ context }) => homePortProblem(homePortTypeStep, typeStepOf(context)),
    }),
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
    flagLocateProblem: assign({
      error: ({ context }) => homePortProblem(homePortLocateStep, locateStepOf(context)),
    }),
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
          { actions: 'flagTypeProblem' },
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
        idle: { description: 'Waiting for the boater to type an address' },
        debouncing: {
          description: 'Waiting for the boater to stop typing',
          after: { [HOME_PORT_SEARCH_DEBOUNCE_MS]: { target: 'fetching' } },
        },
        fetching: {
          description: 'Looking up places that match the address',
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
          description: 'Reading the details of the chosen place',
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
        'step.back': { target: 'search', actions: 'clearError' },
        'address.edit': { target: 'search', actions: 'clearError' },
        'type.edit': { target: 'type', actions: 'clearError' },
      },
      states: {
        idle: {
          description: 'Placing the pin and naming the home port',
          on: {
            'name.change': { actions: 'setName' },
            'locate.submit': [
              { guard: 'homePortNameMissing', actions: 'flagLocateProblem' },
              { guard: 'placeHasNoCity', actions: 'flagLocateProblem' },
              { target: 'finishing' },
            ],
          },
        },
        geocoding: {
          description: 'Finding the address at the pin',
          tags: ['loading'],
          on: { 'name.change': { actions: 'setName' } },
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
        // The name was checked on 'Continue': it stays as it is until the lookup answers.
        finishing: {
          description: 'Finding the Sea Tow operator that serves the home port',
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
  output: ({ context }): HomePort => {
    const place = context.place;
    if (!place || !context.operator) throw new Error('The home-port wizard finished without its data.');
    // The locate step passed: the schema gives the finished home port (the name trimmed).
    return formOutput(homePortSchema, {
      homePortType: context.type,
      homePortName: context.name,
      address: place.formattedAddress,
      streetNumber: place.streetNumber,
      street: place.street,
      city: place.city,
      state: place.state,
      country: place.country,
      lat: place.lat,
      lng: place.lng,
      aor: context.operator,
    });
  },
});
