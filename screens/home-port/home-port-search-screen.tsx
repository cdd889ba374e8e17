import { useId } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { HOME_PORT_MESSAGES } from '@/machines/home-port/home-port-schema';
import { homePortSearchHeading } from './home-port-headings';
import type { HomePortScreenProps } from './home-port-screen-props';
import { ScreenHeading } from '@/ui/heading';

/**
 * Step 2: address search titled by the type. Typing sends `search.input`; the chart debounces (350 ms)
 * and fetches suggestions. Continue is available only when the chart allows `search.submit`.
 */
export function HomePortSearchScreen({ snapshot, send }: HomePortScreenProps) {
  const id = useId();
  const listId = `${id}-suggestions`;
  const { searchText, suggestions, place, type, error } = snapshot.context;
  const expanded = suggestions.length > 0;
  return (
    <section className="wizard-step">
      <ScreenHeading>{homePortSearchHeading(type)}</ScreenHeading>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'search.submit' });
        }}
      >
        <label htmlFor={`${id}-input`}>Address</label>
        <input
          id={`${id}-input`}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          autoComplete="off"
          value={searchText}
          onChange={(e) => send({ type: 'search.input', text: e.target.value })}
        />
        {snapshot.hasTag('loading') && <p role="status">Searching…</p>}
        <ul id={listId} role="listbox" aria-label="Suggested places" hidden={!expanded}>
          {suggestions.map((s) => (
            <li
              key={s.placeId}
              role="option"
              aria-selected={place?.placeId === s.placeId}
              tabIndex={0}
              onClick={() => send({ type: 'place.choose', placeId: s.placeId })}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  send({ type: 'place.choose', placeId: s.placeId });
                }
              }}
            >
              {s.description}
            </li>
          ))}
        </ul>
        {place && <p aria-label="Chosen place">{place.formattedAddress}</p>}
        {error === 'searchFailed' && <Alert kind="failure">{HOME_PORT_MESSAGES.searchFailed}</Alert>}
        <Button variant="secondary" onClick={() => send({ type: 'step.back' })}>
          Back
        </Button>
        <Button type="submit" disabled={!snapshot.can({ type: 'search.submit' })}>
          Continue
        </Button>
      </form>
    </section>
  );
}
