import { describe, expect, it } from 'vitest';
import { errorCatalogue, errorMessageForCodes } from './error-catalogue';
import { errorCodesOf } from './error-codes';

const PHONE = '1-800-555-0142';
const UNKNOWN_TEXT =
  'Something unexpected went wrong with processing your application and payment. Please call our team at 1-800-555-0142.';
const WENT_WRONG =
  'Looks like something went wrong. DO NOT ATTEMPT TO SUBMIT THE FORM AGAIN. Please call us at 1-800-555-0142 so we can check whether your membership and payment were processed.';

// Every code of spec §8 with its expected text (verbatim where the spec quotes it), and the brute-force
// limit's TOO_MANY_ATTEMPTS (decision 190).
const expected: Array<[string, string]> = [
  [
    'AUTHNET_ERROR_OCCURRED',
    'An error occurred during processing. Please try again. If the problem happens again, please call us at 1-800-555-0142.',
  ],
  ['AUTHNET_NULL_RESPONSE', WENT_WRONG],
  ['NO_ACCOUNT_FOUND', WENT_WRONG],
  ['REQUIRED_FIELD_MISSING', WENT_WRONG],
  ['TOO_MANY_REFERRAL_CREDITS_PASSED', WENT_WRONG],
  [
    'DUPLICATE_TRANSACTION_SUBMITTED',
    'Your application was submitted more than once. Your payment has most likely gone through, so please do not submit it again; call us at 1-800-555-0142 to verify.',
  ],
  ['EXPIRED_CREDIT_CARD', 'The credit card number that was entered has expired.'],
  [
    'ERROR_PROCESSING_PAYMENT',
    'There was a problem processing your payment. Please recheck the information in the PAYMENT section and try again. If the problem continues, please call us at 1-800-555-0142.',
  ],
  [
    'INVALID_CODE_ON_MEMBERSHIP_TYPE',
    'Activation Code not valid on this membership type. Please choose another membership type.',
  ],
  ['INVALID_CODE_ON_NEW_BUSINESS_TYPE', 'Activation code not valid for new memberships.'],
  ['INVALID_CODE_ON_RENEW_BUSINESS_TYPE', 'Activation Code not valid for membership renewals.'],
  ['INVALID_COOKIE', 'Invalid Cookie'],
  ['INACTIVE_PROMO', 'The promotion code that was entered has expired.'],
  ['INVALID_CREDIT_CARD_EXPIRATION_DATE', 'The credit card expiration date is invalid.'],
  [
    'INVALID_CREDIT_CARD_NUMBER',
    'The credit card number that was entered is invalid (the card number is incorrect or unknown).',
  ],
  ['INVALID_ID', 'No active promotion or activation kit found with the provided code.'],
  ['INVALID_NEW_ONLY', 'This promotion code is only for new members.'],
  ['INVALID_RENEW_ONLY', 'This promotion code is only for members renewing their membership.'],
  [
    'MEMBER_EXPIRING_TOO_SOON',
    'Your membership will expire before your new card request can be fulfilled. Your request will not be processed.',
  ],
  ['NO_ADDITIONAL_TRIAL_TIME_PROMOTION', 'The promotion code that was entered is invalid.'],
  ['NO_COOKIE_FOUND', 'No Sea Tow Auth Cookie was found'],
  ['PASSWORD_COMPLEXITY_ERROR', 'The password provided does not meet the current complexity requirements.'],
  // Beyond spec §8: the body limit at the sandbox's door (decision 195).
  [
    'PAYLOAD_TOO_LARGE',
    'What you sent is too large to be accepted. Please shorten it or choose a smaller file, and try again.',
  ],
  [
    'PAYMENT_DECLINED',
    'Your card was declined. Please recheck your payment details or use another card. If the problem continues, please call us at 1-800-555-0142.',
  ],
  [
    'PRICE_MISMATCH',
    'An internal error occurred and your order was not completed. Please call us at 1-800-555-0142 to join instead.',
  ],
  [
    'TOO_MANY_ATTEMPTS',
    'Too many attempts. Please wait a few minutes and try again. If you need help now, please call us at 1-800-555-0142.',
  ],
  // Codes beyond §8 with their own words: the expired mismatch (decision 212) and binding a login (decision 192).
  ['INVALID_CODE_ON_EXPIRED_BUSINESS_TYPE', 'Activation Code not valid for expired memberships.'],
  [
    'ACCOUNT_ALREADY_LINKED',
    'This account already has a login. Please sign in with it, or call us at 1-800-555-0142 for help.',
  ],
  [
    'LINK_TOKEN_INVALID',
    'This link to create your login is no longer valid: it works once, within 30 minutes of your application. Please call us at 1-800-555-0142 and we will set up your login.',
  ],
  ['LOGIN_ALREADY_LINKED', 'This login is already registered to a membership.'],
  ['PRIMARY_CONTACT_NOT_REMOVABLE', 'The Primary Contact cannot be removed.'],
  // The boat form's primary boat, member spec §5 (decision 246).
  [
    'PRIMARY_BOAT_NOT_REASSIGNABLE',
    'To change your primary boat, please call member service at 1-800-555-0142.',
  ],
  // Partner program refusals (decisions 241, 242).
  ['ALREADY_IN_PROGRAM', 'Your account is already in this program: see Your Programs.'],
  ['ALREADY_REQUESTED', 'This application is already under review: we will reply by e-mail within 72 hours.'],
  ['NOT_IN_SAVINGS_CLUB', 'Only Savings Club partners publish offers. To join, call us at 1-800-555-0142.'],
  ['UNKNOWN_ERROR', UNKNOWN_TEXT],
];

