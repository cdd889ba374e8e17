// The partner's business profile form (companion spec §2.6 'Business information form', §3 'Business form
// fields', §5 'Partner business profile'): business name, description (≤ 1000), phone, public e-mail,
// website, public address, mailing address (asked only when not the same as the public one), social links,
// more than one location (§3 multipleLocation).
// One valibot schema, sharing the application's field rules, whose output is PATCH /accounts' body; a link
// typed without its scheme gets 'http://' in front before it is checked (spec §5 prefixing).
import * as v from 'valibot';
import { addressSchema, EMPTY_ADDRESS, type AddressValues } from '../forms/address-form';
import { formatPhone } from '../forms/phone';
import { isWebUrl, urlNotValid } from '../forms/web-url';
import { APPLICATION_MESSAGES, DESCRIPTION_MAX, email, phone, required } from './application-form';

export const SOCIAL_LINKS = [
  { field: 'instagram', label: 'Instagram', column: 'partner_instagram__c' },
  { field: 'facebook', label: 'Facebook', column: 'partner_facebook__c' },
  { field: 'linkedIn', label: 'LinkedIn', column: 'partner_linkedin__c' },
] as const;
export type SocialField = (typeof SOCIAL_LINKS)[number]['field'];

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
  more_than_one_location__c?: boolean | null;
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

/** The mailing address a 'the same' box leaves behind: empty, in the US. */
export const EMPTY_MAILING_ADDRESS = { ...EMPTY_ADDRESS, country: 'US' };

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
    mailingAddress: same ? EMPTY_MAILING_ADDRESS : mailing,
    instagram: account.partner_instagram__c ?? '',
    facebook: account.partner_facebook__c ?? '',
    linkedIn: account.partner_linkedin__c ?? '',
    multipleLocation: account.more_than_one_location__c === true,
  };
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
  more_than_one_location__c: boolean;
}

/** The mailing address when it is the public one: kept as typed, not asked. */
const unaskedAddress = v.object({
  streetAddress: v.string(),
  city: v.string(),
  state: v.string(),
  postalCode: v.string(),
  country: v.string(),
});

/** The form's schema; the mailing address is asked only when it is not the same as the public one. */
export function businessProfileSchema(values: { mailingAddressSameAsPublic: boolean }) {
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
      mailingAddress: values.mailingAddressSameAsPublic ? unaskedAddress : addressSchema,
      instagram: link('Instagram URL'),
      facebook: link('Facebook URL'),
      linkedIn: link('LinkedIn URL'),
      multipleLocation: v.boolean(),
    }),
    v.transform((form): BusinessProfileBody => {
      // The mailing address is the public one when they are the same (spec §3: billing = mailing).
      const mailing = form.mailingAddressSameAsPublic ? form.publicAddress : form.mailingAddress;
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
        more_than_one_location__c: form.multipleLocation,
      };
    }),
  );
}

/** The form's values as typed, in the spec's UI names. */
export type BusinessProfileValues = v.InferInput<ReturnType<typeof businessProfileSchema>>;

/** The profile form's one schema: the mailing address is asked as its own 'the same' box says. */
export const businessProfileFormSchema = v.lazy((input) =>
  businessProfileSchema({
    mailingAddressSameAsPublic:
      typeof input === 'object' && input !== null && 'mailingAddressSameAsPublic' in input
        ? input.mailingAddressSameAsPublic === true
        : true,
  }),
);
