// Debounced address suggestions for the contact step's street (spec §9: 100 ms), from the search the purchase
// route provides (./address-search.tsx). Loaded with the contact step's screen, not with the first step.
import { useEffect, useState } from 'react';
import type { PlaceSuggestion } from '@/machines/home-port.machine';
import { useAddressSearch } from './address-search';

/** Spec §9: address debounce 100 ms on the contact step. */
export const CONTACT_ADDRESS_DEBOUNCE_MS = 100;

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
