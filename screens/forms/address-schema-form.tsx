// The account and billing address edit form (member spec §4 'forms toggle view/edit', §5 'Account and
// billing address') on the one address schema (machines/forms/address-form.ts) with Modular Forms: a
// field's message once it is left or on save, cleared as it is corrected, focus on the first invalid field,
// and changing the country clears the state (decision 122). The caller saves the schema's output (trimmed).
import { getValue, setValue, type FieldElementProps, type FieldStore } from '@modular-forms/react';
import type { ReactNode } from 'react';
import type * as v from 'valibot';
import { addressSchema, type AddressField, type AddressValues } from '@/machines/forms/address-form';
import { formOutput } from '@/machines/forms/form-schema';
import { COUNTRIES, SELECT_COUNTRY, statesOf } from '@/machines/forms/regions';
import { Button } from '@/ui/button';
import { FormField } from '@/ui/form-field';
import { SelectField } from '@/ui/select-field';
import { Tracked, useSchemaForm } from './schema-form';

const ADDRESS_LABELS: Record<AddressField, string> = {
  streetAddress: 'Street Address',
  city: 'City',
  state: 'State',
  postalCode: 'Postal Code',
  country: 'Country',
};

const COUNTRY_OPTIONS = COUNTRIES.map((c) => ({ value: c.code, label: c.name }));

export interface AddressSchemaFormProps {
  /** The form's accessible name ('Account address', 'Billing Address'). */
  label: string;
  /** The autocomplete section. */
  section: 'billing' | 'shipping';
  initial: AddressValues;
  busy: boolean;
  submitLabel: string;
  /** A failure of the last save, shown above the fields. */
  failure?: ReactNode;
  onSave: (address: v.InferOutput<typeof addressSchema>) => void;
  onCancel: () => void;
}

export function AddressSchemaForm(props: AddressSchemaFormProps) {
  const { label, section, initial, busy, submitLabel, failure, onSave, onCancel } = props;
  const [form, { Form, Field }] = useSchemaForm(addressSchema, initial);
  const field = (
    store: FieldStore<AddressValues, AddressField>,
    element: FieldElementProps<AddressValues, AddressField>,
  ) => ({
    ...element,
    label: ADDRESS_LABELS[store.name],
    required: true,
    disabled: busy,
    value: store.value.value ?? '',
    error: store.error.value || undefined,
  });
  const text = (name: 'streetAddress' | 'city' | 'postalCode', autoComplete: string) => (
    <Field name={name}>
      {(store, element) => (
        <Tracked>
          {() => <FormField {...field(store, element)} autoComplete={`${section} ${autoComplete}`} />}
        </Tracked>
      )}
    </Field>
  );
  return (
    <Form
      noValidate
      aria-label={label}
      // Modular Forms calls this only when the schema passes (else it focuses the first invalid field).
      onSubmit={(values) => onSave(formOutput(addressSchema, values))}
    >
      {failure}
      <fieldset className="billing-card__fieldset">
        <legend className="visually-hidden">{label}</legend>
        {text('streetAddress', 'street-address')}
        {text('city', 'address-level2')}
        <div className="billing-card__row">
          <Field name="country">
            {(store, element) => (
              <Tracked>
                {() => (
                  <SelectField
                    {...field(store, element)}
                    options={COUNTRY_OPTIONS}
                    placeholder={SELECT_COUNTRY}
                    onChange={(e) => {
                      element.onChange(e);
                      // Spec §5: another country's states differ, so the state starts over.
                      setValue(form, 'state', '', { shouldTouched: false, shouldFocus: false });
                    }}
                  />
                )}
              </Tracked>
            )}
          </Field>
          <Field name="state">
            {(store, element) => (
              <Tracked>
                {() => {
                  const states = statesOf(getValue(form, 'country') ?? '');
                  return (
                    <SelectField
                      {...field(store, element)}
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
      <div className="button-row">
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
