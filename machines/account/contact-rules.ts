// The contact form's rules (member spec §5 "Contact form", §3 Contact, §6 roles): required names, the
// relationship on creation, the Primary Contact's e-mail and phone rules, SMS opt-in needs a mobile
// number, the phone mask, and the preferences kept in the semicolon list communication_preferences__c.
import { isEmail } from '../forms/email';
import { formatPhone, isCompletePhone } from '../forms/phone';

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

export type ContactMessage = (typeof CONTACT_MESSAGES)[keyof typeof CONTACT_MESSAGES];

/** Spec §9: the relationships a member contact may have (the Primary Contact is never chosen). */
export const CONTACT_RELATIONSHIPS = [
  'Boat Co-owner',
  'Spouse Partner',
  'Business Owner',
  'Sibling',
  'Child',
  'Other',
] as const;
export type ContactRelationship = (typeof CONTACT_RELATIONSHIPS)[number];

/** Companion spec §3: the roles a partner account's contact may have. */
export const PARTNER_CONTACT_ROLES = ['Business Owner', 'Employee', 'Office Manager', 'Other'] as const;

export const PRIMARY_CONTACT = 'Primary Contact';

/** Spec §3: the tokens of communication_preferences__c. */
export const PREFERENCE_TOKENS = {
  seaTowNews: 'Sea Tow News',
  benefitsAndOffers: 'Benefits and Offers',
  localCaptainsCorner: "Local Captain's Corner",
  smsOptIn: 'SMS Opt-In',
  doNotMail: 'Do Not Mail',
  paperlessRenewal: 'Paperless Renewal',
} as const;

/** The form's fields, in the spec's UI names. */
export interface ContactValues {
  firstName: string;
  lastName: string;
  email: string;
  homePhone: string;
  mobilePhone: string;
  /** '' until chosen; the Primary Contact keeps 'Primary Contact'. */
  relationship: string;
  seaTowNews: boolean;
  benefitsAndOffers: boolean;
  localCaptainsCorner: boolean;
  smsOptIn: boolean;
}

export type ContactField = keyof ContactValues;
export type ContactErrors = Partial<Record<ContactField, ContactMessage>>;

/** What the form knows about the contact it edits. */
export interface ContactRole {
  mode: 'create' | 'edit';
  isPrimary: boolean;
}

/** The contact record as the API returns it (only what the form reads). */
export interface ContactRecord {
  sfid: string;
  id: number;
  firstname: string;
  lastname: string;
  email?: string | null;
  mobilephone?: string | null;
  homephone?: string | null;
  contact_type__c: string;
  communication_preferences__c?: string | null;
  sms_opt_in__c?: boolean;
}

/** 'Sea Tow News; Benefits and Offers' → ['Sea Tow News', 'Benefits and Offers']. */
export function parsePreferences(list: string | null | undefined): string[] {
  return (list ?? '')
    .split(';')
    .map((token) => token.trim())
    .filter((token) => token !== '');
}

/** Adds or removes one token, keeping every other token and its order. */
export function withPreference(list: string | null | undefined, token: string, on: boolean): string {
  const tokens = parsePreferences(list);
  if (on) return (tokens.includes(token) ? tokens : [...tokens, token]).join(';');
  return tokens.filter((t) => t !== token).join(';');
}

export const hasPreference = (list: string | null | undefined, token: string): boolean =>
  parsePreferences(list).includes(token);

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
  };
}

/** Typing into a phone field shows the mask (xxx) xxx-xxxx, digits only (spec §5). */
export function maskedContactChange(change: Partial<ContactValues>): Partial<ContactValues> {
  return {
    ...change,
    ...(change.homePhone !== undefined ? { homePhone: formatPhone(change.homePhone) } : {}),
    ...(change.mobilePhone !== undefined ? { mobilePhone: formatPhone(change.mobilePhone) } : {}),
  };
}

const blank = (value: string) => value.trim() === '';

/** Every rule of spec §5 "Contact form"; an empty object when the form may be saved. */
export function contactErrors(values: ContactValues, role: ContactRole): ContactErrors {
  const errors: ContactErrors = {};
  if (blank(values.firstName)) errors.firstName = CONTACT_MESSAGES.firstNameRequired;
  if (blank(values.lastName)) errors.lastName = CONTACT_MESSAGES.lastNameRequired;
  if (role.mode === 'create' && !role.isPrimary && blank(values.relationship))
    errors.relationship = CONTACT_MESSAGES.relationshipRequired;

  if (role.isPrimary && blank(values.email)) errors.email = CONTACT_MESSAGES.primaryEmailRequired;
  else if (!blank(values.email) && !isEmail(values.email)) errors.email = CONTACT_MESSAGES.emailInvalid;

  if (!blank(values.homePhone) && !isCompletePhone(values.homePhone))
    errors.homePhone = CONTACT_MESSAGES.phoneIncomplete;
  if (!blank(values.mobilePhone) && !isCompletePhone(values.mobilePhone))
    errors.mobilePhone = CONTACT_MESSAGES.phoneIncomplete;
  if (role.isPrimary && blank(values.homePhone) && blank(values.mobilePhone)) {
    errors.homePhone = CONTACT_MESSAGES.primaryPhoneRequired;
    errors.mobilePhone = CONTACT_MESSAGES.primaryPhoneRequired;
  }

  if (values.smsOptIn && blank(values.mobilePhone)) errors.smsOptIn = CONTACT_MESSAGES.smsOptInNeedsMobile;
  return errors;
}

/** The semicolon list after the form's preferences, other tokens (Do Not Mail, Paperless) untouched. */
export function preferencesListOf(values: ContactValues, previous: string | null | undefined): string {
  const pairs: Array<[string, boolean]> = [
    [PREFERENCE_TOKENS.seaTowNews, values.seaTowNews],
    [PREFERENCE_TOKENS.benefitsAndOffers, values.benefitsAndOffers],
    [PREFERENCE_TOKENS.localCaptainsCorner, values.localCaptainsCorner],
    [PREFERENCE_TOKENS.smsOptIn, values.smsOptIn],
  ];
  return pairs.reduce((list, [token, on]) => withPreference(list, token, on), previous ?? '');
}

/** Spec §4: the Go Paperless toggle adds or removes 'Paperless Renewal', nothing else. */
export const paperlessList = (list: string | null | undefined, on: boolean): string =>
  withPreference(list, PREFERENCE_TOKENS.paperlessRenewal, on);

export const isPaperless = (list: string | null | undefined): boolean =>
  hasPreference(list, PREFERENCE_TOKENS.paperlessRenewal);
