// The five address fields of member spec §5 'Account and billing address' (street, city, country, state,
// postal code) held by a Modular Forms store, wherever the address sits in the form's values: an address
// form of its own (`''`) or one address among other fields (`'publicAddress.'`). The state list follows the
// country, and a new country clears the state (spec §5). The messages are the form's schema's; `chartError`
// adds those of the chart's last submit (decision 121).
import {
  Field,
  getValue,
  setValue,
  type FieldElement,
  type FieldElementProps,
  type FieldStore,
  type FormStore,
} from '@modular-forms/react';
import type { ChangeEvent } from 'react';
import type { AddressField } from '@/machines/forms/address-form';
import { COUNTRIES, SELECT_COUNTRY, statesOf } from '@/machines/forms/regions';
import { FormField } from '@/ui/form-field';
import { SelectField } from '@/ui/select-field';
import { Tracked } from './schema-form';

/** A form's store seen from its address fields (their paths are strings under `at`). */
export type AddressFormStore = FormStore<Record<string, string>, undefined>;

const ADDRESS_LABELS: Record<AddressField, string> = {
  streetAddress: 'Street Address',
  city: 'City',
  state: 'State',
  postalCode: 'Postal Code',
  country: 'Country',
};

const COUNTRY_OPTIONS = COUNTRIES.map((c) => ({ value: c.code, label: c.name }));

export interface AddressFieldsetProps {
  form: AddressFormStore;
  /** The address's path in the form's values, with its trailing dot ('' when the form is the address). */
  at: string;
  legend: string;
  /** The legend for screen readers only (the form or its card already names the address). */
  hideLegend?: boolean;
  /** The autocomplete section. */
  section: 'billing' | 'shipping';
  disabled: boolean;
  /** The chart's message of the last submit for a field path, until the field is edited. */
  chartError?: (path: string) => string | undefined;
  /** Called with the field paths a change edits (the state goes with a new country). */
  onEdit?: (paths: string[]) => void;
}

export function AddressFieldset(props: AddressFieldsetProps) {
  const { form, at, legend, hideLegend, section, disabled, chartError, onEdit } = props;
  const shown = (
    store: FieldStore<Record<string, string>, string>,
    element: FieldElementProps<Record<string, string>, string>,
    part: AddressField,
  ) => ({
    ...element,
    label: ADDRESS_LABELS[part],
    required: true,
    disabled,
    value: store.value.value ?? '',
    error: store.error.value || chartError?.(store.name),
    onChange: (e: ChangeEvent<FieldElement>) => {
      element.onChange(e);
      onEdit?.([store.name]);
    },
  });
  const text = (part: 'streetAddress' | 'city' | 'postalCode', autoComplete: string) => (
    <Field of={form} name={`${at}${part}`}>
      {(store, element) => (
        <Tracked>
          {() => <FormField {...shown(store, element, part)} autoComplete={`${section} ${autoComplete}`} />}
        </Tracked>
      )}
    </Field>
  );
  return (
    <fieldset className="billing-card__fieldset">
      <legend className={hideLegend ? 'visually-hidden' : undefined}>{legend}</legend>
      {text('streetAddress', 'street-address')}
      {text('city', 'address-level2')}
      <div className="billing-card__row">
        <Field of={form} name={`${at}country`}>
          {(store, element) => (
            <Tracked>
              {() => {
                const field = shown(store, element, 'country');
                return (
                  <SelectField
                    {...field}
                    options={COUNTRY_OPTIONS}
                    placeholder={SELECT_COUNTRY}
                    onChange={(e) => {
                      field.onChange(e);
                      // Spec §5: another country's states differ, so the state starts over.
                      setValue(form, `${at}state`, '', { shouldTouched: false, shouldFocus: false });
                      onEdit?.([`${at}state`]);
                    }}
                  />
                );
              }}
            </Tracked>
          )}
        </Field>
        <Field of={form} name={`${at}state`}>
          {(store, element) => (
            <Tracked>
              {() => {
                const states = statesOf(getValue(form, `${at}country`) ?? '');
                return (
                  <SelectField
                    {...shown(store, element, 'state')}
                    disabled={disabled || states.length === 0}
                    options={states.map((s) => ({ value: s.code, label: s.name }))}
                    placeholder={states.length === 0 ? SELECT_COUNTRY : 'Select state...'}
                  />
                );
              }}
            </Tracked>
          )}
        </Field>
      </div>
      {text('postalCode', 'postal-code')}
    </fieldset>
  );
}
