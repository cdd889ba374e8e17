// The 'Refer a Boater' form (member spec §5 referral form) as one valibot schema: first and last name
// required, e-mail required and valid. Its output is what the create call sends: every field trimmed.
import * as v from 'valibot';
import { isEmail } from '../forms/email';
import { requiredText } from '../forms/form-schema';

export const REFERRAL_FORM_MESSAGES = {
  firstNameRequired: 'First Name is required.',
  lastNameRequired: 'Last Name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Email must be a valid email address.',
} as const;

export const referralSchema = v.object({
  firstName: requiredText(REFERRAL_FORM_MESSAGES.firstNameRequired),
  lastName: requiredText(REFERRAL_FORM_MESSAGES.lastNameRequired),
  email: v.pipe(
    requiredText(REFERRAL_FORM_MESSAGES.emailRequired),
    v.check((value: string) => isEmail(value), REFERRAL_FORM_MESSAGES.emailInvalid),
  ),
});

/** The form as typed. */
export type ReferralFields = v.InferInput<typeof referralSchema>;
export type ReferralField = keyof ReferralFields;

export const EMPTY_REFERRAL: ReferralFields = { firstName: '', lastName: '', email: '' };
