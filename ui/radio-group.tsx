// A radio group with its question as the legend (fieldset/legend, so screen readers read the question
// with each choice); the error is tied to the group with aria-describedby.
import { useId, type ReactNode, type Ref } from 'react';

export interface RadioOption<T extends string> {
  value: T;
  label: ReactNode;
  /** A second line under the label (a price, a short description). */
  detail?: ReactNode;
}

export interface RadioGroupProps<T extends string> {
  legend: ReactNode;
  name: string;
  options: ReadonlyArray<RadioOption<T>>;
  value: T | null;
  onChange: (value: T) => void;
  error?: string | undefined;
  /** 'cards' shows each choice as a bordered tile (membership types); 'plain' a simple list. */
  look?: 'plain' | 'cards';
  /** Given each choice's input (a form library's field ref, to focus the group when it is wrong). */
  inputRef?: Ref<HTMLInputElement>;
}

export function RadioGroup<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  look = 'plain',
  inputRef,
}: RadioGroupProps<T>) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      className={`radio-group radio-group--${look}${error ? ' radio-group--invalid' : ''}`}
      aria-describedby={errorId}
      aria-invalid={error ? true : undefined}
    >
      <legend className="radio-group__legend">{legend}</legend>
      <div className="radio-group__options">
        {options.map((option, i) => {
          // The name is the label alone; the detail (a price) describes the choice, read after it.
          const labelId = `${id}-label-${i}`;
          const detailId = option.detail ? `${id}-detail-${i}` : undefined;
          return (
            <label
              key={option.value}
              className={`radio-group__option${value === option.value ? ' radio-group__option--checked' : ''}`}
            >
              <input
                ref={inputRef}
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                aria-labelledby={labelId}
                aria-describedby={detailId}
                onChange={() => onChange(option.value)}
              />
              <span className="radio-group__text">
                <span className="radio-group__label" id={labelId}>
                  {option.label}
                </span>
                {option.detail && (
                  <span className="radio-group__detail" id={detailId}>
                    {option.detail}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p className="form-field__error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
