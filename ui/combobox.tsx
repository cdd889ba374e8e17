// A text field with a list of suggestions (WAI-ARIA combobox with a listbox popup; issue 28): typing opens
// the list, the arrow keys move through it (`aria-activedescendant`, focus stays in the field), Enter picks,
// Escape closes, leaving the field folds it, and a polite status says how many suggestions were found.
// Where the suggestions come from is the caller's: the contact's address search, the home-port chart.
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

export interface ComboboxOption {
  key: string;
  label: string;
}

/** How the live count names one suggestion and several ("1 address found", "5 addresses found"). */
export interface ComboboxNoun {
  one: string;
  many: string;
}

/** The noun of both address searches (the contact's street, the home port's address). */
export const ADDRESSES: ComboboxNoun = { one: 'address', many: 'addresses' };

export function comboboxCount(count: number, noun: ComboboxNoun): string {
  return `${count} ${count === 1 ? noun.one : noun.many} found`;
}

/** How long the list stays after the field is left, so a click on an option lands first. */
const FOLD_AFTER_BLUR_MS = 150;

export interface BoundCombobox {
  expanded: boolean;
  /** Spread on the `<input>` (with its own value, onChange, label and error attributes). */
  input: {
    id: string;
    role: 'combobox';
    'aria-autocomplete': 'list';
    'aria-expanded': boolean;
    'aria-controls': string;
    'aria-activedescendant': string | undefined;
    autoComplete: 'off';
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLInputElement>) => void;
  };
  listId: string;
  active: number;
  optionId: (index: number) => string;
  pick: (index: number) => void;
}

/**
 * The combobox's state: whether the list is open and which suggestion is active. `typed()` after each
 * keystroke reopens it; `bind` joins the current suggestions and what picking one does.
 */
export function useCombobox() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const folding = useRef<ReturnType<typeof setTimeout> | null>(null);
  const keepOpen = () => {
    if (folding.current) clearTimeout(folding.current);
    folding.current = null;
  };

  const bind = (count: number, onPick: (index: number) => void): BoundCombobox => {
    const expanded = open && count > 0;
    const listId = `${id}-list`;
    const optionId = (index: number) => `${id}-option-${index}`;
    const pick = (index: number) => {
      setOpen(false);
      setActive(-1);
      onPick(index);
    };
    const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
      if (!expanded) return;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((i) => (i + step + count) % count);
      } else if (event.key === 'Enter' && active >= 0 && active < count) {
        event.preventDefault();
        pick(active);
      } else if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
      }
    };
    return {
      expanded,
      input: {
        id,
        role: 'combobox',
        'aria-autocomplete': 'list',
        'aria-expanded': expanded,
        'aria-controls': listId,
        'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
        autoComplete: 'off',
        onKeyDown,
        onFocus: keepOpen,
        onBlur: () => {
          folding.current = setTimeout(() => setOpen(false), FOLD_AFTER_BLUR_MS);
        },
      },
      listId,
      active,
      optionId,
      pick,
    };
  };

  return {
    id,
    /** Whether the list may show (the user typed since it was last closed). */
    open,
    /** After each keystroke: the list shows again, nothing active. */
    typed: () => {
      keepOpen();
      setOpen(true);
      setActive(-1);
    },
    bind,
  };
}

/** The suggestions' listbox and the live count of what was found. */
export function ComboboxListbox({
  box,
  label,
  options,
  noun,
}: {
  box: BoundCombobox;
  label: string;
  options: readonly ComboboxOption[];
  noun: ComboboxNoun;
}) {
  return (
    <>
      <ul id={box.listId} role="listbox" aria-label={label} className="combobox__list" hidden={!box.expanded}>
        {options.map((option, i) => (
          <li
            key={option.key}
            id={box.optionId(i)}
            role="option"
            aria-selected={i === box.active}
            className="combobox__option"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => box.pick(i)}
          >
            {option.label}
          </li>
        ))}
      </ul>
      <p role="status" className="visually-hidden">
        {box.expanded ? comboboxCount(options.length, noun) : ''}
      </p>
    </>
  );
}
