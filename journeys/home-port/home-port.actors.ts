// Real actors of the home-port wizard: its calls (home-port.calls.ts) load on first use or when the
// browser is idle on a step (flows/later-code.ts), so a journey's first screen does not download them.
import { fromPromise } from 'xstate';
import { laterCode } from '@/flows/later-code';
import type { LatLng, Place, PlaceSuggestion } from '@/machines/home-port.machine';
import type { LocalOperator } from '@/machines/home-port/home-port-schema';
import type { ApiClient } from '@/api/client';

/** The place-search calls, shared with the purchase's address search. */
export const homePortCalls = laterCode(() => import('./home-port.calls'));

// Calls are not aborted when the chart leaves a state (typing on during a search, a second pin drag):
// the answers are small and a stopped actor's late answer is ignored by xstate, so no failure path
// (decision 024 on aborted requests) is involved at all.
export function homePortActors(api: ApiClient) {
  return {
    searchPlaces: fromPromise<PlaceSuggestion[], { text: string }>(async ({ input }) =>
      (await homePortCalls()).searchPlaces(api, input.text),
    ),
    placeDetails: fromPromise<Place, { placeId: string }>(async ({ input }) =>
      (await homePortCalls()).placeDetails(api, input.placeId),
    ),
    reverseGeocode: fromPromise<Place, LatLng>(async ({ input }) =>
      (await homePortCalls()).reverseGeocode(api, input),
    ),
    lookupOperator: fromPromise<LocalOperator, LatLng>(async ({ input }) =>
      (await homePortCalls()).lookupOperator(api, input),
    ),
  };
}
