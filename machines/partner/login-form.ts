// The login-creation form (companion spec §3 'Login-creation form', §5 'Login creation'): the e-mail is
// read-only (it comes with the link), the password meets the password rules and the confirmation equals it.
import * as v from 'valibot';
import { meetsPasswordRules, PASSWORD_RULES_TEXT } from '../forms/password-rules';

export const LOGIN_MESSAGES = {
  passwordRequired: 'Password is required.',
  passwordRules: `Your password does not meet the rules. ${PASSWORD_RULES_TEXT}`,
  confirmationRequired: 'Password confirmation is required.',
  confirmationDifferent: 'The passwords do not match.',
} as const;

export interface LoginValues {
  password: string;
  passwordConfirmation: string;
}

export const EMPTY_LOGIN: LoginValues = { password: '', passwordConfirmation: '' };

/** The schema for the password typed first: the confirmation must equal it. */
export function loginSchema(password: string) {
  return v.object({
    password: v.pipe(
      v.string(),
      v.nonEmpty(LOGIN_MESSAGES.passwordRequired),
      v.check(meetsPasswordRules, LOGIN_MESSAGES.passwordRules),
    ),
    passwordConfirmation: v.pipe(
      v.string(),
      v.nonEmpty(LOGIN_MESSAGES.confirmationRequired),
      v.check((value) => value === password, LOGIN_MESSAGES.confirmationDifferent),
    ),
  });
}
