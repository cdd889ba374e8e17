// The account address (its rules are machines/forms/address-form.ts; member spec §5 "Account and billing address": street, city, state, postal
// code, country all present; changing country clears state; §3 form names streetAddress, city, state,
// postalCode, country). The account address is the account's mailing (shipping) address; the billing
// address belongs to the billing page.
import type { AddressOutput, AddressValues } from '../forms/address-form';
import { COUNTRIES, countryCodeOf, statesOf } from '../forms/regions';

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

/** The PATCH /accounts fields of a saved address (the schema's output, already trimmed). */
export function accountAddressBody(address: AddressOutput) {
  return {
    shippingstreet: address.streetAddress,
    shippingcity: address.city,
    shippingstate: address.state,
    shippingpostalcode: address.postalCode,
    shippingcountry: address.country,
  };
}

/** One line for the view mode: '1 Bay St, Sag Harbor, NY 11963, United States'. */
export function addressLine(values: AddressValues): string {
  const cityLine = [values.state, values.postalCode].filter(Boolean).join(' ');
  const country = COUNTRIES.find((c) => c.code === values.country)?.name ?? values.country;
  return [values.streetAddress, values.city, cityLine, country].filter(Boolean).join(', ');
}
