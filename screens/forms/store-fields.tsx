// The text inputs and region selects of a Modular Forms store, wherever their values sit in the form
// (decision 121): each shows the store's message once it is left or on submit, or the chart's of the last
// submit until it is edited (`chart`). The state list follows the country, and a new country clears the
// state (member spec §5); every address of the portal (account, billing, enrolment, partner, gift) uses them.
import { Field, getValue, setValue, type FormStore, type TransformField } from '@modular-forms/react';
import { COUNTRIES, SELECT_COUNTRY, statesOf } from '@/machines/forms/regions';
import { FormField, type FormFieldProps } from '@/ui/form-field';
import { SelectField } from '@/ui/select-field';
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
}

export interface StoreTextFieldProps
  extends
    StoreFieldProps,
    Omit<FormFieldProps, 'form' | 'label' | 'name' | 'value' | 'error' | 'onChange' | 'disabled'> {
  /** A mask applied as the value is typed (phone, card expiry). */
  transform?: TransformField<string> | undefined;
}

export function StoreTextField({
  form,
  name,
  label,
  chart = NO_CHART,
  transform,
  ...input
}: StoreTextFieldProps) {
  return (
    <Field of={form} name={name} transform={transform}>
      {(field, props) => (
        <Tracked>
          {() => <FormField {...schemaFieldProps(field, props, chart)} {...input} label={label} />}
        </Tracked>
      )}
    </Field>
  );
}

const COUNTRY_OPTIONS = COUNTRIES.map((c) => ({ value: c.code, label: c.name }));

/** The country, whose change clears the state at `statePath`. */
export function CountrySelect({
  form,
  name,
  label,
  disabled,
  chart = NO_CHART,
  statePath,
}: StoreFieldProps & {
  statePath: string;
}) {
  return (
    <Field of={form} name={name}>
      {(field, props) => (
        <Tracked>
          {() => {
            const shown = schemaFieldProps(field, props, chart);
            return (
              <SelectField
                {...shown}
                label={label}
                required
                disabled={disabled}
                placeholder={SELECT_COUNTRY}
                options={COUNTRY_OPTIONS}
                onChange={(e) => {
                  shown.onChange(e);
                  // Spec §5: another country's states differ, so the state starts over.
                  setValue(form, statePath, '', { shouldTouched: false, shouldFocus: false });
                  chart.edited([statePath]);
                }}
              />
            );
          }}
        </Tracked>
      )}
    </Field>
  );
}

/** The state, listing the states of the country at `countryPath` (none to choose before a country). */
export function StateSelect({
  form,
  name,
  label,
  disabled,
  chart = NO_CHART,
  countryPath,
}: StoreFieldProps & {
  countryPath: string;
}) {
  return (
    <Field of={form} name={name}>
      {(field, props) => (
        <Tracked>
          {() => {
            const states = statesOf(getValue(form, countryPath) ?? '');
            return (
              <SelectField
                {...schemaFieldProps(field, props, chart)}
                label={label}
                required
                disabled={disabled || states.length === 0}
                options={states.map((s) => ({ value: s.code, label: s.name }))}
                placeholder={states.length === 0 ? SELECT_COUNTRY : 'Select state...'}
              />
            );
          }}
        </Tracked>
      )}
    </Field>
  );
}
