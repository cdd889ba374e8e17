// The dashboard's status and reminder rules (member spec §4 "Dashboard by status", §6 account types,
// §9 reminder thresholds; decision 080). Pure: today comes in as an ISO date, never from a clock.
import { takesLakeToGold, takesTrailerCareUpgrade } from './upgrade-eligibility';

/** Day-count thresholds of spec §9: reminders start 45 days out, warn at 30, error at 10. */
export const REMINDER_INFO_DAYS = 45;
export const REMINDER_WARN_DAYS = 30;
export const RENEWAL_NEAR_DAYS = 10;
/** The auto-renew charge runs this many days before expiry. */
export const AUTO_RENEW_LEAD_DAYS = 10;
/** A new membership shows the 'processed' notice for this many days from its effective date. */
export const PROCESSED_NOTICE_DAYS = 30;

/** Spec §4: "A member with no status is 'New Member'." */
export const NEW_MEMBER_STATUS = 'New Member';
export const statusLabel = (status: string | null | undefined): string => status?.trim() || NEW_MEMBER_STATUS;

export interface AccountFacts {
  account_detail_type__c: string;
  parent_account?: { name?: unknown } | null;
}

export interface MembershipFacts {
  membership_type__c: string;
  membership_status__c: string;
  membership_effective_date__c?: string | null;
  membership_expiration_date__c?: string | null;
  member_since__c?: string | null;
  auto_renew__c: boolean;
  trailer_care_type__c?: string | null;
  sponsor_name?: string | null;
}

export type ReminderLevel = 'info' | 'warn' | 'error';

export type Reminder =
  { kind: 'expiring'; level: ReminderLevel; days: number } | { kind: 'expiresToday' } | { kind: 'lapsed' };

/** Statuses that stop self-service: the member is asked to call. */
export type ClosedStatus = 'Canceled' | 'Inactive' | 'On Hold';

export type StatusNotice =
  | { kind: 'expired' }
  | { kind: 'closed'; status: ClosedStatus }
  | { kind: 'pendingActivation' }
  | { kind: 'futureStart'; effectiveDate: string };

export type RenewLabel = 'Renew Now' | 'Renew Early' | 'Renew';

