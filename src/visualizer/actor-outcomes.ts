// How an actor call can end, by name, for simulate mode: it succeeds (with the payloads the generated
// tests recorded), fails with one of the error catalogue's failure classes it can meet (api/
// error-catalogue.ts), or the network is cut. The failure is an Error carrying catalogue `codes` and the
// catalogue text as its message, the two shapes the charts read (`failureCodes`, `error.message`).
import { errorCatalogue, UNKNOWN_ERROR } from '@/api/error-catalogue';

export interface FailureClass {
  /** Stable in shared links: `declined`, `network`. */
  key: string;
  label: string;
  codes: string[];
}

/** The catalogue's codes in words, as a product owner names the failure. */
const FAILURE_NAMES: Record<string, [key: string, label: string]> = {
  PAYMENT_DECLINED: ['declined', 'Card declined'],
  EXPIRED_CREDIT_CARD: ['card-expired', 'Card expired'],
  INVALID_CREDIT_CARD_NUMBER: ['card-number', 'Card number unknown'],
  INVALID_CREDIT_CARD_EXPIRATION_DATE: ['card-expiry', 'Card expiry date invalid'],
  ERROR_PROCESSING_PAYMENT: ['processing', 'Payment processing error'],
  AUTHNET_ERROR_OCCURRED: ['processor-error', 'Payment processor error'],
  AUTHNET_NULL_RESPONSE: ['processor-silent', 'No answer from the payment processor'],
  DUPLICATE_TRANSACTION_SUBMITTED: ['duplicate', 'Submitted twice'],
  PRICE_MISMATCH: ['price', 'Price changed on the server'],
  AUTO_RENEW_REQUIRED: ['needs-auto-renew', 'Needs automatic renewal'],
  NO_ACCOUNT_FOUND: ['no-account', 'Application not found'],
  INVALID_ID: ['unknown-code', 'Code not found'],
  INACTIVE_PROMO: ['promo-expired', 'Promotion expired'],
  INVALID_NEW_ONLY: ['new-only', 'Code only for new members'],
  INVALID_RENEW_ONLY: ['renew-only', 'Code only for renewals'],
  INVALID_CODE_ON_MEMBERSHIP_TYPE: ['wrong-type', 'Code not valid on this membership type'],
  MEMBER_EXPIRING_TOO_SOON: ['expiring', 'Membership expires too soon'],
  PASSWORD_COMPLEXITY_ERROR: ['password', 'Password too simple'],
  [UNKNOWN_ERROR]: ['server-error', 'Server error'],
};

const CARD_FAILURES = [
  'PAYMENT_DECLINED',
  'EXPIRED_CREDIT_CARD',
  'INVALID_CREDIT_CARD_NUMBER',
  'INVALID_CREDIT_CARD_EXPIRATION_DATE',
  'ERROR_PROCESSING_PAYMENT',
  'AUTHNET_ERROR_OCCURRED',
];

/** The catalogue codes each call documents (openapi/src/*.yaml) beyond a server error. */
const ACTOR_FAILURES: Record<string, string[]> = {
  checkout: [
    ...CARD_FAILURES,
    'AUTHNET_NULL_RESPONSE',
    'DUPLICATE_TRANSACTION_SUBMITTED',
    'PRICE_MISMATCH',
    'AUTO_RENEW_REQUIRED',
  ],
  enrolAutoRenewal: CARD_FAILURES,
  lookupCode: [
    'INVALID_ID',
    'INACTIVE_PROMO',
    'INVALID_NEW_ONLY',
    'INVALID_RENEW_ONLY',
    'INVALID_CODE_ON_MEMBERSHIP_TYPE',
  ],
  saveApplication: ['NO_ACCOUNT_FOUND'],
  saveBoat: ['NO_ACCOUNT_FOUND'],
  requestReprint: ['MEMBER_EXPIRING_TOO_SOON'],
};

export const NETWORK_CUT: FailureClass = { key: 'network', label: 'Network cut', codes: [UNKNOWN_ERROR] };

const classOf = (code: string): FailureClass => {
  const [key, label] = FAILURE_NAMES[code] ?? [code.toLowerCase(), code];
  return { key, label, codes: [code] };
};

/** The failure classes of an actor's call: its documented ones, a server error, a cut network. */
export function failureClasses(actorId: string): FailureClass[] {
  return [...(ACTOR_FAILURES[actorId] ?? []), UNKNOWN_ERROR].map(classOf).concat(NETWORK_CUT);
}

/** The error an actor rejects with for a failure class. */
export function failureError(failure: FailureClass, supportPhone: string): Error {
  const catalogue = errorCatalogue(supportPhone);
  const text =
    failure === NETWORK_CUT
      ? (catalogue[UNKNOWN_ERROR] ?? '')
      : failure.codes.map((code) => catalogue[code] ?? code).join('\n\n');
  return Object.assign(new Error(text), { codes: failure.codes });
}
