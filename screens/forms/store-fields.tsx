// The text inputs, text areas and selects of a Modular Forms store, wherever their values sit in the form
// (decision 121): each shows the store's message once it is left or on submit, or the chart's of the last
// submit until it is edited (`chart`). The state list follows the country, and a new country clears the
// state (member spec §5); every address of the portal (account, billing, enrolment, partner, gift) uses them.
import { Field, getValue, setValue, type FormStore, type TransformField } from '@modular-forms/react';
import type { ReactNode } from 'react';
import { COUNTRIES, SELECT_COUNTRY, statesOf } from '@/machines/forms/regions';
import { FormField, type FormFieldProps } from '@/ui/form-field';
import { SelectField, type SelectFieldProps } from '@/ui/select-field';
import { TextAreaField, type TextAreaFieldProps } from '@/ui/text-area-field';
import { schemaFieldProps, type ChartErrors } from './schema-field-props';
import { Tracked } from './schema-form';

/** A form's store seen from fields whose paths are strings ('city', 'billing.city'). */
export type PathFormStore = FormStore<Record<string, string>, undefined>;

const NO_CHART: ChartErrors = { errorOf: () => undefined, edited: () => undefined };

interface StoreFieldProps {
  form: PathFormStore;
  /** The field's path in the form's values. */
  name: string;
  label: string;
  disabled?: boolean | undefined;
  chart?: ChartErrors | undefined;
  /** What else an edit does, once the form has taken it (clears another field, answers another message). */
  onEdited?: (() => void) | undefined;
  /** False: no input shows, the field stays registered (its value and its place in the focus order). */
  asked?: boolean | undefined;
}

/** What the store sets on an input: its own props, value and message; the rest is the input's. */
type Stored = 'form' | 'label' | 'name' | 'value' | 'error' | 'onChange' | 'disabled';

/** The field at `name`, its input rendered with the store's props, tracked. */
function StoreField({
  form,
  name,
  chart = NO_CHART,
  transform,
  onEdited,
  asked = true,
  render,
}: Omit<StoreFieldProps, 'label' | 'disabled'> & {
  transform?: TransformField<string> | undefined;
  render: (shown: ReturnType<typeof schemaFieldProps<Record<string, string>, string>>) => ReactNode;
}) {
  return (
    <Field of={form} name={name} transform={transform}>
      {(field, props) =>
        asked && <Tracked>{() => render(schemaFieldProps(field, props, chart, onEdited))}</Tracked>
      }
    </Field>
  );
}

export interface StoreTextFieldProps extends StoreFieldProps, Omit<FormFieldProps, Stored> {
  /** A mask applied as the value is typed (phone, card expiry). */
  transform?: TransformField<string> | undefined;
}

export function StoreTextField({
  form,
  name,
  label,
  chart,
  transform,
  onEdited,
  asked,
  ...input
}: StoreTextFieldProps) {
  return (
    <StoreField
      {...{ form, name, chart, transform, onEdited, asked }}
      render={(shown) => <FormField {...shown} {...input} label={label} />}
    />
  );
}

export function StoreTextAreaField({
  form,
  name,
  label,
  chart,
  onEdited,
  asked,
  ...textarea
}: StoreFieldProps & Omit<TextAreaFieldProps, Stored>) {
  return (
    <StoreField
      {...{ form, name, chart, onEdited, asked }}
      render={(shown) => <TextAreaField {...shown} {...textarea} label={label} />}
    />
  );
}

export function StoreSelectField({
  form,
  name,
  label,
  chart,
  onEdited,
  asked,
  ...select
}: StoreFieldProps & Omit<SelectFieldProps, Stored>) {
  return (
    <StoreField
      {...{ form, name, chart, onEdited, asked }}
      render={(shown) => <SelectField {...shown} {...select} label={label} />}
    />
  );
}

const COUNTRY_OPTIONS = COUNTRIES.map((c) => ({ value: c.code, label: c.name }));

/** The country, whose change clears the state at `statePath`. */
export function CountrySelect({
  statePath,
  onEdited,
  ...field
}: StoreFieldProps & {
  statePath: string;
}) {
  return (
    <StoreSelectField
      {...field}
      required
      placeholder={SELECT_COUNTRY}
      options={COUNTRY_OPTIONS}
      onEdited={() => {
        // Spec §5: another country's states differ, so the state starts over.
        setValue(field.form, statePath, '', { shouldTouched: false, shouldFocus: false });
        field.chart?.edited([statePath]);
        onEdited?.();
      }}
    />
  );
}

/** The state, listing the states of the country at `countryPath` (none to choose before a country). */
export function StateSelect({
  form,
  name,
  label,
  disabled,
  chart,
  onEdited,
  asked,
  countryPath,
}: StoreFieldProps & {
  countryPath: string;
}) {
  return (
    <StoreField
      {...{ form, name, chart, onEdited, asked }}
      render={(shown) => {
        const states = statesOf(getValue(form, countryPath) ?? '');
        return (
          <SelectField
            {...shown}
            label={label}
            required
            disabled={disabled || states.length === 0}
            options={states.map((s) => ({ value: s.code, label: s.name }))}
            placeholder={states.length === 0 ? SELECT_COUNTRY : 'Select state...'}
          />
        );
      }}
    />
  );
}
