// Dashboard answers for the dashboard component tests: an account of a given type and memberships
// dated relative to a pinned today.
import { addDays } from '@/machines/membership/membership-status';
import { dashboardAnswer, GRACE, json, signedInAnswers, type Answer } from './portal-harness';

export const TODAY = '2026-03-01';

export interface AccountOptions {
  type?: 'Customer - Retail' | 'Customer - Business' | 'Customer - Monthly' | 'Customer - Subsidized';
  sponsor?: string;
}

export function membership(over: Record<string, unknown> = {}) {
  return {
    sfid: 'm-1',
    id: 1,
    account__c: GRACE.account_id,
    membership_number__c: 'GC100001',
    membership_type__c: 'Gold Card',
    membership_status__c: 'Active',
    membership_effective_date__c: '2025-06-01',
    membership_expiration_date__c: '2026-06-01',
    member_since__c: '2020-06-01',
    auto_renew__c: false,
    trailer_care_type__c: null,
    sponsor_name: null,
    boats: [],
    aor: null,
    payment_profile: null,
    ...over,
  };
}

/** A membership expiring `days` after TODAY. */
export const expiringIn = (days: number, over: Record<string, unknown> = {}) =>
  membership({ membership_expiration_date__c: addDays(TODAY, days), ...over });

/** The signed-in session, this dashboard, and the side calls (association echoed, no offers). */
export function dashboardAnswers(
  memberships: unknown[],
  { type = 'Customer - Retail', sponsor }: AccountOptions = {},
): Answer[] {
  const dashboard: Answer = (_request, url) =>
    url.pathname === `/api/dashboard/${GRACE.account_id}`
      ? json(200, {
          account: {
            sfid: GRACE.account_id,
            id: 1,
            name: 'Grace Hopper',
            account_detail_type__c: type,
            parent_account: sponsor ? { name: sponsor } : null,
          },
          memberships,
        })
      : undefined;
  return [signedInAnswers, dashboard, dashboardAnswer([])];
}
