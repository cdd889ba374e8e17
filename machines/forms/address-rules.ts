// The address form of member spec §5 'Account and billing address' (§3 form names streetAddress, city,
// state, postalCode, country): all five present, a state that belongs to the country, and changing the
// country clears the state. One set of rules for the account address, the billing address and the
// auto-renew enrolment.
import { statesOf } from './regions';

export interface AddressValues {
  streetAddress: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

export type AddressField = keyof AddressValues;
export type AddressErrors = Partial<Record<AddressField, string>>;

export const ADDRESS_MESSAGES = {
  streetAddress: 'Street Address is required.',
  city: 'City is required.',
  state: 'State is required.',
  postalCode: 'Postal Code is required.',
  country: 'Country is required.',
} as const satisfies Record<AddressField, string>;

export const EMPTY_ADDRESS: AddressValues = {
  streetAddress: '',
  city: '',
  state: '',
  postalCode: '',
  country: '',
};

export function addressErrors(values: AddressValues): AddressErrors {
  const errors: AddressErrors = {};
  for (const field of Object.keys(ADDRESS_MESSAGES) as AddressField[]) {
    if (values[field].trim() === '') errors[field] = ADDRESS_MESSAGES[field];
  }
  // A state that does not belong to the chosen country counts as missing.
  const states = statesOf(values.country);
  if (!errors.state && states.length > 0 && !states.some((s) => s.code === values.state.trim()))
    errors.state = ADDRESS_MESSAGES.state;
  return errors;
}

/** A change of the form; a different country clears the state (its options change). */
export function changeAddress(values: AddressValues, change: Partial<AddressValues>): AddressValues {
  const next = { ...values, ...change };
  if (change.country !== undefined && change.country !== values.country) next.state = '';
  return next;
}
