// When the auto-renew switch may be used (member spec §4 'The switch is locked near expiry (rule not
// shown)', §6 monthly and subsidized accounts hide auto-renew, §9 auto-renew charges 10 days before the
// renewal date). Pure: today comes in as an ISO date. Decision 090. Date arithmetic and the charge lead
// are the dashboard's (machines/membership/membership-status.ts), so both pages agree on every date.
import {
  addDays,
  AUTO_RENEW_LEAD_DAYS,
  daysBetween,
  isProvidedAccount,
} from '../membership/membership-status';

/** Statuses of memberships that will not renew, so there is nothing to enrol in. */
const STATUSES_WITHOUT_RENEWAL = ['Cancelled', 'Do Not Renew'];

export const AUTO_RENEW_LOCK_MESSAGES = {
  locked:
    'Automatic renewal can no longer be changed for this membership: it renews within 10 days of its expiration date. Please call us to make changes.',
  unavailable: 'Automatic renewal is not available for this membership.',
  unchangeable:
    'Automatic renewal cannot be changed online for this membership. Please call us to make changes.',
} as const;

export type AutoRenewAvailability = 'hidden' | 'unavailable' | 'locked' | 'open';

export interface AutoRenewAvailabilityInput {
  accountType: string;
  membershipType: string;
  status: string;
  /** ISO date the membership expires (renews); null when unknown. */
  expiry: string | null;
  /** ISO date of today. */
  today: string;
}

/**
 * Decision 090: locked from the day auto-renew charges (10 days before expiry) onwards, and once expired:
 * the renewal charge is then due or already made, so enrolling, leaving or swapping the card cannot take
 * effect for this term. A membership without an expiry date is never locked.
 */
export function autoRenewLocked(today: string, expiry: string | null): boolean {
  const days = daysBetween(today, expiry);
  return days !== null && days <= AUTO_RENEW_LEAD_DAYS;
}

export function autoRenewAvailability(input: AutoRenewAvailabilityInput): AutoRenewAvailability {
  if (isProvidedAccount({ account_detail_type__c: input.accountType })) return 'hidden';
  if (input.membershipType === 'Trial Membership' || STATUSES_WITHOUT_RENEWAL.includes(input.status))
    return 'unavailable';
  return autoRenewLocked(input.today, input.expiry) ? 'locked' : 'open';
}

/** The auto-renew date shown and sent as arb_start_date: expiry − 10 days (spec §9). */
export function autoRenewDate(expiry: string): string {
  return addDays(expiry, -AUTO_RENEW_LEAD_DAYS);
}
