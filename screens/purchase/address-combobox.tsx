// The street field with suggestions (combobox + listbox, keyboard: arrows, Enter, Escape). Choosing a
// suggestion resolves it to address parts through the app's address search.
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Place } from '@/machines/home-port.machine';
import { useAddressSearch, useAddressSuggestions } from './address-search';

export interface AddressComboboxProps {
  label: string;
  value: string;
  error?: string | undefined;
  onType: (text: string) => void;
  onChoose: (place: Place) => void;
}

export const ADDRESS_SEARCH_FAILED = 'We could not search for addresses right now. Please try again.';

export function AddressCombobox({ label, value, error, onType, onChoose }: AddressComboboxProps) {
  const id = useId();
  const search = useAddressSearch();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [resolving, setResolving] = useState(false);
  const [failed, setFailed] = useState(false);
  // Leaving the field folds the list a moment later (a click on an option lands first); coming back or
  // typing cancels that.
  const closing = useRef<ReturnType<typeof setTimeout> | null>(null);
  const keepOpen = () => {
    if (closing.current) clearTimeout(closing.current);
    closing.current = null;
  };
  const { status, suggestions } = useAddressSuggestions(value, open);
  const expanded = open && suggestions.length > 0;
  const listId = `${id}-list`;
  const errorId = error ? `${id}-error` : undefined;

  const choose = (index: number) => {
    const suggestion = suggestions[index];
    if (!suggestion) return;
    setOpen(false);
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
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!expanded) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className={`form-field address-combobox${error ? ' form-field--invalid' : ''}`}>
      <label className="form-field__label" htmlFor={id}>
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      <input
        id={id}
        className="form-field__input"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        autoComplete="off"
        required
        value={value}
        onChange={(e) => {
          keepOpen();
          onType(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={keepOpen}
        onBlur={() => {
          closing.current = setTimeout(() => setOpen(false), 150);
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggested addresses"
        className="address-combobox__list"
        hidden={!expanded}
      >
        {suggestions.map((s, i) => (
          <li
            key={s.placeId}
            id={`${id}-option-${i}`}
            role="option"
            aria-selected={i === active}
            className="address-combobox__option"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(i)}
          >
            {s.description}
          </li>
        ))}
      </ul>
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
