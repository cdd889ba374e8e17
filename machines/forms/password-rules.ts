// The password rules a new login must meet (companion spec §5 'Login creation', §9; member spec §8
// PASSWORD_COMPLEXITY_ERROR): at least 8 characters and at least 3 of 4 classes (lower case, upper case,
// digits, special characters). The partner login-creation form and the sandbox's identity provider both
// check with this one rule.
export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_CLASSES = [
  { label: 'lower case', pattern: /[a-z]/ },
  { label: 'upper case', pattern: /[A-Z]/ },
  { label: 'digits', pattern: /[0-9]/ },
  { label: 'special characters', pattern: /[^A-Za-z0-9]/ },
] as const;

export const PASSWORD_RULES_TEXT =
  'At least 8 characters, with at least 3 of: lower case, upper case, digits, special characters.';

/** How many of the four classes the password uses. */
export const passwordClassCount = (password: string): number =>
  PASSWORD_CLASSES.filter(({ pattern }) => pattern.test(password)).length;

export const meetsPasswordRules = (password: string): boolean =>
  password.length >= PASSWORD_MIN_LENGTH && passwordClassCount(password) >= 3;
