import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { ADDRESSES, ComboboxListbox, useCombobox } from '@/ui/combobox';
import { HOME_PORT_MESSAGES } from '@/machines/home-port/home-port-schema';
import { homePortSearchHeading } from './home-port-headings';
import type { HomePortScreenProps } from './home-port-screen-props';
import { ScreenHeading } from '@/ui/heading';
import { StepButtons } from '@/ui/step-buttons';

/**
 * Step 2: address search titled by the type, the same combobox as the contact's address (arrows, Enter,
 * Escape, a live count). Typing sends `search.input`; the chart debounces (350 ms) and fetches
 * suggestions; picking one sends `place.choose`. Continue is available only when the chart allows
 * `search.submit`.
 */
export function HomePortSearchScreen({ snapshot, send }: HomePortScreenProps) {
  const { searchText, suggestions, place, type, error } = snapshot.context;
  const combobox = useCombobox();
  const box = combobox.bind(suggestions.length, (index) => {
    const suggestion = suggestions[index];
    if (suggestion) send({ type: 'place.choose', placeId: suggestion.placeId });
  });
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
        <div className="combobox">
          <label htmlFor={box.input.id}>Address</label>
          <input
            {...box.input}
            value={searchText}
            onChange={(e) => {
              combobox.typed();
              send({ type: 'search.input', text: e.target.value });
            }}
          />
          <ComboboxListbox
            box={box}
            label="Suggested places"
            options={suggestions.map((s) => ({ key: s.placeId, label: s.description }))}
            noun={ADDRESSES}
          />
        </div>
        {snapshot.hasTag('loading') && <p role="status">Searching…</p>}
        {place && <p aria-label="Chosen place">{place.formattedAddress}</p>}
        {error === 'searchFailed' && <Alert kind="failure">{HOME_PORT_MESSAGES.searchFailed}</Alert>}
        <StepButtons onBack={() => send({ type: 'step.back' })}>
          <Button type="submit" disabled={!snapshot.can({ type: 'search.submit' })}>
            Continue
          </Button>
        </StepButtons>
      </form>
    </section>
  );
}
