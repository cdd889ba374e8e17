// The billing address form (member spec §3 form names, §5 'street, city, state, postal code, country all
// present; changing country clears state') and the update that sends only what changed (§4).
import { countryCodeOf, statesOf } from '../forms/regions';

export interface BillingAddress {
  streetAddress: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

export type BillingAddressErrors = Partial<Record<keyof BillingAddress, string>>;

export const BILLING_ADDRESS_MESSAGES = {
  streetAddress: 'Street Address is required.',
  city: 'City is required.',
  state: 'State is required.',
  postalCode: 'Postal Code is required.',
  country: 'Country is required.',
} as const satisfies Record<keyof BillingAddress, string>;

export const EMPTY_BILLING_ADDRESS: BillingAddress = {
  streetAddress: '',
  city: '',
  state: '',
  postalCode: '',
  country: '',
};

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

export function billingAddressErrors(address: BillingAddress): BillingAddressErrors {
  const errors: BillingAddressErrors = {};
  for (const key of Object.keys(BILLING_ADDRESS_MESSAGES) as Array<keyof BillingAddress>) {
    if (address[key].trim() === '') errors[key] = BILLING_ADDRESS_MESSAGES[key];
  }
  // A state that does not belong to the chosen country counts as missing.
  const states = statesOf(address.country);
  if (!errors.state && states.length > 0 && !states.some((s) => s.code === address.state.trim()))
    errors.state = BILLING_ADDRESS_MESSAGES.state;
  return errors;
}

/** One field changed; a new country clears the state (spec §5). */
export function withBillingField(
  address: BillingAddress,
  field: keyof BillingAddress,
  value: string,
): BillingAddress {
  if (field === 'country' && value !== address.country) return { ...address, country: value, state: '' };
  return { ...address, [field]: value };
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
