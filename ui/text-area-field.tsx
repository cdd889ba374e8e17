// A labelled multi-line input (same look as FormField): hint and error tied to it with aria-describedby.
import type { TextareaHTMLAttributes } from 'react';
import { FramedField, type FramedFieldProps } from './framed-field';

export interface TextAreaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>, FramedFieldProps {}

export function TextAreaField({ label, hint, error, required, rows = 3, ...textarea }: TextAreaFieldProps) {
  return (
    <FramedField label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <textarea {...textarea} {...control} rows={rows} className="form-field__input form-field__textarea" />
      )}
    </FramedField>
  );
}
