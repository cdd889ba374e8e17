// The address form of member spec §5 'Account and billing address' (§3 form names streetAddress, city,
// state, postalCode, country) as one valibot schema: all five present, a state that belongs to the country
// (else it counts as missing), and changing the country clears the state. One form for the account address,
// the billing address and the auto-renew enrolment; its output is the address trimmed.
import * as v from 'valibot';
import { requiredText as required } from './form-schema';
import { statesOf } from './regions';

export const ADDRESS_MESSAGES = {
  streetAddress: 'Street Address is required.',
  city: 'City is required.',
  state: 'State is required.',
  postalCode: 'Postal Code is required.',
  country: 'Country is required.',
} as const;

export const addressSchema = v.pipe(
  v.object({
    streetAddress: required(ADDRESS_MESSAGES.streetAddress),
    city: required(ADDRESS_MESSAGES.city),
    state: required(ADDRESS_MESSAGES.state),
    postalCode: required(ADDRESS_MESSAGES.postalCode),
    country: required(ADDRESS_MESSAGES.country),
  }),
  v.forward(
    v.partialCheck(
      [['country'], ['state']],
      ({ country, state }) => {
        const states = statesOf(country);
        return states.length === 0 || states.some((s) => s.code === state);
      },
      ADDRESS_MESSAGES.state,
    ),
    ['state'],
  ),
);

export type AddressValues = v.InferInput<typeof addressSchema>;
/** What a valid form saves: the address trimmed. */
export type AddressOutput = v.InferOutput<typeof addressSchema>;
export type AddressField = keyof AddressValues;
export type AddressErrors = Partial<Record<AddressField, string>>;

export const EMPTY_ADDRESS: AddressValues = {
  streetAddress: '',
  city: '',
  state: '',
  postalCode: '',
  country: '',
};

/** A change of the form; a different country clears the state (its options change). */
export function changeAddress(values: AddressValues, change: Partial<AddressValues>): AddressValues {
  const next = { ...values, ...change };
  if (change.country !== undefined && change.country !== values.country) next.state = '';
  return next;
}