export interface MembershipView {
  /** Days from today to the expiration date (negative once expired); null without a date. */
  daysToExpiry: number | null;
  statusNotice: StatusNotice | null;
  /** 'Membership Provided by' the sponsor (monthly and subsidized accounts). */
  providedBy: string | null;
  /** Monthly accounts never show an expiration date; every other account does. */
  showExpirationDate: boolean;
  reminder: Reminder | null;
  /** Expiry − 10 days (never before today), when enrolled in automatic renewal. */
  autoRenewDate: string | null;
  renew: RenewLabel | null;
  enrollNow: boolean;
  trailerCareUpgrade: boolean;
  lakeToGoldUpgrade: boolean;
  /** New membership within 30 days of its effective date. */
  processedNotice: boolean;
  /** Within 10 days of expiry and not renewing automatically: suggest renewing and auto-renew. */
  renewalBanner: boolean;
}

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** Whole days since 1970-01-01 of an ISO date (`2027-06-09`), or null. */
export function dayNumber(iso: string | null | undefined): number | null {
  const match = iso ? ISO_DATE.exec(iso) : null;
  if (!match) return null;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

/** `days` after an ISO date, as an ISO date. */
export function addDays(iso: string, days: number): string {
  const base = dayNumber(iso);
  if (base === null) throw new Error(`Not an ISO date: ${iso}`);
  return new Date((base + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `today` to `date` (negative when `date` has passed), or null without a date. */
export function daysBetween(today: string, date: string | null | undefined): number | null {
  const from = dayNumber(today);
  const to = dayNumber(date);
  return from === null || to === null ? null : to - from;
}

/**
 * The auto-renew date shown and sent as arb_start_date. Spec §9: 'Auto-renew charges 10 days before the
 * renewal date ... the shown auto-renew date is 10 days before expiry'; a charge not yet made happens today
 * at the earliest, so the date is never in the past (a trial of a few days, or an enrolment within 10 days
 * of expiry: issue 27, decision 090). Without an expiry date, today.
 */
export function autoRenewDate(expiry: string | null | undefined, today: string): string {
  const day = today.slice(0, 10);
  const charge = expiry && dayNumber(expiry) !== null ? addDays(expiry, -AUTO_RENEW_LEAD_DAYS) : day;
  return (daysBetween(day, charge) ?? 0) < 0 ? day : charge;
}

/** Monthly and subsidized accounts are provided by a sponsor (spec §6). */
export function isProvidedAccount(account: AccountFacts): boolean {
  return (
    account.account_detail_type__c === 'Customer - Monthly' ||
    account.account_detail_type__c === 'Customer - Subsidized'
  );
}

/** Reminder by days to expiry: 31–45 info, 11–30 warn, 1–10 error, 0 today, below 0 lapsed. */
export function reminderFor(daysToExpiry: number | null): Reminder | null {
  if (daysToExpiry === null || daysToExpiry > REMINDER_INFO_DAYS) return null;
  if (daysToExpiry < 0) return { kind: 'lapsed' };
  if (daysToExpiry === 0) return { kind: 'expiresToday' };
  const level: ReminderLevel =
    daysToExpiry > REMINDER_WARN_DAYS ? 'info' : daysToExpiry > RENEWAL_NEAR_DAYS ? 'warn' : 'error';
  return { kind: 'expiring', level, days: daysToExpiry };
}

function closedStatus(status: string): ClosedStatus | null {
  if (status === 'Cancelled' || status === 'Canceled') return 'Canceled';
  if (status === 'Inactive' || status === 'On Hold') return status;
  return null;
}

function statusNoticeFor(membership: MembershipFacts, expired: boolean): StatusNotice | null {
  const status = membership.membership_status__c;
  const closed = closedStatus(status);
  if (closed) return { kind: 'closed', status: closed };
  if (expired) return { kind: 'expired' };
  if (status === 'Pending Activation') return { kind: 'pendingActivation' };
  if (status === 'Future Start' && membership.membership_effective_date__c)
    return { kind: 'futureStart', effectiveDate: membership.membership_effective_date__c };
  return null;
}

function processedNoticeFor(membership: MembershipFacts, today: string): boolean {
  const effective = membership.membership_effective_date__c;
  const isNew = !membership.member_since__c || membership.member_since__c === effective;
  const sinceEffective = daysBetween(effective ?? '', today);
  return (
    isNew &&
    (membership.membership_status__c === 'Active' ||
      membership.membership_status__c === 'Pending Activation') &&
    sinceEffective !== null &&
    sinceEffective >= 0 &&
    sinceEffective < PROCESSED_NOTICE_DAYS
  );
}

/** Every dashboard rule of spec §4 for one membership of `account`, as of `today` (ISO date). */
export function membershipView(
  membership: MembershipFacts,
  account: AccountFacts,
  today: string,
): MembershipView {
  const provided = isProvidedAccount(account);
  const sponsorName =
    membership.sponsor_name ??
    (typeof account.parent_account?.name === 'string' ? account.parent_account.name : null);
  const daysToExpiry = daysBetween(today, membership.membership_expiration_date__c);
  const status = membership.membership_status__c;
  const expired = status === 'Expired' || (status === 'Active' && daysToExpiry !== null && daysToExpiry < 0);
  const statusNotice = statusNoticeFor(membership, expired);
  const closed = statusNotice?.kind === 'closed';
  const current = status === 'Active' || status === 'Do Not Renew';
  const startingUp = status === 'Future Start' || status === 'Pending Activation';
  const trial = membership.membership_type__c === 'Trial Membership';
  const enrolled = membership.auto_renew__c;

  const reminder = provided || closed || startingUp ? null : reminderFor(daysToExpiry);
  const near = daysToExpiry !== null && daysToExpiry <= REMINDER_INFO_DAYS;

  let renew: RenewLabel | null = null;
  if (!provided && (expired || current)) {
    renew = expired || near ? 'Renew Now' : enrolled ? 'Renew Early' : 'Renew';
  }

  const autoRenewsOn =
    !provided && enrolled && !closed && !expired && membership.membership_expiration_date__c
      ? autoRenewDate(membership.membership_expiration_date__c, today)
      : null;

  return {
    daysToExpiry,
    statusNotice,
    providedBy: provided ? (sponsorName ?? '') : null,
    showExpirationDate: account.account_detail_type__c !== 'Customer - Monthly',
    reminder,
    autoRenewDate: autoRenewsOn,
    renew,
    enrollNow: !provided && !enrolled && !trial && !expired && (current || startingUp),
    trailerCareUpgrade:
      !provided &&
      current &&
      !expired &&
      takesTrailerCareUpgrade(membership.membership_type__c, membership.trailer_care_type__c ?? null),
    lakeToGoldUpgrade: current && !expired && takesLakeToGold(membership.membership_type__c),
    processedNotice: processedNoticeFor(membership, today),
    renewalBanner:
      !provided &&
      current &&
      !enrolled &&
      daysToExpiry !== null &&
      daysToExpiry >= 0 &&
      daysToExpiry <= RENEWAL_NEAR_DAYS,
  };
}

/**
 * Savings Club teaser (companion spec §2.4): offers, a start date, or the renewal prompt. The statuses the
 * teaser uses are ACTIVE, PENDING_ACTIVATION and FUTURE_START (§9): a paid membership that activates
 * within 24 hours counts as active for the preview ("The check is likely always true"; decision 231).
 */
export type SavingsClubTeaser =
  { kind: 'offers' } | { kind: 'startsOn'; effectiveDate: string } | { kind: 'missingOut' };

/** Companion spec §9's ACTIVE and PENDING_ACTIVATION: the teaser's "active membership exists". */
export const TEASER_ACTIVE_STATUSES: readonly string[] = ['Active', 'Pending Activation'];

export function savingsClubTeaser(memberships: readonly MembershipFacts[]): SavingsClubTeaser {
  if (memberships.some((m) => TEASER_ACTIVE_STATUSES.includes(m.membership_status__c)))
    return { kind: 'offers' };
  const starts = memberships
    .filter((m) => m.membership_status__c === 'Future Start')
    .map((m) => m.membership_effective_date__c)
    .filter((date): date is string => dayNumber(date) !== null)
    .sort();
  return starts[0] ? { kind: 'startsOn', effectiveDate: starts[0] } : { kind: 'missingOut' };
}
