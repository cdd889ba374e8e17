// The purchase contact form (member spec §5 'Purchase contact') as one valibot schema: messages are the
// spec's, prefixed with the field label where the spec gives only the tail (' must be a selection …', ' cannot be in email format.').
import * as v from 'valibot';
import { isEmail } from '../forms/email';
import { requiredText } from '../forms/form-schema';
import { isCompletePhone, phoneDigits } from '../forms/phone';

export const EMPTY_CONTACT: PurchaseContact = {
  firstName: '',
  lastName: '',
  email: '',
  mobilePhone: '',
  businessName: '',
  streetAddress: '',
  city: '',
  state: '',
  postalCode: '',
  country: 'US',
  addressSource: null,
};

export const CONTACT_LABELS = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  mobilePhone: 'Mobile Phone',
  businessName: 'Business Name',
  streetAddress: 'Street Address',
  city: 'City',
  state: 'State',
  postalCode: 'Postal Code',
  country: 'Country',
} as const;

export const CONTACT_MESSAGES = {
  required: ' is required.',
  emailInvalid: 'Email must be a valid email address.',
  mobilePhoneInvalid: 'Mobile Phone must be a 10-digit phone number.',
  businessNameIsEmail: ' cannot be in email format.',
  streetNotSelected: ' must be a selection from the provided suggested options',
  streetNotSelectedOrManual: ', or manually entered by clicking the button below',
} as const;

const required = (field: keyof typeof CONTACT_LABELS) =>
  requiredText(`${CONTACT_LABELS[field]}${CONTACT_MESSAGES.required}`);

export interface ContactRuleOptions {
  /** Business purchase: the business name is required. */
  business: boolean;
  /** On contact-2 a street typed by hand after 'enter manually' also counts. */
  manualAllowed: boolean;
}

/**
 * The purchase contact form for this purchase (business or not; contact-2 allows a street typed by hand).
 * Its output is what is saved: every text trimmed and the mobile phone as its ten digits.
 */
export function contactSchema(options: ContactRuleOptions) {
  const streetMessage = options.manualAllowed
    ? `${CONTACT_LABELS.streetAddress}${CONTACT_MESSAGES.streetNotSelected}${CONTACT_MESSAGES.streetNotSelectedOrManual}`
    : `${CONTACT_LABELS.streetAddress}${CONTACT_MESSAGES.streetNotSelected}`;
  return v.pipe(
    v.object({
      firstName: required('firstName'),
      lastName: required('lastName'),
      email: v.pipe(
        required('email'),
        v.check((value: string) => isEmail(value), CONTACT_MESSAGES.emailInvalid),
      ),
      mobilePhone: v.pipe(
        required('mobilePhone'),
        v.check((value: string) => isCompletePhone(value), CONTACT_MESSAGES.mobilePhoneInvalid),
        v.transform(phoneDigits),
      ),
      businessName: options.business
        ? v.pipe(
            required('businessName'),
            v.check(
              (value) => !isEmail(value),
              `${CONTACT_LABELS.businessName}${CONTACT_MESSAGES.businessNameIsEmail}`,
            ),
          )
        : v.pipe(v.string(), v.trim()),
      streetAddress: required('streetAddress'),
      city: required('city'),
      state: required('state'),
      postalCode: required('postalCode'),
      country: required('country'),
      /** How the street was filled: a chosen suggestion, typed by hand after 'enter manually', or neither yet. */
      addressSource: v.nullable(v.picklist(['suggestion', 'manual'])),
    }),
    v.forward(
      v.partialCheck(
        [['streetAddress'], ['addressSource']],
        ({ addressSource }) =>
          addressSource === 'suggestion' || (options.manualAllowed && addressSource === 'manual'),
        streetMessage,
      ),
      ['streetAddress'],
    ),
  );
}

/** The purchase contact form as typed (asked for business purchases only: businessName). */
export type PurchaseContact = v.InferInput<ReturnType<typeof contactSchema>>;
export type ContactErrors = Partial<Record<keyof PurchaseContact, string>>;

/** Spec §2 step summary: contact name and address. */
export function contactSummary(contact: PurchaseContact): string | null {
  const name = [contact.firstName, contact.lastName]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ');
  const place = [contact.city, [contact.state, contact.postalCode].filter(Boolean).join(' ')]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(', ');
  const address = [contact.streetAddress.trim(), place].filter(Boolean).join(', ');
  const text = [name, address].filter(Boolean).join(', ');
  return text === '' ? null : text;
}
