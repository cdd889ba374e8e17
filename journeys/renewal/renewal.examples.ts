// Example data of the renewal for its path tests and the visualizer's presets: what the start answers for
// lake@ (a Lake Card with a boat), trial@ (a Trial holder) and noboat@ (no boat), in the chart's types.
import type { StartRenewalOutput } from '@/machines/renewal/renewal-types';
import type { RenewalInput } from '@/machines/renewal.machine';
import {
  FIXTURE_TODAY,
  LAKE_GEORGE_HOME_PORT,
  MY_BOAT,
  PRODUCTS,
  VALID_CONTACT,
} from '@/journeys/purchase/purchase.examples';

export const RENEWAL_INPUT: RenewalInput = {
  signedIn: true,
  accountId: 'acc-lake',
  promotionCode: null,
  activationCode: null,
  referralId: null,
  today: FIXTURE_TODAY,
  saved: null,
  renew: { sfid: 'mem-lake', resetCart: true },
};

const APPLICATION = { accountId: 'acc-lake-ext', contactId: 'con-lake-ext', membershipId: 'mem-lake-ext' };

/** lake@: a Lake Card with Trailer Care, one boat, no credits; the cart reset from the membership. */
export const renewalStart = (fields: Partial<StartRenewalOutput> = {}): StartRenewalOutput => ({
  products: PRODUCTS,
  facts: {
    sfid: 'mem-lake',
    membershipNumber: 'LC100002',
    currentType: 'Lake Card',
    expired: false,
    expirationDate: '2026-12-12',
    hasBoats: true,
    referralCredits: 0,
    saved: { membershipType: 'Lake Card', trailerCare: 'Trailer Care' },
  },
  application: APPLICATION,
  contact: VALID_CONTACT,
  boat: { ...MY_BOAT, boatName: 'Loon', homePort: LAKE_GEORGE_HOME_PORT },
  boatId: 'boat-loon',
  selection: { membershipType: 'Lake Card', trailerCare: 'Trailer Care' },
  code: null,
  codeErrors: [],
  ...fields,
});

/** trial@: a Trial Membership whose cart still holds Trial. */
export const trialRenewalStart = (): StartRenewalOutput => {
  const base = renewalStart();
  return renewalStart({
    facts: {
      ...base.facts,
      currentType: 'Trial Membership',
      saved: { membershipType: 'Trial Membership', trailerCare: 'Do not upgrade' },
    },
    selection: { membershipType: 'Trial Membership', trailerCare: 'Do not upgrade' },
  });
};

/** noboat@: a Lake Card without a boat. */
export const noBoatRenewalStart = (): StartRenewalOutput => {
  const base = renewalStart();
  return renewalStart({ facts: { ...base.facts, hasBoats: false }, boat: null, boatId: null });
};
