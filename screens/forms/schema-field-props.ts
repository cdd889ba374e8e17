// A text field of a `useSchemaForm` form (decision 121): Modular Forms' value and message, or the chart's
// message of the last submit until the field is edited (`useFreshErrors`).
import type {
  FieldElement,
  FieldElementProps,
  FieldPath,
  FieldStore,
  FieldValues,
} from '@modular-forms/react';
import type { ChangeEvent, FocusEvent } from 'react';
import type { FieldErrors } from '@/machines/forms/form-schema';

/** The chart's messages of the last submit, as `useFreshErrors` gives them. */
export interface ChartErrors {
  errorOf: (field: string) => string | undefined;
  edited: (fields: readonly string[]) => void;
}

/**
 * The props of a text input for `field`; `then`: what else an edit does, once the form has taken it and the
 * chart's message of the field is answered.
 */
export function schemaFieldProps<TValues extends FieldValues, TName extends FieldPath<TValues>>(
  field: FieldStore<TValues, TName>,
  props: FieldElementProps<TValues, TName>,
  chart: ChartErrors,
  then?: () => void,
) {
  return {
    ...props,
    value: (field.value.value as string | null | undefined) ?? '',
    error: field.error.value || chart.errorOf(field.name),
    onChange: (e: ChangeEvent<FieldElement>) => {
      props.onChange(e);
      chart.edited([field.name]);
      then?.();
    },
    onBlur: (e: FocusEvent<FieldElement>) => {
      // Left for one of the form's buttons: the button decides (a submit checks every field). Checking
      // here would put a message above the button between press and release, moving it from under the
      // pointer, and the press would be lost.
      if (e.relatedTarget instanceof HTMLButtonElement && e.relatedTarget.form === e.currentTarget.form)
        return;
      props.onBlur(e);
    },
  };
}

/**
 * The chart's messages of a form's parts, each kept by the chart by field name, keyed by the form's field
 * paths: `{ card: { cardNumber } }` → `{ 'card.cardNumber' }`.
 */
export function errorsAtPaths(parts: Record<string, FieldErrors>): FieldErrors {
  return Object.fromEntries(
    Object.entries(parts).flatMap(([part, errors]) =>
      Object.entries(errors).map(([field, message]) => [`${part}.${field}`, message] as const),
    ),
  );
}
