import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  membershipView,
  reminderFor,
  savingsClubTeaser,
  type AccountFacts,
  type MembershipFacts,
} from '@/machines/membership/membership-status';

const TODAY = '2026-03-01';
const retail: AccountFacts = { account_detail_type__c: 'Customer - Retail', parent_account: null };
const monthly: AccountFacts = {
  account_detail_type__c: 'Customer - Monthly',
  parent_account: { name: 'Blue Water Boat Club' },
};
const subsidized: AccountFacts = {
  account_detail_type__c: 'Customer - Subsidized',
  parent_account: { name: 'Bay Yacht Club' },
};

const membership = (over: Partial<MembershipFacts> = {}): MembershipFacts => ({
  membership_type__c: 'Gold Card',
  membership_status__c: 'Active',
  membership_effective_date__c: '2025-06-01',
  membership_expiration_date__c: '2026-06-01',
  member_since__c: '2020-06-01',
  auto_renew__c: false,
  trailer_care_type__c: null,
  ...over,
});

const expiringIn = (days: number, over: Partial<MembershipFacts> = {}) =>
  membership({ membership_expiration_date__c: addDays(TODAY, days), ...over });

describe('dates', () => {
  it('counts whole days across month and leap-year boundaries', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-03-01', '2026-02-28')).toBe(-1);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-10', -10)).toBe('2026-02-28');
    expect(daysBetween(TODAY, null)).toBeNull();
    expect(daysBetween(TODAY, 'soon')).toBeNull();
  });
});

describe('reminder by days to expiry', () => {
  it.each([
    [46, null],
    [45, { kind: 'expiring', level: 'info', days: 45 }],
    [44, { kind: 'expiring', level: 'info', days: 44 }],
    [31, { kind: 'expiring', level: 'info', days: 31 }],
    [30, { kind: 'expiring', level: 'warn', days: 30 }],
    [11, { kind: 'expiring', level: 'warn', days: 11 }],
    [10, { kind: 'expiring', level: 'error', days: 10 }],
    [1, { kind: 'expiring', level: 'error', days: 1 }],
    [0, { kind: 'expiresToday' }],
    [-1, { kind: 'lapsed' }],
  ])('%i days → %o', (days, expected) => {
    expect(reminderFor(days)).toEqual(expected);
    expect(membershipView(expiringIn(days), retail, TODAY).reminder).toEqual(expected);
  });

  it('renew label: Renew outside 45 days, Renew Now from 45 days down and once expired', () => {
    expect(membershipView(expiringIn(46), retail, TODAY).renew).toBe('Renew');
    expect(membershipView(expiringIn(45), retail, TODAY).renew).toBe('Renew Now');
    expect(membershipView(expiringIn(0), retail, TODAY).renew).toBe('Renew Now');
    expect(membershipView(expiringIn(46, { auto_renew__c: true }), retail, TODAY).renew).toBe('Renew Early');
    expect(membershipView(expiringIn(44, { auto_renew__c: true }), retail, TODAY).renew).toBe('Renew Now');
  });

  it('within-10-days banner: 11 no, 10 to 0 yes, −1 no (expired instead); never when auto-renewing', () => {
    const banner = (days: number, autoRenew = false) =>
      membershipView(expiringIn(days, { auto_renew__c: autoRenew }), retail, TODAY).renewalBanner;
    expect([11, 10, 1, 0, -1].map((d) => banner(d))).toEqual([false, true, true, true, false]);
    expect(banner(5, true)).toBe(false);
  });

  it('an Active membership past its date counts as expired', () => {
    const view = membershipView(expiringIn(-1), retail, TODAY);
    expect(view.statusNotice).toEqual({ kind: 'expired' });
    expect(view.enrollNow).toBe(false);
  });
});

