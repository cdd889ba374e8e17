import type { InputHTMLAttributes } from 'react';
import { FramedField, type FramedFieldProps } from './framed-field';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>, FramedFieldProps {}

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export function FormField({ label, hint, error, required, ...input }: FormFieldProps) {
  return (
    <FramedField label={label} hint={hint} error={error} required={required}>
      {(control) => <input {...input} {...control} className="form-field__input" />}
    </FramedField>
  );
}
