// Address suggestions of the contact step (spec §5: the street must be a chosen suggestion; §9: 100 ms
// debounce). Screens never call the API: the purchase route gives the search (built on api/ with the
// home-port parsers, decision 079) through this context, and the screen only asks it (decision 075).
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { Place, PlaceSuggestion } from '@/machines/home-port.machine';

export interface AddressSearch {
  suggest: (text: string, signal: AbortSignal) => Promise<PlaceSuggestion[]>;
  details: (placeId: string, signal?: AbortSignal) => Promise<Place>;
}

/** Spec §9: address debounce 100 ms on the contact step. */
export const CONTACT_ADDRESS_DEBOUNCE_MS = 100;

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

export type SuggestionState =
  | { status: 'idle'; suggestions: PlaceSuggestion[] }
  | { status: 'searching'; suggestions: PlaceSuggestion[] }
  | { status: 'failed'; suggestions: PlaceSuggestion[] };

/** Suggestions for `text` (debounced; nothing is searched while `active` is false or the text is short). */
export function useAddressSuggestions(text: string, active: boolean): SuggestionState {
  const search = useAddressSearch();
  const [state, setState] = useState<SuggestionState>({ status: 'idle', suggestions: [] });
  const query = text.trim();
  useEffect(() => {
    if (!active || query.length < 3) {
      setState({ status: 'idle', suggestions: [] });
      return undefined;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState((previous) => ({ status: 'searching', suggestions: previous.suggestions }));
      search.suggest(query, controller.signal).then(
        (suggestions) => setState({ status: 'idle', suggestions }),
        () => {
          if (!controller.signal.aborted) setState({ status: 'failed', suggestions: [] });
        },
      );
    }, CONTACT_ADDRESS_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [search, query, active]);
  return state;
}
