// When the auto-renew switch may be used (member spec §4 'The switch is locked near expiry (rule not
// shown)', §6 monthly and subsidized accounts hide auto-renew, §9 auto-renew charges 10 days before the
// renewal date). Pure: today comes in as an ISO date. Decision 090. Date arithmetic and the auto-renew date
// are the dashboard's (machines/membership/membership-status.ts), so both pages agree on every date.
import { daysBetween, isProvidedAccount } from '../membership/membership-status';

/** Statuses of memberships that will not renew, so there is nothing to enrol in. */
const STATUSES_WITHOUT_RENEWAL = ['Cancelled', 'Do Not Renew'];

export const AUTO_RENEW_LOCK_MESSAGES = {
  locked:
    'Automatic renewal can no longer be changed for this membership: its expiration date has passed. Please renew your membership, or call us to make changes.',
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
 * Decision 090: locked once the auto-renew charge can no longer happen before expiry — after the expiration
 * date. Spec §4's dashboard banner 'suggests renewing and setting up auto-renew when within 10 days of
 * expiry' (expiry day included), so enrolling stays open until then; a charge due within those days runs
 * on the day of enrolment (`autoRenewDate`). A membership without an expiry date is never locked.
 */
export function autoRenewLocked(today: string, expiry: string | null): boolean {
  const days = daysBetween(today, expiry);
  return days !== null && days < 0;
}

export function autoRenewAvailability(input: AutoRenewAvailabilityInput): AutoRenewAvailability {
  if (isProvidedAccount({ account_detail_type__c: input.accountType })) return 'hidden';
  if (input.membershipType === 'Trial Membership' || STATUSES_WITHOUT_RENEWAL.includes(input.status))
    return 'unavailable';
  return autoRenewLocked(input.today, input.expiry) ? 'locked' : 'open';
}
