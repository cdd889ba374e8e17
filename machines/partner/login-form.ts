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

const loginFields = v.object({
  password: v.pipe(
    v.string(),
    v.nonEmpty(LOGIN_MESSAGES.passwordRequired),
    v.check(meetsPasswordRules, LOGIN_MESSAGES.passwordRules),
  ),
  passwordConfirmation: v.pipe(v.string(), v.nonEmpty(LOGIN_MESSAGES.confirmationRequired)),
});

export type LoginValues = v.InferInput<typeof loginFields>;

/**
 * The form's one schema. The confirmation is compared with the password as typed, even one that breaks
 * the rules (so both messages show at once): the check selects the confirmation alone.
 */
export const loginSchema = v.pipe(
  loginFields,
  v.forward(
    v.partialCheck<LoginValues, [['passwordConfirmation']], LoginValues, string>(
      [['passwordConfirmation']],
      (values) => values.passwordConfirmation === values.password,
      LOGIN_MESSAGES.confirmationDifferent,
    ),
    ['passwordConfirmation'],
  ),
);

export const EMPTY_LOGIN: LoginValues = { password: '', passwordConfirmation: '' };
