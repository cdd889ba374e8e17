// Partner personas (docs/sandbox.md "Partner personas"), their programs and Savings Club offers, and the
// login-only personas nomember@example.com and unregistered@example.com (registration tests).
import type { Queryable } from '../db';
import { persona } from './ids';
import { insertRows } from './insert';

const address = (
  prefix: 'billing' | 'shipping',
  street: string,
  city: string,
  state: string,
  postal: string,
) => ({
  [`${prefix}street`]: street,
  [`${prefix}city`]: city,
  [`${prefix}state`]: state,
  [`${prefix}postalcode`]: postal,
  [`${prefix}country`]: 'US',
});

export const PARTNERS = [
  {
    key: 'partner',
    email: 'partner@example.com',
    first: 'Pat',
    last: 'Partner',
    account: {
      name: 'Harborside Marine Supply',
      approval_status__c: 'Approved',
      partner_status__c: 'Active',
      partner_description__c:
        'Marine electronics, safety gear and friendly advice on the Sag Harbor waterfront since 1989.',
      company_logo__c: '/api/media/logos/harborside-marine-supply.svg',
      phone: '(631) 555-0150',
      primary_phone_type__c: 'Business',
      public_facing_email_address__c: 'hello@harborside.example.com',
      public_facing_url__c: 'https://harborside.example.com',
      partner_facebook__c: 'https://www.facebook.com/harborside-marine',
      partner_instagram__c: 'https://www.instagram.com/harborside_marine',
      partner_linkedin__c: 'https://www.linkedin.com/company/harborside-marine',
      more_than_one_location__c: false,
      services_requested__c: 'Savings Club',
      approved_services__c: 'Savings Club',
      ...address('shipping', '12 Long Wharf', 'Sag Harbor', 'NY', '11963'),
      ...address('billing', 'PO Box 300', 'Sag Harbor', 'NY', '11963'),
    },
    programs: [{ program: 'savings_club', status: 'Approved' }],
    claim: 'partner' as const,
  },
  {
    key: 'newpartner',
    email: 'newpartner@example.com',
    first: 'Nina',
    last: 'Newport',
    account: {
      name: 'Newport Canvas Works',
      approval_status__c: 'Awaiting Approval',
      partner_status__c: 'Pending',
      partner_description__c: null,
      company_logo__c: null,
      phone: '(401) 555-0151',
      public_facing_email_address__c: 'shop@newportcanvas.example.com',
      more_than_one_location__c: false,
      services_requested__c: 'Savings Club',
      ...address('shipping', '5 Thames Street', 'Newport', 'RI', '02840'),
      ...address('billing', '5 Thames Street', 'Newport', 'RI', '02840'),
    },
    programs: [{ program: 'savings_club', status: 'Awaiting Approval' }],
    claim: 'partner' as const,
  },
  {
    key: 'temp-partner',
    email: 'temp-partner@example.com',
    first: 'Terry',
    last: 'Temple',
    account: {
      name: 'Chesapeake Sea Care Services',
      approval_status__c: 'Approved',
      partner_status__c: 'Active',
      partner_description__c: 'Hull cleaning and sea-care services around Annapolis.',
      company_logo__c: '/api/media/logos/chesapeake-sea-care.svg',
      phone: '(410) 555-0152',
      public_facing_email_address__c: 'care@chesapeake.example.com',
      more_than_one_location__c: true,
      services_requested__c: 'Sea Care',
      approved_services__c: 'Sea Care',
      ...address('shipping', '980 Awald Road', 'Annapolis', 'MD', '21403'),
      ...address('billing', '980 Awald Road', 'Annapolis', 'MD', '21403'),
    },
    programs: [{ program: 'sea_care', status: 'Approved' }],
    claim: 'temp' as const,
  },
];

const offer = (
  n: number,
  status: 'Active' | 'Inactive',
  approval: 'Approved' | 'Awaiting Approval' | 'Denied',
  fields: Record<string, unknown>,
) => ({
  sfid: `offer-partner-${n}`,
  partner_account__c: 'acc-partner',
  company_name__c: 'Harborside Marine Supply',
  company_logo__c: '/api/media/logos/harborside-marine-supply.svg',
  offer_status__c: status,
  approval_status__c: approval,
  ...fields,
});

/**
 * partner@example.com: 3 active (approved), 2 awaiting approval, 2 prior: one removed (inactive), one denied
 * and not removed, which the partner may send for review again.
 */
