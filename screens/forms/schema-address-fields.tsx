// The five address fields (member spec §3 form names, §5 all required, the state list follows the country
// and changing the country clears the state) held by a Modular Forms store on a schema that has them at
// `prefix` (the account and billing address forms, decision 122; the business profile's public and mailing
// addresses, decision 125). A field shows its own message once it is left, else the chart's.
import {
  Field,
  getValue,
  setValue,
  type FieldElementProps,
  type FieldStore,
  type FieldValues,
  type FormStore,
} from '@modular-forms/react';
import type { AddressField } from '@/machines/forms/address-form';
import { COUNTRIES, SELECT_COUNTRY, statesOf } from '@/machines/forms/regions';
import { FormField } from '@/ui/form-field';
import { SelectField } from '@/ui/select-field';
import { Tracked } from './schema-form';

const ADDRESS_LABELS: Record<AddressField, string> = {
  streetAddress: 'Street Address',
  city: 'City',
  state: 'State',
  postalCode: 'Postal Code',
  country: 'Country',
};

const COUNTRY_OPTIONS = COUNTRIES.map((c) => ({ value: c.code, label: c.name }));

/** Any form with the address at `prefix`: the fields are named by path, so the store is read loosely. */
type AnyForm = FormStore<FieldValues, undefined>;
type AnyField = FieldStore<FieldValues, string>;
type AnyProps = FieldElementProps<FieldValues, string>;

export interface SchemaAddressFieldsProps {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form whose schema has an address
  form: FormStore<any, undefined>;
  /** The address's path in the form ('' for a form that is the address). */
  prefix: string;
  legend: string;
  hideLegend?: boolean;
  /** The autocomplete section. */
  section: 'billing' | 'shipping';
  busy: boolean;
  /** The chart's message of a field (its dotted path) until it is edited. */
  chartError?: (path: string) => string | undefined;
  /** Told when a field is edited (its dotted path). */
  onEdit?: (path: string) => void;
}

export function SchemaAddressFields(props: SchemaAddressFieldsProps) {
  const { prefix, legend, hideLegend, section, busy, chartError, onEdit } = props;
  const form = props.form as AnyForm;
  const path = (part: AddressField) => (prefix ? `${prefix}.${part}` : part);
  const shown = (part: AddressField, store: AnyField, element: AnyProps) => ({
    ...element,
    label: ADDRESS_LABELS[part],
    required: true,
    disabled: busy,
    value: (store.value.value as string | undefined) ?? '',
    error: store.error.value || chartError?.(path(part)),
    onChange: (e: { currentTarget: HTMLInputElement | HTMLSelectElement }) => {
      element.onChange(e as never);
      onEdit?.(path(part));
    },
  });
  const text = (part: 'streetAddress' | 'city' | 'postalCode', autoComplete: string) => (
    <Field of={form} name={path(part)} type="string">
      {(store, element) => (
        <Tracked>
          {() => <FormField {...shown(part, store, element)} autoComplete={`${section} ${autoComplete}`} />}
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
        <Field of={form} name={path('country')} type="string">
          {(store, element) => (
            <Tracked>
              {() => (
                <SelectField
                  {...shown('country', store, element)}
                  options={COUNTRY_OPTIONS}
                  placeholder={SELECT_COUNTRY}
                  onChange={(e) => {
                    shown('country', store, element).onChange(e);
                    // Spec §5: another country's states differ, so the state starts over.
                    setValue(form, path('state'), '', { shouldTouched: false, shouldFocus: false });
                  }}
                />
              )}
            </Tracked>
          )}
        </Field>
        <Field of={form} name={path('state')} type="string">
          {(store, element) => (
            <Tracked>
              {() => {
                const states = statesOf((getValue(form, path('country')) as string | undefined) ?? '');
                return (
                  <SelectField
                    {...shown('state', store, element)}
                    disabled={busy || states.length === 0}
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
