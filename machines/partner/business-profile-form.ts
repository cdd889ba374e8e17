// The partner's business profile form (companion spec §2.6 'Business information form', §3 'Business form
// fields', §5 'Partner business profile'): business name, description (≤ 1000), phone, public e-mail,
// website, public address, mailing address (asked only when not the same as the public one), social links.
// One valibot schema, sharing the application's field rules, whose output is PATCH /accounts' body; a link
// typed without its scheme gets 'http://' in front before it is checked (spec §5 prefixing).
import * as v from 'valibot';
import { addressSchema, changeAddress, EMPTY_ADDRESS, type AddressValues } from '../forms/address-form';
import { formatPhone } from '../forms/phone';
import { isWebUrl, urlNotValid } from '../forms/web-url';
import { APPLICATION_MESSAGES, DESCRIPTION_MAX, email, phone, required } from './application-form';

export const SOCIAL_LINKS = [
  { field: 'instagram', label: 'Instagram', column: 'partner_instagram__c' },
  { field: 'facebook', label: 'Facebook', column: 'partner_facebook__c' },
  { field: 'linkedIn', label: 'LinkedIn', column: 'partner_linkedin__c' },
] as const;
export type SocialField = (typeof SOCIAL_LINKS)[number]['field'];

export interface BusinessProfileValues {
  businessName: string;
  description: string;
  phone: string;
  publicEmail: string;
  websiteUrl: string;
  publicAddress: AddressValues;
  mailingAddressSameAsPublic: boolean;
  mailingAddress: AddressValues;
  instagram: string;
  facebook: string;
  linkedIn: string;
}

export type BusinessProfileChange =
  | { field: 'mailingAddressSameAsPublic'; value: boolean }
  | { field: 'publicAddress' | 'mailingAddress'; value: Partial<AddressValues> }
  | {
      field: 'businessName' | 'description' | 'phone' | 'publicEmail' | 'websiteUrl' | SocialField;
      value: string;
    };

/** The account as stored (backend names, spec §3). */
export interface StoredBusinessProfile {
  name?: string | null;
  partner_description__c?: string | null;
  phone?: string | null;
  public_facing_email_address__c?: string | null;
  public_facing_url__c?: string | null;
  shippingstreet?: string | null;
  shippingcity?: string | null;
  shippingstate?: string | null;
  shippingpostalcode?: string | null;
  shippingcountry?: string | null;
  billingstreet?: string | null;
  billingcity?: string | null;
  billingstate?: string | null;
  billingpostalcode?: string | null;
  billingcountry?: string | null;
  partner_instagram__c?: string | null;
  partner_facebook__c?: string | null;
  partner_linkedin__c?: string | null;
}

const addressOf = (
  street?: string | null,
  city?: string | null,
  state?: string | null,
  postalCode?: string | null,
  country?: string | null,
): AddressValues => ({
  streetAddress: street ?? '',
  city: city ?? '',
  state: state ?? '',
  postalCode: postalCode ?? '',
  country: country || 'US',
});

const sameAddress = (a: AddressValues, b: AddressValues) =>
  (Object.keys(a) as Array<keyof AddressValues>).every((key) => a[key] === b[key]);

/** The form's values from the stored account; the mailing address is 'the same' when it is or is empty. */
export function businessProfileOf(account: StoredBusinessProfile): BusinessProfileValues {
  const publicAddress = addressOf(
    account.shippingstreet,
    account.shippingcity,
    account.shippingstate,
    account.shippingpostalcode,
    account.shippingcountry,
  );
  const mailing = addressOf(
    account.billingstreet,
    account.billingcity,
    account.billingstate,
    account.billingpostalcode,
    account.billingcountry,
  );
  const same = !account.billingstreet || sameAddress(publicAddress, mailing);
  return {
    businessName: account.name ?? '',
    description: account.partner_description__c ?? '',
    phone: formatPhone(account.phone ?? ''),
    publicEmail: account.public_facing_email_address__c ?? '',
    websiteUrl: account.public_facing_url__c ?? '',
    publicAddress,
    mailingAddressSameAsPublic: same,
    mailingAddress: same ? { ...EMPTY_ADDRESS, country: 'US' } : mailing,
    instagram: account.partner_instagram__c ?? '',
    facebook: account.partner_facebook__c ?? '',
    linkedIn: account.partner_linkedin__c ?? '',
  };
}

