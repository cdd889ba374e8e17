// What a contact save sends (member spec §7: POST /contacts with the contact fields,
// communication_preferences__c and accountid; PATCH /contacts with sfid, id and only what changed), from
// the contact form's output (texts trimmed, an empty e-mail or phone as null).
import { contactValuesOf, preferencesListOf, type ContactValues, type SavedContact } from './contact-form';
import type { ContactRecord } from './contact-record';

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
  mobile_push_notification_opt_in__c?: boolean;
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

export function contactCreateBody(values: SavedContact, accountId: string): ContactCreateBody {
  return {
    accountid: accountId,
    firstname: values.firstName,
    lastname: values.lastName,
    email: values.email,
    homephone: values.homePhone,
    mobilephone: values.mobilePhone,
    contact_type__c: values.relationship,
    communication_preferences__c: preferencesListOf(values, null) || null,
    sms_opt_in__c: values.smsOptIn,
    mobile_push_notification_opt_in__c: values.mobilePushOptIn,
  };
}

/**
 * Only the fields that differ from the record (spec: a contact update sends what changed). The Primary
 * Contact keeps its type; its e-mail is left out when the e-mail change runs separately.
 */
export function contactChanges(
  record: ContactRecord,
  values: SavedContact,
  options: { isPrimary: boolean; withEmail: boolean },
): ContactFieldsBody {
  const before = contactValuesOf(record);
  const changes: ContactFieldsBody = {};
  if (values.firstName !== before.firstName) changes.firstname = values.firstName;
  if (values.lastName !== before.lastName) changes.lastname = values.lastName;
  if (options.withEmail && (values.email ?? '') !== before.email) changes.email = values.email;
  if ((values.homePhone ?? '') !== before.homePhone) changes.homephone = values.homePhone;
  if ((values.mobilePhone ?? '') !== before.mobilePhone) changes.mobilephone = values.mobilePhone;
  if (!options.isPrimary && values.relationship !== before.relationship)
    changes.contact_type__c = values.relationship;
  const preferencesChanged = PREFERENCE_FIELDS.some((field) => values[field] !== before[field]);
  if (preferencesChanged)
    changes.communication_preferences__c =
      preferencesListOf(values, record.communication_preferences__c) || null;
  if (values.smsOptIn !== before.smsOptIn) changes.sms_opt_in__c = values.smsOptIn;
  if (values.mobilePushOptIn !== before.mobilePushOptIn)
    changes.mobile_push_notification_opt_in__c = values.mobilePushOptIn;
  return changes;
}

export const isPrimaryEmailChange = (record: ContactRecord | null, values: ContactValues): boolean =>
  record !== null && values.email.trim().toLowerCase() !== (record.email ?? '').trim().toLowerCase();
