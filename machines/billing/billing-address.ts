// The billing address of the account (rules: machines/forms/address-form.ts) and the update that sends
// only what changed (§4).
import type { AddressValues } from '../forms/address-form';
import { countryCodeOf } from '../forms/regions';

/** The billing address form: the one address form of machines/forms/address-form.ts. */
export type BillingAddress = AddressValues;

/** The account's billing fields as they come from the API. */
export interface AccountBillingFields {
  billingstreet?: string | null;
  billingcity?: string | null;
  billingstate?: string | null;
  billingpostalcode?: string | null;
  billingcountry?: string | null;
}

/** The account's address in form values; the country as its code ('United States' → 'US'). */
export function billingAddressOf(account: AccountBillingFields): BillingAddress {
  const country = account.billingcountry ?? '';
  return {
    streetAddress: account.billingstreet ?? '',
    city: account.billingcity ?? '',
    state: account.billingstate ?? '',
    postalCode: account.billingpostalcode ?? '',
    country: countryCodeOf(country) ?? country,
  };
}

const ACCOUNT_FIELD: Record<keyof BillingAddress, keyof AccountBillingFields> = {
  streetAddress: 'billingstreet',
  city: 'billingcity',
  state: 'billingstate',
  postalCode: 'billingpostalcode',
  country: 'billingcountry',
};

/** Spec §4 'sends only fields that changed': the account fields whose trimmed value differs. */
export function changedBillingFields(
  before: BillingAddress,
  after: BillingAddress,
): Partial<Record<keyof AccountBillingFields, string>> {
  const changes: Partial<Record<keyof AccountBillingFields, string>> = {};
  for (const key of Object.keys(ACCOUNT_FIELD) as Array<keyof BillingAddress>) {
    const value = after[key].trim();
    if (value !== before[key].trim()) changes[ACCOUNT_FIELD[key]] = value;
  }
  return changes;
}

/** The address in the card processor's shape (cc_details.billingaddress). */
export function processorBillingAddress(address: BillingAddress) {
  return {
    street: address.streetAddress.trim(),
    city: address.city.trim(),
    state: address.state.trim(),
    postalcode: address.postalCode.trim(),
    country: address.country.trim(),
  };
}