export const OFFERS = [
  offer(1, 'Active', 'Approved', {
    primary_category__c: 'Electronics & Navigation',
    type_of_offer__c: 'Percentage Off',
    percent_off__c: 15,
    offer_description__c: '15% off chartplotters and VHF radios',
    in_person_redemption__c: true,
    options_for_in_store_redemption__c: 'Present Membership Card',
    featured__c: true,
    locality_of_offer__c: 'Local',
  }),
  offer(2, 'Active', 'Approved', {
    primary_category__c: 'Safety',
    secondary_category__c: 'Apparel',
    type_of_offer__c: 'Dollars Off',
    dollars_off__c: 25,
    offer_description__c: '$25 off inflatable life jackets',
    online_redemption__c: true,
    options_for_online_redemption__c: 'Promo Code',
    online_promo_code__c: 'SEATOW25',
    online_promotional_url__c: 'https://harborside.example.com/life-jackets',
    locality_of_offer__c: 'National',
  }),
  offer(3, 'Active', 'Approved', {
    primary_category__c: 'Equipment & Supplies',
    secondary_category__c: 'Services & Repair',
    type_of_offer__c: 'Other',
    type_of_offer_other__c: 'Mail-in rebate',
    offer_description__c: 'Mail-in rebate on bottom paint',
    in_person_redemption__c: true,
    options_for_in_store_redemption__c: 'Rebate',
    locality_of_offer__c: 'National',
  }),
  offer(4, 'Active', 'Awaiting Approval', {
    primary_category__c: 'Fishing',
    type_of_offer__c: 'Dollars Off',
    dollars_off__c: 10,
    offer_description__c: '$10 off tackle over $50',
    in_person_redemption__c: true,
    options_for_in_store_redemption__c: 'Present Membership Card',
    locality_of_offer__c: 'Local',
  }),
  offer(5, 'Active', 'Awaiting Approval', {
    primary_category__c: 'Apparel',
    type_of_offer__c: 'Other',
    type_of_offer_other__c: 'Free embroidery',
    offer_description__c: 'Free boat-name embroidery on any jacket',
    online_redemption__c: true,
    options_for_online_redemption__c: 'Promo Code',
    online_promo_code__c: 'STITCH',
    locality_of_offer__c: 'National',
  }),
  offer(6, 'Inactive', 'Approved', {
    primary_category__c: 'Electronics & Navigation',
    type_of_offer__c: 'Percentage Off',
    percent_off__c: 10,
    offer_description__c: 'Last season: 10% off fish finders',
    in_person_redemption__c: true,
    options_for_in_store_redemption__c: 'Present Membership Card',
    locality_of_offer__c: 'Local',
  }),
  offer(7, 'Active', 'Denied', {
    primary_category__c: 'Marinas, Dockage & Storage',
    type_of_offer__c: 'Dollars Off',
    dollars_off__c: 100,
    offer_description__c: '$100 off a season of dockage',
    in_person_redemption__c: true,
    options_for_in_store_redemption__c: 'Present Membership Card',
    locality_of_offer__c: 'Local',
  }),
];

/** Each partner's owner: a role of the partner contact form (spec §3), its primary contact (decision 230). */
export const PARTNER_CONTACT_SEED = {
  contact_type__c: 'Business Owner',
  partner_contact_role__c: 'Business Owner',
};

export async function seedPartners(db: Queryable, passwordHash: string): Promise<void> {
  for (const p of PARTNERS) {
    const ids = persona(p.key);
    await insertRows(db, 'accounts', [
      {
        sfid: ids.account,
        type: 'Partner',
        account_detail_type__c: 'Partner',
        heroku_external_id__c: `ext-${ids.account}`,
        ...p.account,
      },
    ]);
    await insertRows(db, 'contacts', [
      {
        sfid: ids.contact,
        accountid: ids.account,
        firstname: p.first,
        lastname: p.last,
        email: p.email,
        phone: p.account.phone,
        ...PARTNER_CONTACT_SEED,
        heroku_external_id__c: `ext-${ids.contact}`,
      },
    ]);
    await insertRows(db, 'users', [
      {
        id: ids.user,
        email: p.email,
        password_hash: passwordHash,
        name: `${p.first} ${p.last}`,
        account_id: null,
        partner_account_id: p.claim === 'partner' ? ids.account : null,
        temp_partner_account_id: p.claim === 'temp' ? ids.account : null,
      },
    ]);
    await insertRows(
      db,
      'partner_programs',
      p.programs.map((program) => ({ account__c: ids.account, ...program })),
    );
  }
  await insertRows(db, 'savings_club_offers', OFFERS);
  await insertRows(db, 'users', [
    {
      id: 'idp|nomember',
      email: 'nomember@example.com',
      password_hash: passwordHash,
      name: 'Nico Nomember',
      account_id: null,
    },
    {
      // Login only, for registration (spec §6): steered to existing_member until it verifies a membership.
      id: 'idp|unregistered',
      email: 'unregistered@example.com',
      password_hash: passwordHash,
      name: 'Una Registered',
      account_id: null,
    },
  ]);
}
