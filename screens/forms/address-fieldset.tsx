// The five address fields of member spec §5 'Account and billing address' (street, city, country, state,
// postal code) held by a Modular Forms store, wherever the address sits in the form's values: an address
// form of its own (`''`) or one address among other fields (`'publicAddress.'`). The state list follows the
// country, and a new country clears the state (spec §5). The messages are the form's schema's; `chart`
// adds those of the chart's last submit (decision 121).
import type { AddressField } from '@/machines/forms/address-form';
import type { ChartErrors } from './schema-field-props';
import { CountrySelect, StateSelect, StoreTextField, type PathFormStore } from './store-fields';

const ADDRESS_LABELS: Record<AddressField, string> = {
  streetAddress: 'Street Address',
  city: 'City',
  state: 'State',
  postalCode: 'Postal Code',
  country: 'Country',
};

export interface AddressFieldsetProps {
  form: PathFormStore;
  /** The address's path in the form's values, with its trailing dot ('' when the form is the address). */
  at: string;
  legend: string;
  /** The legend for screen readers only (the form or its card already names the address). */
  hideLegend?: boolean;
  /** The autocomplete section. */
  section: 'billing' | 'shipping';
  disabled: boolean;
  /** The chart's messages of the last submit by field path, until the field is edited. */
  chart?: ChartErrors;
}

export function AddressFieldset({
  form,
  at,
  legend,
  hideLegend,
  section,
  disabled,
  chart,
}: AddressFieldsetProps) {
  const field = (part: AddressField) => ({
    form,
    name: `${at}${part}`,
    label: ADDRESS_LABELS[part],
    disabled,
    chart,
  });
  return (
    <fieldset className="billing-card__fieldset">
      <legend className={hideLegend ? 'visually-hidden' : undefined}>{legend}</legend>
      <StoreTextField {...field('streetAddress')} required autoComplete={`${section} street-address`} />
      <StoreTextField {...field('city')} required autoComplete={`${section} address-level2`} />
      <div className="billing-card__row">
        <CountrySelect {...field('country')} statePath={`${at}state`} />
        <StateSelect {...field('state')} countryPath={`${at}country`} />
      </div>
      <StoreTextField {...field('postalCode')} required autoComplete={`${section} postal-code`} />
    </fieldset>
  );
}
