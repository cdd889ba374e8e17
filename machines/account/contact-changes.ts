// What a contact save sends (member spec §7: POST /contacts with the contact fields,
// communication_preferences__c and accountid; PATCH /contacts with sfid, id and only what changed).
import { contactValuesOf, preferencesListOf, type ContactRecord, type ContactValues } from './contact-rules';

/** The contact's record fields a save may carry. */
export interface ContactFieldsBody {
  firstname?: string;
  lastname?: string;
  email?: string | null;
  homephone?: string | null;
  mobilephone?: string | null;
  contact_type__c?: string;
  communication_preferences__c?: string | null;
  sms_opt_in__c?: boolean;
}

export interface ContactCreateBody extends ContactFieldsBody {
  accountid: string;
  firstname: string;
  lastname: string;
  contact_type__c: string;
}

export interface ContactUpdateBody extends ContactFieldsBody {
  sfid: string;
  id: number;
}

const PREFERENCE_FIELDS = ['seaTowNews', 'benefitsAndOffers', 'localCaptainsCorner', 'smsOptIn'] as const;

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

export function contactCreateBody(values: ContactValues, accountId: string): ContactCreateBody {
  return {
    accountid: accountId,
    firstname: values.firstName.trim(),
    lastname: values.lastName.trim(),
    email: orNull(values.email),
    homephone: orNull(values.homePhone),
    mobilephone: orNull(values.mobilePhone),
    contact_type__c: values.relationship,
    communication_preferences__c: preferencesListOf(values, null) || null,
    sms_opt_in__c: values.smsOptIn,
  };
}

/**
 * Only the fields that differ from the record (spec: a contact update sends what changed). The Primary
 * Contact keeps its type; its e-mail is left out when the e-mail change runs separately.
 */
export function contactChanges(
  record: ContactRecord,
  values: ContactValues,
  options: { isPrimary: boolean; withEmail: boolean },
): ContactFieldsBody {
  const before = contactValuesOf(record);
  const changes: ContactFieldsBody = {};
  if (values.firstName.trim() !== before.firstName) changes.firstname = values.firstName.trim();
  if (values.lastName.trim() !== before.lastName) changes.lastname = values.lastName.trim();
  if (options.withEmail && values.email.trim() !== before.email) changes.email = orNull(values.email);
  if (values.homePhone !== before.homePhone) changes.homephone = orNull(values.homePhone);
  if (values.mobilePhone !== before.mobilePhone) changes.mobilephone = orNull(values.mobilePhone);
  if (!options.isPrimary && values.relationship !== before.relationship)
    changes.contact_type__c = values.relationship;
  const preferencesChanged = PREFERENCE_FIELDS.some((field) => values[field] !== before[field]);
  if (preferencesChanged)
    changes.communication_preferences__c =
      preferencesListOf(values, record.communication_preferences__c) || null;
  if (values.smsOptIn !== before.smsOptIn) changes.sms_opt_in__c = values.smsOptIn;
  return changes;
}

export const isPrimaryEmailChange = (record: ContactRecord | null, values: ContactValues): boolean =>
  record !== null && values.email.trim().toLowerCase() !== (record.email ?? '').trim().toLowerCase();
