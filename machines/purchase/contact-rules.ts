// Purchase contact form rules (member spec §5 'Purchase contact'): messages are the spec's, prefixed with
// the field label where the spec gives only the tail (' must be a selection …', ' cannot be in email format.').
import { isEmail } from '../forms/email';
import { isCompletePhone } from '../forms/phone';

export interface PurchaseContact {
  firstName: string;
  lastName: string;
  email: string;
  mobilePhone: string;
  /** Asked for business (commercial) purchases only. */
  businessName: string;
  streetAddress: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  /** How the street was filled: a chosen suggestion, typed by hand after 'enter manually', or neither yet. */
  addressSource: 'suggestion' | 'manual' | null;
}

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

export type ContactErrors = Partial<Record<keyof PurchaseContact, string>>;

export const CONTACT_LABELS: Record<Exclude<keyof PurchaseContact, 'addressSource'>, string> = {
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
};

export const CONTACT_MESSAGES = {
  required: ' is required.',
  emailInvalid: 'Email must be a valid email address.',
  mobilePhoneInvalid: 'Mobile Phone must be a 10-digit phone number.',
  businessNameIsEmail: ' cannot be in email format.',
  streetNotSelected: ' must be a selection from the provided suggested options',
  streetNotSelectedOrManual: ', or manually entered by clicking the button below',
} as const;

const required = (field: keyof typeof CONTACT_LABELS) =>
  `${CONTACT_LABELS[field]}${CONTACT_MESSAGES.required}`;

export interface ContactRuleOptions {
  /** Business purchase: the business name is required. */
  business: boolean;
  /** On contact-2 a street typed by hand after 'enter manually' also counts. */
  manualAllowed: boolean;
}

/** Field errors of the purchase contact form (empty when valid). */
export function contactErrors(contact: PurchaseContact, options: ContactRuleOptions): ContactErrors {
  const errors: ContactErrors = {};
  const blank = (value: string) => value.trim() === '';
  if (blank(contact.firstName)) errors.firstName = required('firstName');
  if (blank(contact.lastName)) errors.lastName = required('lastName');
  if (blank(contact.email)) errors.email = required('email');
  else if (!isEmail(contact.email)) errors.email = CONTACT_MESSAGES.emailInvalid;
  if (blank(contact.mobilePhone)) errors.mobilePhone = required('mobilePhone');
  else if (!isCompletePhone(contact.mobilePhone)) errors.mobilePhone = CONTACT_MESSAGES.mobilePhoneInvalid;
  if (options.business) {
    if (blank(contact.businessName)) errors.businessName = required('businessName');
    else if (isEmail(contact.businessName))
      errors.businessName = `${CONTACT_LABELS.businessName}${CONTACT_MESSAGES.businessNameIsEmail}`;
  }
  if (blank(contact.streetAddress)) errors.streetAddress = required('streetAddress');
  else if (
    contact.addressSource !== 'suggestion' &&
    !(options.manualAllowed && contact.addressSource === 'manual')
  )
    errors.streetAddress = options.manualAllowed
      ? `${CONTACT_LABELS.streetAddress}${CONTACT_MESSAGES.streetNotSelected}${CONTACT_MESSAGES.streetNotSelectedOrManual}`
      : `${CONTACT_LABELS.streetAddress}${CONTACT_MESSAGES.streetNotSelected}`;
  if (blank(contact.country)) errors.country = required('country');
  if (blank(contact.city)) errors.city = required('city');
  if (blank(contact.state)) errors.state = required('state');
  if (blank(contact.postalCode)) errors.postalCode = required('postalCode');
  return errors;
}

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
