// What was typed in a form since its last submit, kept in sessionStorage so that a reload loses nothing
// (decision 124). A chart holds a form's values from one submit to the next (decision 121) and its run is
// kept by the engine; the typing in between is Modular Forms' and is kept here. A submit hands the values to
// the chart, so the draft is cleared then. Never for secrets: a form with passwords or card data keeps none.
import { useState } from 'react';

type Values = Record<string, unknown>;

const storageKey = (key: string) => `draft:${key}`;

const isRecord = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A field's kept value fits its field: of the same kind, or a plain value where the chart holds none yet. */
const fits = (value: unknown, kept: unknown): boolean =>
  value === null
    ? kept === null || ['string', 'number', 'boolean'].includes(typeof kept)
    : typeof kept === typeof value;

/** The stored draft laid over `base`: only the fields `base` has, of the same kind (an older form's draft fits). */
function fitted<T>(base: T, draft: unknown): T {
  if (!isRecord(base) || !isRecord(draft)) return base;
  const out: Values = { ...base };
  for (const [name, value] of Object.entries(base)) {
    if (!(name in draft)) continue;
    if (isRecord(value)) out[name] = fitted(value, draft[name]);
    else if (fits(value, draft[name])) out[name] = draft[name];
  }
  return out as T;
}

/** The dotted paths of the fields whose values differ ('businessName', 'publicAddress.city'). */
function changedPaths(base: unknown, next: unknown, at = ''): string[] {
  if (!isRecord(base) || !isRecord(next)) return base === next ? [] : [at.slice(0, -1)];
  return Object.keys(base).flatMap((name) => changedPaths(base[name], next[name], `${at}${name}.`));
}

function read(key: string): unknown {
  try {
    const raw = window.sessionStorage.getItem(storageKey(key));
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
}

/** Whether a draft of the form named `key` is kept (a page may open its form to resume it). */
export const formDraftKept = (key: string): boolean => read(key) !== null;

export interface FormDraft<T> {
  /** The chart's values with the draft over them: the form's initial values. */
  initial: T;
  /** The fields the draft changed from the chart's values (their chart messages no longer hold). */
  restored: string[];
  /** Keep the values as typed now. */
  keep: (values: T) => void;
  /** Forget the draft (the values went to the chart). */
  clear: () => void;
}

/** The draft of the form named `key`, over `kept`: the values the chart holds. */
export function useFormDraft<T extends object>(key: string, kept: T): FormDraft<T> {
  const [start] = useState(() => {
    const initial = fitted(kept, read(key));
    return { initial, restored: changedPaths(kept, initial) };
  });
  return {
    ...start,
    keep: (values) => {
      try {
        window.sessionStorage.setItem(storageKey(key), JSON.stringify(values));
      } catch {
        // Storage full or unavailable (private mode): the form still works, it just won't resume.
      }
    },
    clear: () => window.sessionStorage.removeItem(storageKey(key)),
  };
}
