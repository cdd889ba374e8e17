import { describe, expect, it } from 'vitest';
import { approvalView, missingRegistrationFields, partnerIdClaim } from '@/machines/partner/partner-rules';

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
});
