// The whole error catalogue of the member spec §8 and its display rule. Texts in quotes in the spec are
// verbatim; texts the spec paraphrases are written out as full sentences (decision 022).

export const UNKNOWN_ERROR = 'UNKNOWN_ERROR';

const somethingWentWrong = (phone: string) =>
  `Looks like something went wrong. DO NOT ATTEMPT TO SUBMIT THE FORM AGAIN. Please call us at ${phone} so we can check whether your membership and payment were processed.`;

/** Every code of the catalogue, mapped to its text; `phone` is the support line shown in the texts. */
export function errorCatalogue(phone: string): Readonly<Record<string, string>> {
  return {
    AUTHNET_ERROR_OCCURRED: `An error occurred during processing. Please try again. If the problem happens again, please call us at ${phone}.`,
    AUTHNET_NULL_RESPONSE: somethingWentWrong(phone),
    NO_ACCOUNT_FOUND: somethingWentWrong(phone),
    REQUIRED_FIELD_MISSING: somethingWentWrong(phone),
    TOO_MANY_REFERRAL_CREDITS_PASSED: somethingWentWrong(phone),
    DUPLICATE_TRANSACTION_SUBMITTED: `Your application was submitted more than once. Your payment has most likely gone through, so please do not submit it again; call us at ${phone} to verify.`,
    EXPIRED_CREDIT_CARD: 'The credit card number that was entered has expired.',
    ERROR_PROCESSING_PAYMENT: `There was a problem processing your payment. Please recheck the information in the PAYMENT section and try again. If the problem continues, please call us at ${phone}.`,
    INVALID_CODE_ON_MEMBERSHIP_TYPE:
      'Activation Code not valid on this membership type. Please choose another membership type.',
    INVALID_CODE_ON_NEW_BUSINESS_TYPE: 'Activation code not valid for new memberships.',
    INVALID_CODE_ON_RENEW_BUSINESS_TYPE: 'Activation Code not valid for membership renewals.',
    // Spec §5 names the expired mismatch; §8 gives no text: worded as the renewal one (decision 212).
    INVALID_CODE_ON_EXPIRED_BUSINESS_TYPE: 'Activation Code not valid for expired memberships.',
    INVALID_COOKIE: 'Invalid Cookie',
    INACTIVE_PROMO: 'The promotion code that was entered has expired.',
    // Not in spec §8: a Sea Care / Membership Kits application the account cannot make (decision 241).
    ALREADY_IN_PROGRAM: 'Your account is already in this program: see Your Programs.',
    ALREADY_REQUESTED: 'This application is already under review: we will reply by e-mail within 72 hours.',
    // Binding a login to an account (decision 192): the partner's create-account screen shows these.
    ACCOUNT_ALREADY_LINKED: `This account already has a login. Please sign in with it, or call us at ${phone} for help.`,
    LINK_TOKEN_INVALID: `This link to create your login is no longer valid: it works once, within 30 minutes of your application. Please call us at ${phone} and we will set up your login.`,
    LOGIN_ALREADY_LINKED: 'This login is already registered to a membership.',
    INVALID_CREDIT_CARD_EXPIRATION_DATE: 'The credit card expiration date is invalid.',
    INVALID_CREDIT_CARD_NUMBER:
      'The credit card number that was entered is invalid (the card number is incorrect or unknown).',
    INVALID_ID: 'No active promotion or activation kit found with the provided code.',
    INVALID_NEW_ONLY: 'This promotion code is only for new members.',
    INVALID_RENEW_ONLY: 'This promotion code is only for members renewing their membership.',
    MEMBER_EXPIRING_TOO_SOON:
      'Your membership will expire before your new card request can be fulfilled. Your request will not be processed.',
    NO_ADDITIONAL_TRIAL_TIME_PROMOTION: 'The promotion code that was entered is invalid.',
    NO_COOKIE_FOUND: 'No Sea Tow Auth Cookie was found',
    // Not in spec §8: only a Savings Club partner publishes offers (companion spec §1, decision 242).
    NOT_IN_SAVINGS_CLUB: `Only Savings Club partners publish offers. To join, call us at ${phone}.`,
    PASSWORD_COMPLEXITY_ERROR: 'The password provided does not meet the current complexity requirements.',
    // Not in spec §8: the sandbox's body limit (decision 195).
    PAYLOAD_TOO_LARGE:
      'What you sent is too large to be accepted. Please shorten it or choose a smaller file, and try again.',
    PAYMENT_DECLINED: `Your card was declined. Please recheck your payment details or use another card. If the problem continues, please call us at ${phone}.`,
    // Companion spec §6, verbatim: the account's primary contact stays (decision 230).
    PRIMARY_CONTACT_NOT_REMOVABLE: 'The Primary Contact cannot be removed.',
    // Member spec §5 Other boat form: otherwise 'the form tells the member to call member service' (decision 246).
    PRIMARY_BOAT_NOT_REASSIGNABLE: `To change your primary boat, please call member service at ${phone}.`,
    PRICE_MISMATCH: `An internal error occurred and your order was not completed. Please call us at ${phone} to join instead.`,
    // Not in spec §8: the sandbox's brute-force limits (decision 190).
    TOO_MANY_ATTEMPTS: `Too many attempts. Please wait a few minutes and try again. If you need help now, please call us at ${phone}.`,
    [UNKNOWN_ERROR]: `Something unexpected went wrong with processing your application and payment. Please call our team at ${phone}.`,
  };
}

/**
 * The display rule: each code mapped to its text (unknown codes give the UNKNOWN_ERROR text), texts
 * joined by blank lines (a text shared by several codes shown once), the raw codes appended in brackets.
 */
export function errorMessageForCodes(codes: readonly string[], phone: string): string {
  const catalogue = errorCatalogue(phone);
  const unknownText = catalogue[UNKNOWN_ERROR] ?? '';
  if (codes.length === 0) return unknownText;
  const texts = [...new Set(codes.map((code) => catalogue[code] ?? unknownText))];
  return `${texts.join('\n\n')}\n\n[${codes.join(', ')}]`;
}
