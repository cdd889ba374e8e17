// The member contact form (member spec §5 "Contact form", §3 Contact, §6 roles) as one valibot schema per
// contact role: required names, the relationship on creation, the Primary Contact's e-mail and phone rules,
// a valid e-mail and complete phones when given, SMS opt-in needs a mobile number. Typing masks the phones;
// the output is what a save sends: texts trimmed, an empty e-mail or phone as null.
import * as v from 'valibot';
import { isEmail } from '../forms/email';
import { requiredText } from '../forms/form-schema';
import { formatPhone, isCompletePhone } from '../forms/phone';
import { hasPreference, PREFERENCE_TOKENS, withPreference, type ContactRecord } from './contact-record';

/** Spec §5, verbatim (including the spec's spelling of 'specfied'). */
export const CONTACT_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  relationshipRequired: 'Relationship must be specified',
  primaryEmailRequired: 'Email must be specified for the primary contact',
  primaryPhoneRequired: 'either Home Phone or Mobile Phone must be specfied for the primary contact',
  smsOptInNeedsMobile: 'SMS Opt-In cannot be checked without providing a Mobile Phone number',
  emailInvalid: 'Please enter a valid email address',
  phoneIncomplete: 'Please enter a 10-digit phone number',
} as const;

/** Spec §9: the relationships a member contact may have (the Primary Contact is never chosen). */
export const CONTACT_RELATIONSHIPS = [
  'Boat Co-owner',
  'Spouse Partner',
  'Business Owner',
  'Sibling',
  'Child',
  'Other',
] as const;

/** Companion spec §3: the roles a partner account's contact may have. */
export const PARTNER_CONTACT_ROLES = ['Business Owner', 'Employee', 'Office Manager', 'Other'] as const;

/** What the form knows about the contact it edits. */
export interface ContactRole {
  mode: 'create' | 'edit';
  isPrimary: boolean;
}

/** The cross-field rules read the fields' outputs: an empty phone is null by then. */
const given = (value: string | null) => value !== null;
const orNull = (value: string) => (value === '' ? null : value);

/** Given or not; when given, a valid e-mail. */
const optionalEmail = v.pipe(
  v.string(),
  v.trim(),
  v.check((value) => value === '' || isEmail(value), CONTACT_MESSAGES.emailInvalid),
  v.transform(orNull),
);
/** The Primary Contact's e-mail: required and valid. */
const primaryEmail = v.pipe(
  requiredText(CONTACT_MESSAGES.primaryEmailRequired),
  v.check((value: string) => isEmail(value), CONTACT_MESSAGES.emailInvalid),
  v.transform((value): string | null => value),
);
const phone = v.pipe(
  v.string(),
  v.trim(),
  v.check((value) => value === '' || isCompletePhone(value), CONTACT_MESSAGES.phoneIncomplete),
  v.transform(orNull),
);
const preference = v.boolean();

const contactFields = (role: ContactRole) =>
  v.object({
    firstName: requiredText(CONTACT_MESSAGES.firstNameRequired),
    lastName: requiredText(CONTACT_MESSAGES.lastNameRequired),
    email: role.isPrimary ? primaryEmail : optionalEmail,
    homePhone: phone,
    mobilePhone: phone,
    /** '' until chosen; the Primary Contact keeps 'Primary Contact'. */
    relationship:
      role.mode === 'create' && !role.isPrimary
        ? requiredText(CONTACT_MESSAGES.relationshipRequired)
        : v.string(),
    seaTowNews: preference,
    benefitsAndOffers: preference,
    localCaptainsCorner: preference,
    smsOptIn: preference,
    /** Spec §6: member accounts have push preferences too (mobile_push_notification_opt_in__c, §3). */
    mobilePushOptIn: preference,
  });

/** What a save sends of the form: texts trimmed, an empty e-mail or phone as null. */
export type SavedContact = v.InferOutput<ReturnType<typeof contactFields>>;

/**
 * The Primary Contact needs a home or a mobile phone: the message goes to `field`. One check per phone
 * field, because a forwarded message counts as an issue of its field and would silence a second check
 * over both fields.
 */
const eitherPhone = <TField extends 'homePhone' | 'mobilePhone'>(field: TField, role: ContactRole) =>
  v.forward(
    v.partialCheck<SavedContact, [[TField]], SavedContact, string>(
      [[field]],
      (saved) => !role.isPrimary || given(saved.homePhone) || given(saved.mobilePhone),
      CONTACT_MESSAGES.primaryPhoneRequired,
    ),
    [field],
  );

/** The contact form for this contact's role; its output is the saved contact's fields. */
export function contactSchema(role: ContactRole) {
  return v.pipe(
    contactFields(role),
    v.forward(
      v.partialCheck(
        [['smsOptIn'], ['mobilePhone']],
        ({ smsOptIn, mobilePhone }) => !smsOptIn || given(mobilePhone),
        CONTACT_MESSAGES.smsOptInNeedsMobile,
      ),
      ['smsOptIn'],
    ),
    // After the SMS rule, which reads the mobile phone: a message forwarded to it would silence that rule.
    eitherPhone('homePhone', role),
    eitherPhone('mobilePhone', role),
  );
}

type ContactSchema = ReturnType<typeof contactSchema>;
/** The form's fields as typed, in the spec's UI names. */
export type ContactValues = v.InferInput<ContactSchema>;

export const EMPTY_CONTACT: ContactValues = {
  firstName: '',
  lastName: '',
  email: '',
  homePhone: '',
  mobilePhone: '',
  relationship: '',
  seaTowNews: false,
  benefitsAndOffers: false,
  localCaptainsCorner: false,
  smsOptIn: false,
  mobilePushOptIn: false,
};

export function contactValuesOf(record: ContactRecord): ContactValues {
  const prefs = record.communication_preferences__c;
  return {
    firstName: record.firstname,
    lastName: record.lastname,
    email: record.email ?? '',
    homePhone: formatPhone(record.homephone ?? ''),
    mobilePhone: formatPhone(record.mobilephone ?? ''),
    relationship: record.contact_type__c,
    seaTowNews: hasPreference(prefs, PREFERENCE_TOKENS.seaTowNews),
    benefitsAndOffers: hasPreference(prefs, PREFERENCE_TOKENS.benefitsAndOffers),
    localCaptainsCorner: hasPreference(prefs, PREFERENCE_TOKENS.localCaptainsCorner),
    smsOptIn: Boolean(record.sms_opt_in__c) || hasPreference(prefs, PREFERENCE_TOKENS.smsOptIn),
    mobilePushOptIn: Boolean(record.mobile_push_notification_opt_in__c),
  };
}

type PreferenceField = 'seaTowNews' | 'benefitsAndOffers' | 'localCaptainsCorner' | 'smsOptIn';

/** The semicolon list after the form's preferences, other tokens (Do Not Mail, Paperless) untouched. */
export function preferencesListOf(
  values: Pick<ContactValues, PreferenceField>,
  previous: string | null | undefined,
): string {
  const pairs: Array<[string, boolean]> = [
    [PREFERENCE_TOKENS.seaTowNews, values.seaTowNews],
    [PREFERENCE_TOKENS.benefitsAndOffers, values.benefitsAndOffers],
    [PREFERENCE_TOKENS.localCaptainsCorner, values.localCaptainsCorner],
    [PREFERENCE_TOKENS.smsOptIn, values.smsOptIn],
  ];
  return pairs.reduce((list, [token, on]) => withPreference(list, token, on), previous ?? '');
}
