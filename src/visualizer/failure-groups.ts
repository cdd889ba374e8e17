// An actor's failures grouped by the error catalogue's class (issue 29: 'Checkout fails' was one arrow for
// eleven failures): the card refused, the payment processor in trouble, a code refused, the order refused,
// the server or the network. The failures are the simulator's (actor-outcomes.ts), so the diagram names
// the same failures the simulator offers.
import { UNKNOWN_ERROR } from '@/api/error-catalogue';
import { failureClasses, NETWORK_CUT } from './actor-outcomes';

/** Catalogue codes by the class a product owner names; a code of none of them is a server error. */
const CLASSES: { label: string; codes: string[] }[] = [
  {
    label: 'card refused',
    codes: [
      'PAYMENT_DECLINED',
      'EXPIRED_CREDIT_CARD',
      'INVALID_CREDIT_CARD_NUMBER',
      'INVALID_CREDIT_CARD_EXPIRATION_DATE',
    ],
  },
  {
    label: 'payment processor error',
    codes: [
      'ERROR_PROCESSING_PAYMENT',
      'AUTHNET_ERROR_OCCURRED',
      'AUTHNET_NULL_RESPONSE',
      'DUPLICATE_TRANSACTION_SUBMITTED',
    ],
  },
  {
    label: 'code refused',
    codes: [
      'INVALID_ID',
      'INACTIVE_PROMO',
      'INVALID_NEW_ONLY',
      'INVALID_RENEW_ONLY',
      'INVALID_CODE_ON_MEMBERSHIP_TYPE',
    ],
  },
  {
    label: 'order refused',
    codes: ['PRICE_MISMATCH', 'NO_ACCOUNT_FOUND', 'MEMBER_EXPIRING_TOO_SOON', 'AUTO_RENEW_REQUIRED'],
  },
  { label: 'password refused', codes: ['PASSWORD_COMPLEXITY_ERROR'] },
];
const SERVER_OR_NETWORK = 'server error or network cut';

export interface FailureGroup {
  label: string;
  /** The simulator's failure labels in this class ('Card declined', 'Network cut'). */
  failures: string[];
}

/** The failures an actor's call can meet, grouped by class, in the catalogue's order of classes. */
export function failureGroups(actorId: string): FailureGroup[] {
  const groups = new Map<string, string[]>();
  for (const failure of failureClasses(actorId)) {
    const code = failure === NETWORK_CUT ? UNKNOWN_ERROR : failure.codes[0];
    const label = CLASSES.find((kind) => kind.codes.includes(code ?? ''))?.label ?? SERVER_OR_NETWORK;
    groups.set(label, [...(groups.get(label) ?? []), failure.label]);
  }
  const order = [...CLASSES.map((kind) => kind.label), SERVER_OR_NETWORK];
  return order
    .filter((label) => groups.has(label))
    .map((label) => ({ label, failures: groups.get(label) ?? [] }));
}

/** `card refused (4), payment processor error (4), …, server error or network cut (2)`. */
export function failureGroupWords(actorId: string): string {
  return failureGroups(actorId)
    .map((group) => (group.failures.length > 1 ? `${group.label} (${group.failures.length})` : group.label))
    .join(', ');
}
