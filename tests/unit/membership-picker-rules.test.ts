import { describe, expect, it } from 'vitest';
import { applicableMemberships, type PickerMembership } from '@/machines/membership-picker/picker-rules';
import { pickerTarget } from '@/src/pages/members/picker/picker-target';

const m = (
  sfid: string,
  membershipType: string,
  trailerCareType: string | null = null,
): PickerMembership => ({
  sfid,
  membershipType,
  membershipNumber: sfid.toUpperCase(),
  expirationDate: '2027-01-01',
  trailerCareType,
  primaryBoat: null,
});

const fleet = [
  m('gold', 'Gold Card'),
  m('lake', 'Lake Card', 'Trailer Care Marine'),
  m('lake-plus', 'Lake Card', 'Trailer Care Universal'),
  m('commercial', 'Commercial Card'),
];
const ids = (list: PickerMembership[]) => list.map((x) => x.sfid);

describe('which memberships a picker lists (spec §2)', () => {
  it('renewal lists every membership', () => {
    expect(ids(applicableMemberships('renew', fleet))).toEqual(['gold', 'lake', 'lake-plus', 'commercial']);
  });
  it('the membership upgrade lists Lake Cards only', () => {
    expect(ids(applicableMemberships('lakeToGold', fleet))).toEqual(['lake', 'lake-plus']);
  });
  it('the trailer-care upgrade lists Gold and Lake Cards without the Plus level', () => {
    expect(ids(applicableMemberships('trailerCare', fleet))).toEqual(['gold', 'lake']);
  });
});

describe('where a picker sends the member', () => {
  it("to the chosen membership's flow with the reset-cart flag", () => {
    expect(pickerTarget({ next: 'membership', workflow: 'renew', sfid: 'mem-lake', resetCart: true })).toBe(
      '/members/memberships/mem-lake/renew?reset_cart=true',
    );
    expect(
      pickerTarget({ next: 'membership', workflow: 'lakeToGold', sfid: 'mem-lake', resetCart: false }),
    ).toBe('/members/memberships/mem-lake/upgrades/membership/selection');
    expect(pickerTarget({ next: 'membership', workflow: 'trailerCare', sfid: 'a b', resetCart: false })).toBe(
      '/members/memberships/a%20b/upgrades/trailer-care/selection',
    );
  });
  it('back to the Member Center', () => {
    expect(pickerTarget({ next: 'memberCenter' })).toBe('/members');
  });
});
