// The registration form (member spec §5 'Registration') as one valibot schema: the membership number
// non-empty; the expiry exactly 10 characters of a real MM/DD/YYYY day. Its output is what the verify call
// takes: the number trimmed, the date converted to YYYY-MM-DD.
import * as v from 'valibot';
import { requiredText } from '../forms/form-schema';
import { EXPIRATION_DATE_LENGTH, expirationDateToIso } from './expiration-date';

export const REGISTRATION_FORM_MESSAGES = {
  membershipNumberRequired: 'Membership Number is required.',
  expirationDateLength: 'Membership Expiration Date must be 10 characters (MM/DD/YYYY).',
  expirationDateInvalid: 'Membership Expiration Date must be a valid date (MM/DD/YYYY).',
} as const;

export const registrationSchema = v.object({
  membershipNumber: requiredText(REGISTRATION_FORM_MESSAGES.membershipNumberRequired),
  expirationDate: v.pipe(
    v.string(),
    v.length(EXPIRATION_DATE_LENGTH, REGISTRATION_FORM_MESSAGES.expirationDateLength),
    v.check(
      (masked) => expirationDateToIso(masked) !== null,
      REGISTRATION_FORM_MESSAGES.expirationDateInvalid,
    ),
    v.transform((masked) => expirationDateToIso(masked) ?? masked),
  ),
});

/** The form as typed (the date masked MM/DD/YYYY). */
export type RegistrationFields = v.InferInput<typeof registrationSchema>;
