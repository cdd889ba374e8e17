// The account address form (member spec §5 "Account and billing address": street, city, state, postal
// code, country all present; changing country clears state; §3 form names streetAddress, city, state,
// postalCode, country). The account address is the account's mailing (shipping) address; the billing
// address belongs to the billing page.
import { COUNTRIES, countryCodeOf, statesOf } from '../forms/regions';

export interface AddressValues {
  streetAddress: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

export type AddressField = keyof AddressValues;

export const ADDRESS_MESSAGES: Readonly<Record<AddressField, string>> = {
  streetAddress: 'Street address is required',
  city: 'City is required',
  state: 'State is required',
  postalCode: 'Postal code is required',
  country: 'Country is required',
};

export type AddressErrors = Partial<Record<AddressField, string>>;

export interface AccountAddressRecord {
  shippingstreet?: string | null;
  shippingcity?: string | null;
  shippingstate?: string | null;
  shippingpostalcode?: string | null;
  shippingcountry?: string | null;
}

export function addressValuesOf(account: AccountAddressRecord): AddressValues {
  const country = countryCodeOf(account.shippingcountry) ?? '';
  const state = (account.shippingstate ?? '').trim();
  const known = statesOf(country).find((r) => r.code === state.toUpperCase() || r.name === state);
  return {
    streetAddress: account.shippingstreet ?? '',
    city: account.shippingcity ?? '',
    state: known?.code ?? state,
    postalCode: account.shippingpostalcode ?? '',
    country,
  };
}

/** A change of the form; a different country clears the state (its options change). */
export function changeAddress(values: AddressValues, change: Partial<AddressValues>): AddressValues {
  const next = { ...values, ...change };
  if (change.country !== undefined && change.country !== values.country) next.state = '';
  return next;
}

export function addressErrors(values: AddressValues): AddressErrors {
  const errors: AddressErrors = {};
  for (const field of Object.keys(ADDRESS_MESSAGES) as AddressField[]) {
    if (values[field].trim() === '') errors[field] = ADDRESS_MESSAGES[field];
  }
  return errors;
}

/** The PATCH /accounts fields of the address. */
export function accountAddressBody(values: AddressValues) {
  return {
    shippingstreet: values.streetAddress.trim(),
    shippingcity: values.city.trim(),
    shippingstate: values.state,
    shippingpostalcode: values.postalCode.trim(),
    shippingcountry: values.country,
  };
}

/** One line for the view mode: '1 Bay St, Sag Harbor, NY 11963, United States'. */
export function addressLine(values: AddressValues): string {
  const cityLine = [values.state, values.postalCode].filter(Boolean).join(' ');
  const country = COUNTRIES.find((c) => c.code === values.country)?.name ?? values.country;
  return [values.streetAddress, values.city, cityLine, country].filter(Boolean).join(', ');
}