/** One change: the phone masked as typed, a new country clears its state, 'the same' clears the mailing address. */
export function changeBusinessProfile(
  values: BusinessProfileValues,
  change: BusinessProfileChange,
): BusinessProfileValues {
  switch (change.field) {
    case 'publicAddress':
    case 'mailingAddress':
      return { ...values, [change.field]: changeAddress(values[change.field], change.value) };
    case 'phone':
      return { ...values, phone: formatPhone(change.value) };
    case 'mailingAddressSameAsPublic':
      return {
        ...values,
        mailingAddressSameAsPublic: change.value,
        mailingAddress: change.value ? { ...EMPTY_ADDRESS, country: 'US' } : values.mailingAddress,
      };
    default:
      return { ...values, [change.field]: change.value };
  }
}

/** Spec §5: a link without its scheme gets 'http://' in front. */
export const withScheme = (url: string): string =>
  url === '' || /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `http://${url.replace(/^\/\//, '')}`;

const link = (label: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.transform(withScheme),
    v.check((value) => value === '' || isWebUrl(value), urlNotValid(label)),
    v.maxLength(255, `${label} must be at most 255 characters.`),
  );

/** PATCH /accounts' body for the profile (the chart adds sfid and id). */
export interface BusinessProfileBody {
  name: string;
  partner_description__c: string;
  phone: string;
  public_facing_email_address__c: string;
  public_facing_url__c: string;
  shippingstreet: string;
  shippingcity: string;
  shippingstate: string;
  shippingpostalcode: string;
  shippingcountry: string;
  billingstreet: string;
  billingcity: string;
  billingstate: string;
  billingpostalcode: string;
  billingcountry: string;
  partner_instagram__c: string;
  partner_facebook__c: string;
  partner_linkedin__c: string;
}

/** The form's schema; the mailing address is asked only when it is not the same as the public one. */
export function businessProfileSchema(values: Pick<BusinessProfileValues, 'mailingAddressSameAsPublic'>) {
  return v.pipe(
    v.object({
      businessName: required(APPLICATION_MESSAGES.businessName),
      description: v.pipe(
        required(APPLICATION_MESSAGES.description),
        v.maxLength(DESCRIPTION_MAX, APPLICATION_MESSAGES.descriptionTooLong),
      ),
      phone,
      publicEmail: email(APPLICATION_MESSAGES.publicEmail),
      websiteUrl: link('Website URL'),
      publicAddress: addressSchema,
      mailingAddressSameAsPublic: v.boolean(),
      mailingAddress: values.mailingAddressSameAsPublic ? v.any() : addressSchema,
      instagram: link('Instagram URL'),
      facebook: link('Facebook URL'),
      linkedIn: link('LinkedIn URL'),
    }),
    v.transform((form): BusinessProfileBody => {
      // The mailing address is the public one when they are the same (spec §3: billing = mailing).
      const mailing: AddressValues = form.mailingAddressSameAsPublic
        ? form.publicAddress
        : (form.mailingAddress as AddressValues);
      return {
        name: form.businessName,
        partner_description__c: form.description,
        phone: form.phone,
        public_facing_email_address__c: form.publicEmail,
        public_facing_url__c: form.websiteUrl,
        shippingstreet: form.publicAddress.streetAddress,
        shippingcity: form.publicAddress.city,
        shippingstate: form.publicAddress.state,
        shippingpostalcode: form.publicAddress.postalCode,
        shippingcountry: form.publicAddress.country,
        billingstreet: mailing.streetAddress,
        billingcity: mailing.city,
        billingstate: mailing.state,
        billingpostalcode: mailing.postalCode,
        billingcountry: mailing.country,
        partner_instagram__c: form.instagram,
        partner_facebook__c: form.facebook,
        partner_linkedin__c: form.linkedIn,
      };
    }),
  );
}
