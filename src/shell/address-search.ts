// The address search the purchase contact step uses (screens may not call the API): place suggestions
// and place details on the typed client, read with the home-port wizard's parsers (decision 075).
import { dataOrThrow } from '@/api/api-error';
import type { ApiClient } from '@/api/client';
import { parsePlace, parseSuggestions } from '@/flows/home-port.actors';
import type { AddressSearch } from '@/screens/purchase/address-search';

/** Spec §7: spaces in the search text are sent as plus signs. */
const plusQuery = (query: { input?: string }) =>
  `input=${(query.input ?? '').trim().split(/\s+/).map(encodeURIComponent).join('+')}`;

export function addressSearchOn(api: ApiClient): AddressSearch {
  return {
    suggest: async (text, signal) =>
      parseSuggestions(
        dataOrThrow(
          await api.GET('/google_places', {
            params: { query: { input: text } },
            querySerializer: plusQuery,
            signal,
          }),
        ),
      ),
    details: async (placeId, signal) => {
      const place = parsePlace(
        dataOrThrow(
          await api.GET('/googleplacesdetails/{id}', { params: { path: { id: placeId } }, signal }),
        ),
      );
      if (!place) throw new Error('The place details answer could not be read.');
      return place;
    },
  };
}
