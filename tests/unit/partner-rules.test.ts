import { describe, expect, it } from 'vitest';
import {
  approvalView,
  canRequestApproval,
  hasNoActivePrograms,
  missingRegistrationFields,
  partnerIdClaim,
  priorStatus,
} from '@/machines/partner/partner-rules';

describe('programs portal rules (companion spec §2.3, §4)', () => {
  it('takes the permanent partner id first, else the temporary one, else none', () => {
    expect(partnerIdClaim({ sub: 'u', partner_account_id: 'p', temp_partner_account_id: 't' })).toEqual({
      kind: 'permanent',
      id: 'p',
    });
    expect(partnerIdClaim({ sub: 'u', temp_partner_account_id: 't' })).toEqual({
      kind: 'temporary',
      id: 't',
    });
    expect(partnerIdClaim({ sub: 'u' })).toBeNull();
  });

  it('lists the empty registration fields (blank counts as empty)', () => {
    const complete = {
      name: 'N',
      partner_description__c: 'D',
      phone: '1',
      public_facing_email_address__c: 'e@x.example.com',
      shippingstreet: 's',
      shippingcity: 'c',
      shippingstate: 'NY',
      shippingpostalcode: '1',
      shippingcountry: 'US',
      company_logo__c: '/logo.png',
    };
    expect(missingRegistrationFields(complete)).toEqual([]);
    expect(
      missingRegistrationFields({ ...complete, partner_description__c: ' ', company_logo__c: null }),
    ).toEqual(['Business description', 'Company logo']);
  });

  it('shows the banner for all but Approved; the two awaiting statuses also get the notice', () => {
    expect(approvalView('Approved')).toEqual({ banner: false, notice: false });
    expect(approvalView('Awaiting Approval')).toEqual({ banner: true, notice: true });
    expect(approvalView('Awaiting Edit Approval')).toEqual({ banner: true, notice: true });
    expect(approvalView('Denied')).toEqual({ banner: true, notice: false });
  });

  it('lets a denied offer that was not removed be sent for review again; a removed one is archived', () => {
    const denied = { offer_status__c: 'Active', approval_status__c: 'Denied' };
    const removed = { offer_status__c: 'Inactive', approval_status__c: 'Denied' };
    expect(canRequestApproval(denied)).toBe(true);
    expect(canRequestApproval(removed)).toBe(false);
    expect(canRequestApproval({ offer_status__c: 'Active', approval_status__c: 'Approved' })).toBe(false);
    expect(priorStatus(denied)).toBe('Denied');
    expect(priorStatus(removed)).toBe('Removed');
    expect(priorStatus({ offer_status__c: 'Inactive', approval_status__c: 'Approved' })).toBe('Removed');
  });
});

describe("'Your Programs' (companion spec §2.3: \"Otherwise it shows 'You have no active programs'\")", () => {
  const none = { savings_club: null, sea_care: null, membership_kits: null };
  it('says so with no Savings Club and no approved program, requested ones included', () => {
    expect(hasNoActivePrograms(none)).toBe(true);
    expect(hasNoActivePrograms({ ...none, sea_care: { status: 'Requested' } })).toBe(true);
    expect(hasNoActivePrograms({ ...none, membership_kits: { status: 'Approved' } })).toBe(false);
    expect(
      hasNoActivePrograms({ ...none, savings_club: { active: [], awaiting_approval: [], prior: [] } }),
    ).toBe(false);
  });
});
