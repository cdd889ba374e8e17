// The start answers and payment of the upgrade charts' path events: a Lake Card with the base trailer care
// level (lake@), a Gold Card without trailer care (gold@), one at the Plus level and a Commercial Card
// (fleet@), priced as docs/sandbox.md prices them.
import type { UpgradeStart } from '@/machines/upgrades/upgrade-types';
import type { UpgradeEvent, UpgradeInput } from '@/machines/upgrade-membership.machine';
import { EMPTY_BILLING } from '@/machines/purchase/billing-form';

export const upgradePathInput: UpgradeInput = {
  sfid: 'mem-lake',
  accountId: 'acc-lake',
  today: '2026-11-25',
};

const PRODUCTS: UpgradeStart['products'] = [
  { name: 'Gold Card', price: 179 },
  { name: 'Lake Card', price: 119 },
  { name: 'Commercial Card', price: 179 },
  { name: 'Trailer Care', price: 14, marketingTitle: 'Trailer Care', coverageLimit: 300 },
  { name: 'Trailer Care Plus', price: 29.95, marketingTitle: 'Trailer Care Plus', coverageLimit: 600 },
  { name: 'Lake to Gold Upgrade', price: 80 },
];

function startWith(type: string, trailerCare: string | null): UpgradeStart {
  return {
    membership: {
      sfid: 'mem-lake',
      externalId: 'ext-mem-lake',
      membershipNumber: 'LC100002',
      membership_type__c: type,
      membership_status__c: 'Active',
      membership_expiration_date__c: '2026-12-15',
      auto_renew__c: false,
      trailer_care_type__c: trailerCare,
    },
    account: { account_detail_type__c: 'Customer - Retail' },
    address: {
      street: '1 Lake Shore Dr',
      city: 'Lake George',
      state: 'NY',
      postalCode: '12845',
      country: 'US',
    },
    products: PRODUCTS,
  };
}

export const UPGRADE_STARTS = {
  lakeWithTrailerCare: startWith('Lake Card', 'Trailer Care Marine'),
  goldWithout: startWith('Gold Card', null),
  goldWithPlus: startWith('Gold Card', 'Trailer Care Universal'),
  commercial: startWith('Commercial Card', null),
};

const approvedCard = { cardNumber: '4111111111111111', cardExpirationDate: '12/39', securityCode: '123' };

/** A valid payment (billed to the account's address) and one with nothing typed. */
export const upgradePayments: UpgradeEvent[] = [
  { type: 'payment.submit', card: approvedCard, billing: EMPTY_BILLING },
  {
    type: 'payment.submit',
    card: { cardNumber: '', cardExpirationDate: '', securityCode: '' },
    billing: { ...EMPTY_BILLING, sameAsShipping: false },
  },
];

export const upgradeStartFailure = {
  type: 'xstate.error.actor.startUpgrade',
  error: { codes: ['UNKNOWN_ERROR'] },
};
export const upgradePaid = (receipt: { membershipType: string; trailerCareRecord: string | null }) => ({
  type: 'xstate.done.actor.payUpgrade',
  output: receipt,
});
export const upgradeDeclined = {
  type: 'xstate.error.actor.payUpgrade',
  error: { codes: ['PAYMENT_DECLINED'] },
};
