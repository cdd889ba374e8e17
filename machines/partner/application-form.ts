// The participant application form (companion spec §3 'Business form fields', 'Application payload';
// §5 'Participant application'): one valibot schema, built for the choices that change which fields are
// asked (Savings Club → the user name; mailing not the same as public → the mailing address), whose output
// is the application call's body with the backend account names.
import * as v from 'valibot';
import { addressSchema, EMPTY_ADDRESS, type AddressValues } from '../forms/address-form';
import { isEmail } from '../forms/email';
import { formatPhone, isCompletePhone } from '../forms/phone';
import { isWebUrl, urlNotValid } from '../forms/web-url';

export const PROGRAMS = [
  { field: 'savingsClub', label: 'Savings Club' },
  { field: 'seaCare', label: 'Sea Care' },
  { field: 'membershipKits', label: 'Membership Kits' },
] as const;
export type ProgramField = (typeof PROGRAMS)[number]['field'];

/** Spec §5 and §8, verbatim (the field's name goes before the two that follow one). */
export const APPLICATION_MESSAGES = {
  noService: 'You must select at least one service',
  websiteUrl: urlNotValid('Website URL'),
  terms: 'The terms and conditions must be accepted to apply as a participant',
  multipleLocations: 'We will be in touch to get more information on additional locations',
  businessName: 'Business name is required.',
  description: 'Business description is required.',
  descriptionTooLong: 'Business description must be at most 1000 characters.',
  phone: 'Please enter a 10-digit phone number',
  publicEmail: 'Please enter a valid public e-mail address',
  firstName: 'First name is required.',
  lastName: 'Last name is required.',
  contactEmail: 'Please enter a valid email address',
  userName: 'Please enter a valid e-mail address as your user name',
} as const;

export const DESCRIPTION_MAX = 1000;

// A type, not an interface: Modular Forms takes it as a record of field values.
export type PartnerApplicationValues = {
  savingsClub: boolean;
  seaCare: boolean;
  membershipKits: boolean;
  businessName: string;
  description: string;
  phone: string;
  publicEmail: string;
  websiteUrl: string;
  multipleLocation: boolean;
  publicAddress: AddressValues;
  mailingAddressSameAsPublic: boolean;
  mailingAddress: AddressValues;
  firstName: string;
  lastName: string;
  contactEmail: string;
  contactPhone: string;
  userName: string;
  termsAgreement: boolean;
};

/** Spec §5 defaults: mailing same as public, country United States. */
export const EMPTY_APPLICATION: PartnerApplicationValues = {
  savingsClub: false,
  seaCare: false,
  membershipKits: false,
  businessName: '',
  description: '',
  phone: '',
  publicEmail: '',
  websiteUrl: '',
  multipleLocation: false,
  publicAddress: { ...EMPTY_ADDRESS, country: 'US' },
  mailingAddressSameAsPublic: true,
  mailingAddress: { ...EMPTY_ADDRESS, country: 'US' },
  firstName: '',
  lastName: '',
  contactEmail: '',
  contactPhone: '',
  userName: '',
  termsAgreement: false,
};

/**
 * The form as the chart keeps it (companion spec §5): mailing the same as public clears the mailing
 * address, and without Savings Club the user name it alone asks for is cleared.
 */
export function keptApplication(values: PartnerApplicationValues): PartnerApplicationValues {
  return {
    ...values,
    mailingAddress: values.mailingAddressSameAsPublic
      ? EMPTY_APPLICATION.mailingAddress
      : values.mailingAddress,
    userName: values.savingsClub ? values.userName : '',
  };
}

export const required = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));
export const email = (message: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check((value: string) => isEmail(value), message),
  );
export const phone = v.pipe(
  v.string(),
  v.check((value: string) => isCompletePhone(value), APPLICATION_MESSAGES.phone),
  v.transform(formatPhone),
);
/** The business description: required, at most 1000 characters. */
export const description = v.pipe(
  required(APPLICATION_MESSAGES.description),
  v.maxLength(DESCRIPTION_MAX, APPLICATION_MESSAGES.descriptionTooLong),
);
const accepted = (message: string) =>
  v.pipe(
    v.boolean(),
    v.check((value) => value, message),
  );

