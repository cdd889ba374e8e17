// How a failed account call reads on the account pages (spec §8 display rule; §5: form errors from the
// server without a specific message show the form-errors sentence). The login e-mail already in use is
// named plainly: the catalogue has no text for AUTH0_ACCOUNT_FOUND.
import { ApiError } from '@/api/api-error';
import { errorMessageForCodes } from '@/api/error-catalogue';

export const ACCOUNT_FORM_ERRORS_TEXT = 'Please review the information provided and correct all form errors';
export const EMAIL_IN_USE_TEXT = 'Another login already uses that email address. Please choose another one.';

export function accountFailureText(error: unknown, supportPhone: string): string {
  if (!(error instanceof ApiError)) return errorMessageForCodes([], supportPhone);
  if (error.codes.includes('AUTH0_ACCOUNT_FOUND')) return EMAIL_IN_USE_TEXT;
  if (error.codes.length === 0 || error.codes.every((code) => code === 'VALIDATION_FAILED'))
    return ACCOUNT_FORM_ERRORS_TEXT;
  return errorMessageForCodes(error.codes, supportPhone);
}

/** Runs a call; its failure becomes an Error whose message is the text to show. */
export async function withAccountFailureText<T>(supportPhone: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new Error(accountFailureText(error, supportPhone), { cause: error });
  }
}
