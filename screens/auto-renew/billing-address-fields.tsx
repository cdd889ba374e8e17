// Billing address inputs (spec §3 form names streetAddress, city, state, postalCode, country; §5 all
// required, the state list follows the country and changing the country clears the state — done by the
// caller through changeAddress of machines/forms/address-form.ts).
import { COUNTRIES, SELECT_COUNTRY, statesOf } from '@/machines/forms/regions';
import type { AddressErrors, AddressValues } from '@/machines/forms/address-form';
import { FormField } from '@/ui/form-field';
import { SelectField } from '@/ui/select-field';

export interface BillingAddressFieldsProps {
  values: AddressValues;
  errors: AddressErrors;
  onChange: (field: keyof AddressValues, value: string) => void;
  disabled?: boolean;
  /** Inside a card already titled 'Billing Address' the legend is for screen readers only. */
  hideLegend?: boolean;
  /** Another address with the same rules (the partner application's public and mailing addresses). */
  legend?: string;
  /** The autocomplete section ('billing', 'shipping'). */
  section?: 'billing' | 'shipping';
}

const COUNTRY_OPTIONS = COUNTRIES.map((c) => ({ value: c.code, label: c.name }));

export function BillingAddressFields({
  values,
  errors,
  onChange,
  disabled,
  hideLegend,
  legend = 'Billing Address',
  section = 'billing',
}: BillingAddressFieldsProps) {
  const states = statesOf(values.country).map((s) => ({ value: s.code, label: s.name }));
  return (
    <fieldset className="billing-card__fieldset">
      <legend className={hideLegend ? 'visually-hidden' : undefined}>{legend}</legend>
      <FormField
        label="Street Address"
        name="streetAddress"
        autoComplete={`${section} street-address`}
        required
        disabled={disabled}
        value={values.streetAddress}
        error={errors.streetAddress}
        onChange={(e) => onChange('streetAddress', e.target.value)}
      />
      <FormField
        label="City"
        name="city"
        autoComplete={`${section} address-level2`}
        required
        disabled={disabled}
        value={values.city}
        error={errors.city}
        onChange={(e) => onChange('city', e.target.value)}
      />
      <div className="billing-card__row">
        <SelectField
          label="Country"
          name="country"
          required
          disabled={disabled}
          options={COUNTRY_OPTIONS}
          placeholder={SELECT_COUNTRY}
          value={values.country}
          error={errors.country}
          onChange={(e) => onChange('country', e.target.value)}
        />
        <SelectField
          label="State"
          name="state"
          required
          disabled={disabled || states.length === 0}
          options={states}
          placeholder={states.length === 0 ? SELECT_COUNTRY : 'Select state...'}
          value={values.state}
          error={errors.state}
          onChange={(e) => onChange('state', e.target.value)}
        />
      </div>
      <FormField
        label="Postal Code"
        name="postalCode"
        autoComplete={`${section} postal-code`}
        required
        disabled={disabled}
        value={values.postalCode}
        error={errors.postalCode}
        onChange={(e) => onChange('postalCode', e.target.value)}
      />
    </fieldset>
  );
}
