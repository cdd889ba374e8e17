// The street field with suggestions (the UI kit's combobox: arrows, Enter, Escape, a live count). Choosing
// a suggestion resolves it to address parts through the app's address search.
import { useState } from 'react';
import { ADDRESSES, ComboboxListbox, useCombobox } from '@/ui/combobox';
import type { Place } from '@/machines/home-port.machine';
import { useAddressSearch } from './address-search';
import { useAddressSuggestions } from './address-suggestions';

export interface AddressComboboxProps {
  label: string;
  value: string;
  error?: string | undefined;
  onType: (text: string) => void;
  onChoose: (place: Place) => void;
}

export const ADDRESS_SEARCH_FAILED = 'We could not search for addresses right now. Please try again.';

export function AddressCombobox({ label, value, error, onType, onChoose }: AddressComboboxProps) {
  const search = useAddressSearch();
  const combobox = useCombobox();
  const [resolving, setResolving] = useState(false);
  const [failed, setFailed] = useState(false);
  const { status, suggestions } = useAddressSuggestions(value, combobox.open);
  const errorId = error ? `${combobox.id}-error` : undefined;

  const box = combobox.bind(suggestions.length, (index) => {
    const suggestion = suggestions[index];
    if (!suggestion) return;
    setResolving(true);
    setFailed(false);
    search.details(suggestion.placeId).then(
      (place) => {
        setResolving(false);
        onChoose(place);
      },
      () => {
        setResolving(false);
        setFailed(true);
      },
    );
  });

  return (
    <div className={`form-field combobox${error ? ' form-field--invalid' : ''}`}>
      <label className="form-field__label" htmlFor={box.input.id}>
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      <input
        {...box.input}
        className="form-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        required
        value={value}
        onChange={(e) => {
          combobox.typed();
          onType(e.target.value);
        }}
      />
      <ComboboxListbox
        box={box}
        label="Suggested addresses"
        options={suggestions.map((s) => ({ key: s.placeId, label: s.description }))}
        noun={ADDRESSES}
      />
      {(status === 'searching' || resolving) && (
        <p className="form-field__hint" role="status">
          {resolving ? 'Filling in the address…' : 'Searching…'}
        </p>
      )}
      {(status === 'failed' || failed) && (
        <p className="form-field__error" role="alert">
          {ADDRESS_SEARCH_FAILED}
        </p>
      )}
      {error && (
        <p className="form-field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