/** The application's body as the call takes it (companion spec §3, key map to the backend names). */
export interface ApplicationPayload {
  account: {
    name: string;
    partner_description__c: string;
    phone: string;
    public_facing_email_address__c: string;
    public_facing_url__c?: string;
    shippingstreet: string;
    shippingcity: string;
    shippingstate: string;
    shippingpostalcode: string;
    shippingcountry: string;
    billingstreet?: string;
    billingcity?: string;
    billingstate?: string;
    billingpostalcode?: string;
    billingcountry?: string;
    mailingAddressSameAsPublic: boolean;
    more_than_one_location__c: boolean;
    services_requested__c: string;
  };
  contact: { firstName: string; lastName: string; email: string; phone: string };
  auth0_email?: string;
  termsAgreement: boolean;
  savingsClub: boolean;
  seaCare: boolean;
  membershipKits: boolean;
}

/** The choices that change which fields are asked, read from the form as typed. */
function choicesOf(input: unknown) {
  const values = (input ?? {}) as Partial<PartnerApplicationValues>;
  return {
    savingsClub: values.savingsClub === true,
    mailingApart: values.mailingAddressSameAsPublic === false,
  };
}

/** The fields asked for these choices: the user name with Savings Club, the mailing address when apart. */
const applicationFields = (choices: ReturnType<typeof choicesOf>) =>
  v.object({
    savingsClub: v.boolean(),
    seaCare: v.boolean(),
    membershipKits: v.boolean(),
    businessName: required(APPLICATION_MESSAGES.businessName),
    description,
    phone,
    publicEmail: email(APPLICATION_MESSAGES.publicEmail),
    websiteUrl: v.pipe(
      v.string(),
      v.trim(),
      v.check((value) => value === '' || isWebUrl(value), APPLICATION_MESSAGES.websiteUrl),
    ),
    multipleLocation: v.boolean(),
    publicAddress: addressSchema,
    mailingAddressSameAsPublic: v.boolean(),
    mailingAddress: choices.mailingApart ? addressSchema : v.any(),
    firstName: required(APPLICATION_MESSAGES.firstName),
    lastName: required(APPLICATION_MESSAGES.lastName),
    contactEmail: email(APPLICATION_MESSAGES.contactEmail),
    contactPhone: phone,
    userName: choices.savingsClub ? email(APPLICATION_MESSAGES.userName) : v.any(),
    termsAgreement: accepted(APPLICATION_MESSAGES.terms),
  });

/**
 * The application form's one schema (the chart's submit guard and error assignment, the screen's field
 * state): the fields asked follow the choices typed; its output is the application call's body.
 */
export const applicationSchema = v.pipe(
  v.lazy((input) => applicationFields(choicesOf(input))),
  // The services question carries its message on its first box (spec §5: at least one).
  v.forward(
    v.partialCheck(
      [['savingsClub'], ['seaCare'], ['membershipKits']],
      (form) => form.savingsClub || form.seaCare || form.membershipKits,
      APPLICATION_MESSAGES.noService,
    ),
    ['savingsClub'],
  ),
  v.transform((form): ApplicationPayload => {
    const mailing: AddressValues | null = form.mailingAddressSameAsPublic
      ? null
      : (form.mailingAddress as AddressValues);
    const services = PROGRAMS.filter((p) => form[p.field]).map((p) => p.label);
    return {
      account: {
        name: form.businessName,
        partner_description__c: form.description,
        phone: form.phone,
        public_facing_email_address__c: form.publicEmail,
        ...(form.websiteUrl ? { public_facing_url__c: form.websiteUrl } : {}),
        shippingstreet: form.publicAddress.streetAddress,
        shippingcity: form.publicAddress.city,
        shippingstate: form.publicAddress.state,
        shippingpostalcode: form.publicAddress.postalCode,
        shippingcountry: form.publicAddress.country,
        ...(mailing
          ? {
              billingstreet: mailing.streetAddress,
              billingcity: mailing.city,
              billingstate: mailing.state,
              billingpostalcode: mailing.postalCode,
              billingcountry: mailing.country,
            }
          : {}),
        mailingAddressSameAsPublic: form.mailingAddressSameAsPublic,
        more_than_one_location__c: form.multipleLocation,
        services_requested__c: services.join(';'),
      },
      contact: {
        firstName: form.firstName,
        lastName: form.lastName,
        email: form.contactEmail,
        phone: form.contactPhone,
      },
      ...(form.savingsClub ? { auth0_email: String(form.userName) } : {}),
      termsAgreement: form.termsAgreement,
      savingsClub: form.savingsClub,
      seaCare: form.seaCare,
      membershipKits: form.membershipKits,
    };
  }),
);
