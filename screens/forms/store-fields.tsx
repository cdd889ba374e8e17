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

type Shown = ReturnType<typeof schemaFieldProps<Record<string, string>, string>>;

/** The field at `name`, its input rendered with the store's props and the input's own, tracked. */
function storeField<TProps extends StoreFieldProps & { transform?: TransformField<string> | undefined }>(
  { form, name, chart = NO_CHART, transform, onEdited, asked = true, ...input }: TProps,
  render: (
    shown: Shown,
    input: Omit<TProps, 'form' | 'name' | 'chart' | 'transform' | 'onEdited' | 'asked'>,
  ) => ReactNode,
) {
  return (
    <Field of={form} name={name} transform={transform}>
      {(field, props) =>
        asked && <Tracked>{() => render(schemaFieldProps(field, props, chart, onEdited), input)}</Tracked>
      }
    </Field>
  );
}

export interface StoreTextFieldProps extends StoreFieldProps, Omit<FormFieldProps, Stored> {
  /** A mask applied as the value is typed (phone, card expiry). */
  transform?: TransformField<string> | undefined;
}

export function StoreTextField(props: StoreTextFieldProps) {
  return storeField(props, (shown, input) => <FormField {...shown} {...input} />);
}

export function StoreTextAreaField(props: StoreFieldProps & Omit<TextAreaFieldProps, Stored>) {
  return storeField(props, (shown, textarea) => <TextAreaField {...shown} {...textarea} />);
}

export function StoreSelectField(props: StoreFieldProps & Omit<SelectFieldProps, Stored>) {
  return storeField(props, (shown, select) => <SelectField {...shown} {...select} />);
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
        setValue(field.form, statePath, '', {
          shouldTouched: false,
          shouldValidate: false,
          shouldFocus: false,
        });
        field.chart?.edited([statePath]);
        onEdited?.();
      }}
    />
  );
}

/** The state, listing the states of the country at `countryPath` (none to choose before a country). */
export function StateSelect(props: StoreFieldProps & { countryPath: string }) {
  return storeField(props, (shown, { countryPath, disabled, ...select }) => {
    const states = statesOf(getValue(props.form, countryPath) ?? '');
    return (
      <SelectField
        {...shown}
        {...select}
        required
        disabled={disabled || states.length === 0}
        options={states.map((s) => ({ value: s.code, label: s.name }))}
        placeholder={states.length === 0 ? SELECT_COUNTRY : 'Select state...'}
      />
    );
  });
}
