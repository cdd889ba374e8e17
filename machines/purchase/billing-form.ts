// The purchase payment's billing address (member spec §5 Payment): either the shipping (contact) address,
// or five fields each required with its 'Billing …' label. A variant on `sameAsShipping`.
import * as v from 'valibot';
import { requiredText } from '../forms/form-schema';

export const BILLING_LABELS = {
  street: 'Billing Street Address',
  city: 'Billing City',
  state: 'Billing State',
  postalCode: 'Billing Postal Code',
  country: 'Billing Country',
} as const;

const required = (field: keyof typeof BILLING_LABELS) =>
  requiredText(`${BILLING_LABELS[field]} is required.`);

const typed = {
  street: v.string(),
  city: v.string(),
  state: v.string(),
  postalCode: v.string(),
  country: v.string(),
};

export const billingSchema = v.variant('sameAsShipping', [
  v.object({ sameAsShipping: v.literal(true), ...typed }),
  v.object({
    sameAsShipping: v.literal(false),
    street: required('street'),
    city: required('city'),
    state: required('state'),
    postalCode: required('postalCode'),
    country: required('country'),
  }),
]);

/** The billing form as typed; `sameAsShipping` picks the variant. */
export type BillingAddress = { sameAsShipping: boolean } & v.InferInput<
  v.ObjectSchema<typeof typed, undefined>
>;
export type BillingErrors = Partial<Record<keyof typeof BILLING_LABELS, string>>;

export const EMPTY_BILLING: BillingAddress = {
  sameAsShipping: true,
  street: '',
  city: '',
  state: '',
  postalCode: '',
  country: 'US',
};
