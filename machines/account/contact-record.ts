// A member account's contact as the API returns it (member spec §3 Contact) and its semicolon list of
// preferences, communication_preferences__c: the tokens the contact form sets, and the others it keeps
// (Do Not Mail, Paperless Renewal: the Go Paperless toggle of §4).

/** The contact record as the API returns it (only what the portal reads). */
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
  mobile_push_notification_opt_in__c?: boolean;
}

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

/** Spec §4: the Go Paperless toggle adds or removes 'Paperless Renewal', nothing else. */
export const paperlessList = (list: string | null | undefined, on: boolean): string =>
  withPreference(list, PREFERENCE_TOKENS.paperlessRenewal, on);

export const isPaperless = (list: string | null | undefined): boolean =>
  hasPreference(list, PREFERENCE_TOKENS.paperlessRenewal);