describe('error catalogue', () => {
  it.each(expected)('%s shows its text followed by the raw code', (code, text) => {
    expect(errorMessageForCodes([code], PHONE)).toBe(`${text}\n\n[${code}]`);
  });

  it('covers exactly the codes of spec §8 and the listed additions', () => {
    expect(Object.keys(errorCatalogue(PHONE)).sort()).toEqual(expected.map(([code]) => code).sort());
  });

  it('puts the configured phone number into the texts that ask to call', () => {
    expect(errorMessageForCodes(['PAYMENT_DECLINED'], '1-555-000-1111')).toContain(
      'call us at 1-555-000-1111.',
    );
  });

  it('maps an unknown code to the UNKNOWN_ERROR text and keeps the raw code', () => {
    expect(errorMessageForCodes(['VALIDATION_FAILED'], PHONE)).toBe(`${UNKNOWN_TEXT}\n\n[VALIDATION_FAILED]`);
  });

  it('joins several texts with blank lines and appends all raw codes in brackets', () => {
    expect(errorMessageForCodes(['INVALID_NEW_ONLY', 'SOMETHING_ELSE', 'EXPIRED_CREDIT_CARD'], PHONE)).toBe(
      [
        'This promotion code is only for new members.',
        UNKNOWN_TEXT,
        'The credit card number that was entered has expired.',
        '[INVALID_NEW_ONLY, SOMETHING_ELSE, EXPIRED_CREDIT_CARD]',
      ].join('\n\n'),
    );
  });

  it('shows a text shared by several codes once', () => {
    expect(errorMessageForCodes(['NO_ACCOUNT_FOUND', 'REQUIRED_FIELD_MISSING'], PHONE)).toBe(
      `${WENT_WRONG}\n\n[NO_ACCOUNT_FOUND, REQUIRED_FIELD_MISSING]`,
    );
  });

  it('gives the UNKNOWN_ERROR text without brackets when there is no code', () => {
    expect(errorMessageForCodes([], PHONE)).toBe(UNKNOWN_TEXT);
  });

  it('reads the codes of an API error body and ignores anything else', () => {
    expect(errorCodesOf({ message: 'x', codes: ['PAYMENT_DECLINED', 3] })).toEqual(['PAYMENT_DECLINED']);
    expect(errorCodesOf({ message: 'x' })).toEqual([]);
    expect(errorCodesOf('oops')).toEqual([]);
  });
});
