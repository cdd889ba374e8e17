// What every labelled form control shares (the input, the multi-line input, the select): its label with
// the required mark, its hint and its error, tied to the control with aria-describedby and aria-invalid.
import { useId, type ReactNode } from 'react';

export interface FramedFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  required?: boolean | undefined;
}

/** The attributes the framed control takes: its id and what ties the hint and the error to it. */
export interface FramedControl {
  id: string;
  required: boolean | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export function FramedField({
  label,
  hint,
  error,
  required,
  children,
}: FramedFieldProps & { children: (control: FramedControl) => ReactNode }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
      <label className="form-field__label" htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {hint && (
        <p className="form-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {children({ id, required, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error && (
        <p className="form-field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
