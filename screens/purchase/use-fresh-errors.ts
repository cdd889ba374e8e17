import { useState } from 'react';

/**
 * The chart's field errors of the last submit, minus the fields the boater has changed since: a message
 * disappears as soon as its field is edited (the chart checks again on the next submit). `changedAlready`:
 * fields whose value on screen is not the one the chart checked (a restored draft's, decision 124).
 */
export function useFreshErrors<K extends string>(
  errors: Partial<Record<K, string>>,
  changedAlready: readonly string[] = [],
) {
  const [edited, setEdited] = useState<{ source: object; fields: ReadonlySet<string> }>(() => ({
    source: errors,
    fields: new Set(changedAlready),
  }));
  const fields = edited.source === errors ? edited.fields : new Set<string>();
  return {
    errorOf: (field: K): string | undefined => (fields.has(field) ? undefined : errors[field]),
    edited: (changed: readonly string[]) =>
      setEdited((previous) => {
        const base = previous.source === errors ? previous.fields : new Set<string>();
        return { source: errors, fields: new Set([...base, ...changed]) };
      }),
  };
}
