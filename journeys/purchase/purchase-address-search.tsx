// Spec §6/§7 address search for the purchase contact step: the home-port wizard's place calls (loaded
// on first use), provided to the screens around every purchase step.
import { useMemo, type ReactNode } from 'react';
import type { ApiClient } from '@/api/client';
import type { JourneyHost } from '@/flows/journey';
import { AddressSearchProvider, type AddressSearch } from '@/screens/purchase/address-search';
import { homePortCalls } from '@/journeys/home-port/home-port.actors';

export function addressSearchOf(api: ApiClient): AddressSearch {
  return {
    suggest: async (text, signal) => (await homePortCalls()).searchPlaces(api, text, signal),
    details: async (placeId, signal) => (await homePortCalls()).placeDetails(api, placeId, signal),
  };
}

export function PurchaseAddressSearch({ host, children }: { host: JourneyHost; children: ReactNode }) {
  const search = useMemo(() => addressSearchOf(host.api), [host.api]);
  return <AddressSearchProvider value={search}>{children}</AddressSearchProvider>;
}
