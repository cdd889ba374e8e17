// The address rule set of address-rules.ts as a valibot schema for forms checked with `checkForm`: the
// same required fields, messages and state-belongs-to-country rule (addressErrors), each message under its
// field's path (`publicAddress.city`).
import * as v from 'valibot';
import { addressErrors, type AddressField, type AddressValues } from './address-rules';

export const addressSchema = v.pipe(
  v.object({
    streetAddress: v.string(),
    city: v.string(),
    state: v.string(),
    postalCode: v.string(),
    country: v.string(),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const values: AddressValues = dataset.value;
    const errors = addressErrors(values);
    for (const field of Object.keys(errors) as AddressField[]) {
      addIssue({
        message: errors[field],
        path: [{ type: 'object', origin: 'value', input: { ...values }, key: field, value: values[field] }],
      });
    }
  }),
  v.transform((a): AddressValues => ({
    streetAddress: a.streetAddress.trim(),
    city: a.city.trim(),
    state: a.state.trim(),
    postalCode: a.postalCode.trim(),
    country: a.country.trim(),
  })),
);
