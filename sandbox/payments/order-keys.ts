// What one charge pays for (decision 194): the idempotency key names an attempt, the order key names the
// order, and `payments.order_key` is unique, so one order is charged once whatever the key.
import type { MembershipRow } from '../members/records';

/** The term a checkout of this membership renews: its expiration date once paid, null while an application. */
export const termOf = (membership: MembershipRow): string | null =>
  membership.membership_effective_date__c ? membership.membership_expiration_date__c : null;

const term = (membership: MembershipRow) => membership.membership_expiration_date__c ?? 'none';

export const orderKeys = {
  /** A new application (term null) or the renewal of the term ending on `renews`. */
  checkout: (membership: MembershipRow, renews: string | null) =>
    `checkout:${membership.sfid}:${renews ?? 'application'}`,
  /** Lake Card to Gold Card, once in a term. */
  upgrade: (membership: MembershipRow) => `upgrade:${membership.sfid}:${term(membership)}`,
  /** One trailer care level, once in a term (adding it, or reaching it from the lower level). */
  trailerCare: (membership: MembershipRow, level: string) =>
    `trailercare:${membership.sfid}:${term(membership)}:${level}`,
  /** The gift order the buyer's cart named. */
  gift: (orderId: string) => `gift:${orderId}`,
};
