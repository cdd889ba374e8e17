// Spec §6/§7 address search for the purchase contact step, on the same place calls as the home-port
// wizard, provided to the screens around every purchase step.
import { useMemo, type ReactNode } from 'react';
import type { ApiClient } from '@/api/client';
import type { JourneyHost } from '@/flows/journey';
import { AddressSearchProvider, type AddressSearch } from '@/screens/purchase/address-search';
import { parsePlace, parseSuggestions } from '@/journeys/home-port/home-port.actors';

export function addressSearchOf(api: ApiClient): AddressSearch {
  return {
    async suggest(text, signal) {
      const { data, error } = await api.GET('/google_places', {
        params: { query: { input: text } },
        querySerializer: (q: { input?: string }) =>
          `input=${(q.input ?? '').trim().split(/\s+/).map(encodeURIComponent).join('+')}`,
        signal,
      });
      if (error !== undefined || data === undefined) throw new Error('Address search failed');
      return parseSuggestions(data);
    },
    async details(placeId, signal) {
      const { data, error } = await api.GET('/googleplacesdetails/{id}', {
        params: { path: { id: placeId } },
        signal,
      });
      const place = error === undefined ? parsePlace(data) : null;
      if (!place) throw new Error('Place details failed');
      return place;
    },
  };
}

export function PurchaseAddressSearch({ host, children }: { host: JourneyHost; children: ReactNode }) {
  const search = useMemo(() => addressSearchOf(host.api), [host.api]);
  return <AddressSearchProvider value={search}>{children}</AddressSearchProvider>;
}
