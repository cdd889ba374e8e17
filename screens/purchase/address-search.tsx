// The address search of the contact step (spec §5: the street must be a chosen suggestion). Screens never
// call the API: the purchase route gives the search (built on api/ with the home-port parsers, decision 079)
// through this context around every step, and the screen only asks it (decision 075) with
// `useAddressSuggestions` (./address-suggestions.ts, loaded with the contact step).
import { createContext, useContext, type ReactNode } from 'react';
import type { Place, PlaceSuggestion } from '@/machines/home-port.machine';

export interface AddressSearch {
  suggest: (text: string, signal: AbortSignal) => Promise<PlaceSuggestion[]>;
  details: (placeId: string, signal?: AbortSignal) => Promise<Place>;
}

const AddressSearchContext = createContext<AddressSearch | null>(null);

export function AddressSearchProvider({ value, children }: { value: AddressSearch; children: ReactNode }) {
  return <AddressSearchContext.Provider value={value}>{children}</AddressSearchContext.Provider>;
}

export function useAddressSearch(): AddressSearch {
  const search = useContext(AddressSearchContext);
  if (!search)
    throw new Error(
      'useAddressSearch() needs an AddressSearchProvider above it (the purchase route gives one).',
    );
  return search;
}
