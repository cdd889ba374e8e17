import type { SelectHTMLAttributes } from 'react';
import { FramedField, type FramedFieldProps } from './framed-field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>, Omit<FramedFieldProps, 'hint'> {
  options: readonly SelectOption[];
  /** First, empty choice ('Select country...'). */
  placeholder?: string;
}

/** A labelled select whose error is tied to it with aria-describedby (same look as FormField). */
export function SelectField({ label, options, placeholder, error, required, ...select }: SelectFieldProps) {
  return (
    <FramedField label={label} error={error} required={required}>
      {(control) => (
        <select {...select} {...control} className="form-field__input">
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FramedField>
  );
}
