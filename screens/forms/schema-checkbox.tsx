// A checkbox held by Modular Forms (decision 121): its value and message tracked, the change taken by the
// form first, then told to the screen (which marks the chart's message of the field as answered).
import type { FieldElementProps, FieldPath, FieldStore, FieldValues } from '@modular-forms/react';
import type { ReactNode } from 'react';
import { CheckboxField } from '@/ui/checkbox-field';
import { Tracked } from './schema-form';

export interface SchemaCheckboxOptions {
  label: ReactNode;
  disabled?: boolean;
  /** The message shown, from the field's own (empty when it has none): its own, the chart's, or none. */
  error?: (own: string) => string | undefined;
  /** After Modular Forms has taken the change. */
  onChange?: () => void;
}

export function schemaCheckbox<TValues extends FieldValues, TName extends FieldPath<TValues>>(
  field: FieldStore<TValues, TName>,
  props: FieldElementProps<TValues, TName>,
  { label, disabled, error, onChange }: SchemaCheckboxOptions,
) {
  return (
    <Tracked>
      {() => (
        <CheckboxField
          {...props}
          label={label}
          disabled={disabled}
          checked={field.value.value === true}
          error={error?.(field.error.value)}
          onChange={(e) => {
            props.onChange(e);
            onChange?.();
          }}
        />
      )}
    </Tracked>
  );
}