describe('dashboard by status', () => {
  it('Expired: notice, Renew Now, lapsed reminder, no Enroll Now, no upgrades, no auto-renew date', () => {
    const view = membershipView(
      expiringIn(-10, { membership_status__c: 'Expired', membership_type__c: 'Lake Card' }),
      retail,
      TODAY,
    );
    expect(view).toMatchObject({
      statusNotice: { kind: 'expired' },
      renew: 'Renew Now',
      reminder: { kind: 'lapsed' },
      enrollNow: false,
      trailerCareUpgrade: false,
      lakeToGoldUpgrade: false,
      autoRenewDate: null,
    });
  });

  it.each([
    ['Cancelled', 'Canceled'],
    ['Inactive', 'Inactive'],
    ['On Hold', 'On Hold'],
  ])('%s: call-us notice and no actions, even near expiry', (status, shown) => {
    const view = membershipView(expiringIn(5, { membership_status__c: status }), retail, TODAY);
    expect(view).toMatchObject({
      statusNotice: { kind: 'closed', status: shown },
      reminder: null,
      renew: null,
      enrollNow: false,
      trailerCareUpgrade: false,
      renewalBanner: false,
    });
  });

  it('auto-renew enrolled: date = expiry − 10 days and Renew Early, no Enroll Now', () => {
    const view = membershipView(
      membership({ auto_renew__c: true, membership_expiration_date__c: '2026-09-17' }),
      retail,
      TODAY,
    );
    expect(view).toMatchObject({ autoRenewDate: '2026-09-07', renew: 'Renew Early', enrollNow: false });
  });

  it('not enrolled: Enroll Now and Renew; a Trial gets no Enroll Now', () => {
    expect(membershipView(membership(), retail, TODAY)).toMatchObject({
      enrollNow: true,
      renew: 'Renew',
      autoRenewDate: null,
    });
    const trial = membershipView(expiringIn(5, { membership_type__c: 'Trial Membership' }), retail, TODAY);
    expect(trial).toMatchObject({ enrollNow: false, renew: 'Renew Now', trailerCareUpgrade: false });
  });

  it('monthly: provided by the sponsor, no expiration date, no reminders, auto-renew or trailer care', () => {
    const view = membershipView(
      expiringIn(5, { auto_renew__c: true, sponsor_name: 'Blue Water Boat Club' }),
      monthly,
      TODAY,
    );
    expect(view).toMatchObject({
      providedBy: 'Blue Water Boat Club',
      showExpirationDate: false,
      reminder: null,
      autoRenewDate: null,
      enrollNow: false,
      trailerCareUpgrade: false,
      renewalBanner: false,
      renew: null,
    });
  });

  it('subsidized: sponsor from the parent account, expiration date shown, no reminders', () => {
    const view = membershipView(expiringIn(20, { membership_type__c: 'Lake Card' }), subsidized, TODAY);
    expect(view).toMatchObject({
      providedBy: 'Bay Yacht Club',
      showExpirationDate: true,
      reminder: null,
      enrollNow: false,
      trailerCareUpgrade: false,
    });
  });

  it('trailer care upgrade: Gold and Lake without Trailer Care Plus; Lake to Gold for Lake Card', () => {
    const view = (over: Partial<MembershipFacts>) => membershipView(membership(over), retail, TODAY);
    expect(view({}).trailerCareUpgrade).toBe(true);
    expect(
      view({ membership_type__c: 'Lake Card', trailer_care_type__c: 'Trailer Care Marine' }),
    ).toMatchObject({ trailerCareUpgrade: true, lakeToGoldUpgrade: true });
    expect(view({ trailer_care_type__c: 'Trailer Care Universal' }).trailerCareUpgrade).toBe(false);
    expect(view({ membership_type__c: 'Commercial Card' })).toMatchObject({
      trailerCareUpgrade: false,
      lakeToGoldUpgrade: false,
    });
  });

  it('Pending Activation and Future Start: their notice, no renewal, no expiry reminder', () => {
    const pending = membershipView(
      membership({
        membership_status__c: 'Pending Activation',
        membership_effective_date__c: TODAY,
        member_since__c: TODAY,
        membership_expiration_date__c: addDays(TODAY, 20),
      }),
      retail,
      TODAY,
    );
    expect(pending).toMatchObject({
      statusNotice: { kind: 'pendingActivation' },
      renew: null,
      reminder: null,
      enrollNow: true,
    });
    const future = membershipView(
      membership({ membership_status__c: 'Future Start', membership_effective_date__c: '2026-03-15' }),
      retail,
      TODAY,
    );
    expect(future.statusNotice).toEqual({ kind: 'futureStart', effectiveDate: '2026-03-15' });
    expect(future.renew).toBeNull();
  });
});

describe("new membership 'processed' notice", () => {
  const effectiveDaysAgo = (days: number, over: Partial<MembershipFacts> = {}) => {
    const effective = addDays(TODAY, -days);
    return membershipView(
      membership({ membership_effective_date__c: effective, member_since__c: effective, ...over }),
      retail,
      TODAY,
    ).processedNotice;
  };

  it('shows from the effective date through day 29, not on day 30 nor before the effective date', () => {
    expect([-1, 0, 1, 29, 30, 31].map((d) => effectiveDaysAgo(d))).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('only for a new membership (member since its effective date) that is Active or Pending Activation', () => {
    expect(effectiveDaysAgo(3, { member_since__c: '2020-01-01' })).toBe(false);
    expect(effectiveDaysAgo(3, { member_since__c: null })).toBe(true);
    expect(effectiveDaysAgo(0, { membership_status__c: 'Pending Activation' })).toBe(true);
    expect(effectiveDaysAgo(3, { membership_status__c: 'Cancelled' })).toBe(false);
  });
});

describe('Savings Club teaser', () => {
  it('offers with an Active membership, else the earliest Future Start date, else missing out', () => {
    expect(savingsClubTeaser([membership({ membership_status__c: 'Expired' }), membership()])).toEqual({
      kind: 'offers',
    });
    expect(
      savingsClubTeaser([
        membership({ membership_status__c: 'Future Start', membership_effective_date__c: '2026-04-02' }),
        membership({ membership_status__c: 'Future Start', membership_effective_date__c: '2026-03-15' }),
      ]),
    ).toEqual({ kind: 'startsOn', effectiveDate: '2026-03-15' });
    expect(savingsClubTeaser([membership({ membership_status__c: 'Expired' })])).toEqual({
      kind: 'missingOut',
    });
    expect(savingsClubTeaser([])).toEqual({ kind: 'missingOut' });
  });

  it('"Membership statuses used by the teaser: ACTIVE, PENDING_ACTIVATION, FUTURE_START." — pending shows offers', () => {
    expect(savingsClubTeaser([membership({ membership_status__c: 'Pending Activation' })])).toEqual({
      kind: 'offers',
    });
  });
});
