// Named purchase data shared by path tests, unit tests and the flow's scenarios (docs/sandbox.md prices, codes,
// places): price lists, looked-up codes, a valid contact, boats, home ports.
import type { HomePort } from '@/machines/home-port/home-port-schema';
import type { BoatFields } from '@/machines/purchase/boat-form';
import type { PurchaseCode } from '@/machines/purchase/code-rules';
import type { PurchaseContact } from '@/machines/purchase/contact-form';
import type {
  CheckEmailOutput,
  PurchaseInput,
  PurchaseProducts,
  StartPurchaseOutput,
} from '@/machines/purchase/purchase-types';

/** The day the fixtures are set on. */
export const FIXTURE_TODAY = '2026-11-22';

/** An anonymous visitor with no code, no referral and no saved cart. */
export const ANONYMOUS_INPUT: PurchaseInput = {
  signedIn: false,
  accountId: null,
  promotionCode: null,
  activationCode: null,
  referralId: null,
  today: FIXTURE_TODAY,
  saved: null,
};

export const PRODUCTS: PurchaseProducts = {
  membership: [
    { name: 'Gold Card', price: 179, marketingTitle: 'Gold Card — about $21 a month' },
    { name: 'Gold Card', price: 358, years: 2 },
    { name: 'Lake Card', price: 119, marketingTitle: 'Lake Card — about $14 a month' },
    { name: 'Commercial Card', price: 179 },
    { name: 'Professional Mariner Card', price: 365 },
    { name: 'Trial Membership', price: 0 },
  ],
  trailerCare: [
    { name: 'Trailer Care', price: 14, marketingTitle: 'Trailer Care', coverageLimit: 300 },
    { name: 'Trailer Care Plus', price: 29.95, marketingTitle: 'Trailer Care Plus', coverageLimit: 600 },
  ],
};

const code = (fields: Partial<PurchaseCode> & Pick<PurchaseCode, 'name'>): PurchaseCode => ({
  id: `code-${fields.name}`,
  title: null,
  type: 'promo',
  promotion_type__c: null,
  ongoing_promo_type__c: null,
  usage_rules__c: null,
  related_product: null,
  valid_on_business_type__c: 'New',
  valid_on_membership__c: 'Gold Card;Lake Card;Trial Membership',
  isPromoCodeHidden: false,
  autoRenewRequired: false,
  dollarsOff: null,
  percentOff: null,
  trial: false,
  trialDurationDays: null,
  promo_legal: null,
  ...fields,
});

export const SAVE20 = code({ name: 'SAVE20', dollarsOff: 20 });
export const TAKE10 = code({ name: 'TAKE10', percentOff: 10, valid_on_business_type__c: 'New;Renewal' });
export const RENEW15 = code({ name: 'RENEW15', dollarsOff: 15, valid_on_business_type__c: 'Renewal' });
export const ARB25 = code({
  name: 'ARB25',
  dollarsOff: 25,
  promotion_type__c: 'Ongoing with ARB',
  ongoing_promo_type__c: 'Ongoing with ARB',
  usage_rules__c: 'ARB Required',
  autoRenewRequired: true,
  valid_on_business_type__c: 'New;Renewal',
});
export const TRIAL30 = code({
  name: 'TRIAL30',
  promotion_type__c: 'Trial',
  usage_rules__c: 'ARB Required',
  related_product: 'Trial Membership',
  autoRenewRequired: true,
  trial: true,
  trialDurationDays: 30,
  valid_on_membership__c: 'Trial Membership;Gold Card',
});
export const LAKEKIT = code({ name: 'LAKEKIT', type: 'activation', valid_on_membership__c: 'Lake Card' });
export const GOLDKIT = code({
  name: 'GOLDKIT',
  type: 'activation',
  valid_on_business_type__c: 'New;Renewal',
  valid_on_membership__c: 'Gold Card',
});

export const startOutput = (fields: Partial<StartPurchaseOutput> = {}): StartPurchaseOutput => ({
  products: PRODUCTS,
  membershipCount: null,
  code: null,
  codeErrors: [],
  ...fields,
});

export const VALID_CONTACT: PurchaseContact = {
  firstName: 'Pat',
  lastName: 'Boater',
  email: 'pat.boater@example.com',
  mobilePhone: '(516) 555-1234',
  businessName: '',
  streetAddress: '1 Main St',
  city: 'Sag Harbor',
  state: 'NY',
  postalCode: '11963',
  country: 'US',
  addressSource: 'suggestion',
};

/** docs/sandbox.md personas: an abandoned application to resume, and a member already on file. */
export const ABANDONED_CONTACT: PurchaseContact = { ...VALID_CONTACT, email: 'abandoned@example.com' };
export const MEMBER_CONTACT: PurchaseContact = { ...VALID_CONTACT, email: 'gold@example.com' };

/** What the e-mail check answers for an address (the sandbox's personas; anything else is new). */
export function emailCheckFor(email: string): CheckEmailOutput {
  if (email === ABANDONED_CONTACT.email) return { contactExists: true, abandonedAccount: true };
  return { contactExists: email === MEMBER_CONTACT.email, abandonedAccount: false };
}

export const MY_BOAT: BoatFields = {
  ownership: 'own',
  boatName: 'Sea Breeze',
  year: '2019',
  length: '24',
  boatMake: 'Grady-White',
  boatColor: 'White',
  hullType: 'Fiberglass',
  engineType: 'Outboard',
  fuelType: 'Gasoline',
  numberOfEngines: '2',
  registrationNumber: 'NY 1234 AB',
  noBoatReason: '',
  boatClubName: '',
};

export const CLUB_BOAT: BoatFields = {
  ownership: 'other',
  boatName: '',
  year: '',
  length: '',
  boatMake: '',
  boatColor: '',
  hullType: '',
  engineType: '',
  fuelType: '',
  numberOfEngines: '',
  registrationNumber: '',
  noBoatReason: 'Boat Club Member',
  boatClubName: 'Freedom Boat Club',
};

export const LAKE_GEORGE_HOME_PORT: HomePort = {
  homePortType: 'Marina',
  homePortName: 'Lake George Marina',
  address: '1 Beach Rd, Lake George, NY 12845, USA',
  streetNumber: '1',
  street: 'Beach Rd',
  city: 'Lake George',
  state: 'NY',
  country: 'US',
  lat: 43.4237,
  lng: -73.7123,
  aor: {
    id: 'aor-lake-george',
    name: 'Lake George',
    description: 'Your local captain on Lake George',
    phone: '(518) 555-0100',
  },
};

export const APPROVED_CARD = {
  cardNumber: '4111111111111111',
  cardExpirationDate: '12/30',
  securityCode: '123',
};
