// Member personas (docs/sandbox.md "Member personas"): accounts, primary contacts, identity users, memberships
// relative to today, boats with home ports from the gazetteer, stored cards, referrals and fulfillments.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db';
import { daysFrom, yearsBefore } from './dates';
import { persona } from './ids';
import { insertRows } from './insert';
import { aorId, formattedAddress, placeBySlug } from './places';

type Boat = { slug: string; name: string; port: string; make: string; length: number; year: string };
type Membership = {
  id: string;
  type: string;
  status: string;
  /** Days from today to expiry, or (future/pending) to the effective date. */
  expiresIn?: number;
  effectiveIn?: number;
  autoRenew?: boolean;
  trailerCare?: 'Trailer Care Marine' | 'Trailer Care Universal';
  /** Spec §2: Add to Wallet shows only if a pass link exists (docs/sandbox.md: placeholder links). */
  walletPasses?: boolean;
  boats: Boat[];
};
type Member = {
  key: string;
  email: string;
  first: string;
  last: string;
  accountName?: string;
  detailType: 'Customer - Retail' | 'Customer - Business' | 'Customer - Monthly' | 'Customer - Subsidized';
  sponsor?: string;
  referralCredits?: number;
  memberNumberBase: number;
  memberships: Membership[];
  social?: boolean;
  login?: boolean;
};

const boat = (
  slug: string,
  name: string,
  port: string,
  make = 'Boston Whaler',
  length = 24,
  year = '2019',
): Boat => ({ slug, name, port, make, length, year });

export const MEMBERS: Member[] = [
  {
    key: 'gold',
    email: 'gold@example.com',
    first: 'Grace',
    last: 'Goldman',
    detailType: 'Customer - Retail',
    referralCredits: 2,
    memberNumberBase: 100001,
    memberships: [
      {
        id: 'mem-gold',
        type: 'Gold Card',
        status: 'Active',
        expiresIn: 200,
        autoRenew: true,
        walletPasses: true,
        boats: [
          boat('sea-breeze', 'Sea Breeze', 'sag-harbor', 'Grady-White', 28, '2020'),
          boat('little-tern', 'Little Tern', 'sag-harbor', 'Carolina Skiff', 17, '2016'),
        ],
      },
    ],
  },
  {
    key: 'lake',
    email: 'lake@example.com',
    first: 'Larry',
    last: 'Lakeland',
    detailType: 'Customer - Retail',
    memberNumberBase: 100002,
    memberships: [
      {
        id: 'mem-lake',
        type: 'Lake Card',
        status: 'Active',
        expiresIn: 20,
        trailerCare: 'Trailer Care Marine',
        boats: [boat('loon', 'Loon', 'lake-george', 'Bayliner', 19, '2015')],
      },
    ],
  },
  {
    key: 'trial',
    email: 'trial@example.com',
    first: 'Tina',
    last: 'Trialson',
    detailType: 'Customer - Retail',
    memberNumberBase: 100003,
    memberships: [
      {
        id: 'mem-trial',
        type: 'Trial Membership',
        status: 'Active',
        expiresIn: 5,
        autoRenew: true,
        boats: [boat('first-light', 'First Light', 'annapolis', 'Sea Ray', 21, '2018')],
      },
    ],
  },
  {
    key: 'expired',
    email: 'expired@example.com',
    first: 'Ed',
    last: 'Expiry',
    detailType: 'Customer - Retail',
    memberNumberBase: 100004,
    memberships: [
      {
        id: 'mem-expired',
        type: 'Gold Card',
        status: 'Expired',
        expiresIn: -10,
        boats: [boat('last-call', 'Last Call', 'key-west', 'Mako', 22, '2014')],
      },
    ],
  },
  {
    key: 'fleet',
    email: 'fleet@example.com',
    first: 'Fiona',
    last: 'Fleetwood',
    accountName: 'Harbor Charters LLC',
    detailType: 'Customer - Business',
    memberNumberBase: 100005,
    memberships: [
      {
        id: 'mem-fleet-gold',
        type: 'Gold Card',
        status: 'Active',
        expiresIn: 300,
        boats: [boat('charter-one', 'Charter One', 'montauk', 'Viking', 42, '2017')],
      },
      {
        id: 'mem-fleet-lake',
        type: 'Lake Card',
        status: 'Active',
        expiresIn: 40,
        boats: [boat('charter-lake', 'Charter Lake', 'lake-george', 'Tracker', 20, '2021')],
      },
      {
        id: 'mem-fleet-commercial',
        type: 'Commercial Card',
        status: 'Active',
        expiresIn: 9,
        boats: [boat('work-horse', 'Work Horse', 'miami', 'Parker', 25, '2019')],
      },
    ],
  },
  {
    key: 'monthly',
    email: 'monthly@example.com',
    first: 'Mona',
    last: 'Monthley',
    detailType: 'Customer - Monthly',
    sponsor: 'blue-water-boat-club',
    memberNumberBase: 100006,
    memberships: [
      {
        id: 'mem-monthly',
        type: 'Gold Card',
        status: 'Active',
        expiresIn: 25,
        boats: [boat('month-end', 'Month End', 'marina-del-rey', 'Chaparral', 23, '2020')],
      },
    ],
  },
  {
    key: 'sponsored',
    email: 'sponsored@example.com',
    first: 'Sam',
    last: 'Sponsor',
    detailType: 'Customer - Subsidized',
    sponsor: 'bay-yacht-club',
    memberNumberBase: 100007,
    memberships: [
      {
        id: 'mem-sponsored',
        type: 'Lake Card',
        status: 'Active',
        expiresIn: 60,
        boats: [boat('club-runner', 'Club Runner', 'lake-lanier', 'MasterCraft', 22, '2022')],
      },
    ],
  },
  {
    key: 'future',
    email: 'future@example.com',
    first: 'Fred',
    last: 'Futura',
    detailType: 'Customer - Retail',
    memberNumberBase: 100008,
    memberships: [
      {
        id: 'mem-future',
        type: 'Gold Card',
        status: 'Future Start',
        effectiveIn: 14,
        boats: [boat('next-tide', 'Next Tide', 'honolulu', 'Boston Whaler', 26, '2023')],
      },
    ],
  },
  {
    key: 'pending',
    email: 'pending@example.com',
    first: 'Paula',
    last: 'Pendleton',
    detailType: 'Customer - Retail',
    memberNumberBase: 100009,
    memberships: [
      {
        id: 'mem-pending',
        type: 'Gold Card',
        status: 'Pending Activation',
        effectiveIn: 0,
        boats: [boat('north-star', 'North Star', 'anchorage', 'Hewescraft', 24, '2021')],
      },
    ],
  },
  {
    key: 'noboat',
    email: 'noboat@example.com',
    first: 'Nora',
    last: 'Noboat',
    detailType: 'Customer - Retail',
    memberNumberBase: 100010,
    memberships: [{ id: 'mem-noboat', type: 'Lake Card', status: 'Active', expiresIn: 90, boats: [] }],
  },
  {
    key: 'social',
    email: 'social@example.com',
    first: 'Sofia',
    last: 'Social',
    detailType: 'Customer - Retail',
    social: true,
    memberNumberBase: 100011,
    memberships: [
      {
        id: 'mem-social',
        type: 'Gold Card',
        status: 'Active',
        expiresIn: 120,
        boats: [boat('shared-wake', 'Shared Wake', 'montauk', 'Regulator', 31, '2022')],
      },
    ],
  },
  {
    // Joined by phone: a paid membership whose account has no portal login yet; registration links one.
    key: 'byphone',
    email: 'byphone@example.com',
    first: 'Bea',
    last: 'Byphone',
    detailType: 'Customer - Retail',
    memberNumberBase: 100012,
    memberships: [
      {
        id: 'mem-byphone',
        type: 'Gold Card',
        status: 'Active',
        expiresIn: 150,
        boats: [boat('harbor-seal', 'Harbor Seal', 'montauk', 'Boston Whaler', 22, '2018')],
      },
    ],
    login: false,
  },
  {
    key: 'abandoned',
    email: 'abandoned@example.com',
    first: 'Abby',
    last: 'Andoned',
    detailType: 'Customer - Retail',
    memberNumberBase: 0,
    memberships: [],
    login: false,
  },
];

export const SPONSORS = [
  { slug: 'bay-yacht-club', name: 'Bay Yacht Club' },
  { slug: 'blue-water-boat-club', name: 'Blue Water Boat Club' },
];

const NUMBER_PREFIX: Record<string, string> = {
  'Gold Card': 'GC',
  'Lake Card': 'LC',
  'Commercial Card': 'CC',
  'Trial Membership': 'TM',
};

/** Member numbers: gold is GC100001; the others follow by persona and membership. */
export const memberNumber = (type: string, base: number, index: number) =>
  `${NUMBER_PREFIX[type] ?? 'MB'}${base + index * 100}`;

/** Placeholder pass links (the sandbox issues no passes): the card page's Add to Wallet shows them. */
export const walletPassLinks = (membershipNumber: string) => ({
  apple: `https://wallet.example.com/apple/${membershipNumber}.pkpass`,
  google: `https://wallet.example.com/google/${membershipNumber}`,
});

export async function seedMembers(db: Queryable, today: Date, passwordHash: string): Promise<void> {
  await insertRows(
    db,
    'accounts',
    SPONSORS.map((s) => ({
      sfid: `acc-sponsor-${s.slug}`,
      name: s.name,
      type: 'Sponsor',
      account_detail_type__c: 'Customer - Business',
    })),
  );

  for (const m of MEMBERS) {
    const ids = persona(m.key);
    const home = placeBySlug(m.memberships[0]?.boats[0]?.port ?? 'sag-harbor');
    await insertRows(db, 'accounts', [
      {
        sfid: ids.account,
        name: m.accountName ?? `${m.first} ${m.last}`,
        type: m.detailType === 'Customer - Business' ? 'Business' : 'Household',
        account_detail_type__c: m.detailType,
        billingstreet: `${home.street_number} ${home.street}`,
        billingcity: home.city,
        billingstate: home.state,
        billingpostalcode: home.postal_code,
        billingcountry: home.country,
        shippingstreet: `${home.street_number} ${home.street}`,
        shippingcity: home.city,
        shippingstate: home.state,
        shippingpostalcode: home.postal_code,
        shippingcountry: home.country,
        phone: `631-555-${String(m.memberNumberBase % 10000).padStart(4, '0')}`,
        referral_credits__c: m.referralCredits ?? 0,
        parent_account__c: m.sponsor ? `acc-sponsor-${m.sponsor}` : null,
        heroku_external_id__c: `ext-${ids.account}`,
      },
    ]);
    await insertRows(db, 'contacts', [
      {
        sfid: ids.contact,
        accountid: ids.account,
        firstname: m.first,
        lastname: m.last,
        email: m.email,
        phone: `631-555-${String(m.memberNumberBase % 10000).padStart(4, '0')}`,
        mobilephone: '631-555-0199',
        contact_type__c: 'Primary Contact',
        communication_preferences__c: 'Sea Tow News;Benefits and Offers',
        sms_opt_in__c: true,
        heroku_external_id__c: `ext-${ids.contact}`,
      },
    ]);
    if (m.login !== false) {
      await insertRows(db, 'users', [
        {
          id: ids.user,
          email: m.email,
          password_hash: m.social ? null : passwordHash,
          name: `${m.first} ${m.last}`,
          account_id: ids.account,
          social: m.social ?? false,
        },
      ]);
    }

    for (const [index, ms] of m.memberships.entries()) {
      const effective =
        ms.effectiveIn !== undefined
          ? daysFrom(today, ms.effectiveIn)
          : yearsBefore(daysFrom(today, ms.expiresIn ?? 0), 1);
      const expiry =
        ms.expiresIn !== undefined
          ? daysFrom(today, ms.expiresIn)
          : daysFrom(today, (ms.effectiveIn ?? 0) + 365);
      const primaryBoat = ms.boats[0] ? `boat-${m.key}-${ms.boats[0].slug}` : null;
      const number = memberNumber(ms.type, m.memberNumberBase, index);
      await insertRows(db, 'memberships', [
        {
          sfid: ms.id,
          heroku_external_id__c: `ext-${ms.id}`,
          account__c: ids.account,
          membership_contact__c: ids.contact,
          membership_number__c: number,
          membership_type__c: ms.type,
          membership_status__c: ms.status,
          membership_effective_date__c:
            ms.type === 'Trial Membership' ? daysFrom(today, (ms.expiresIn ?? 0) - 30) : effective,
          membership_expiration_date__c: expiry,
          member_since__c:
            ms.status === 'Future Start' ||
            ms.status === 'Pending Activation' ||
            ms.type === 'Trial Membership'
              ? effective
              : yearsBefore(effective, 3),
          auto_renew__c: ms.autoRenew ?? false,
          renewal_product__c: ms.type === 'Trial Membership' ? 'Gold Card' : ms.type,
          trailer_care_type__c: ms.trailerCare ?? null,
          primary_boat__c: primaryBoat,
          primary_membership__c: index === 0,
          card_type__c: ms.autoRenew ? 'Visa' : null,
          card_name__c: ms.autoRenew ? `${m.first} ${m.last}` : null,
          card_expiration_date__c: ms.autoRenew ? '12/30' : null,
          last_4_digits__c: ms.autoRenew ? '1111' : null,
          communication_member_renewal_amount__c: ms.type === 'Lake Card' ? 119 : 179,
          referral_credit_amount__c: m.referralCredits ? m.referralCredits * 10 : null,
          apple_pass__c: ms.walletPasses ? walletPassLinks(number).apple : null,
          google_pass__c: ms.walletPasses ? walletPassLinks(number).google : null,
        },
      ]);
      if (ms.autoRenew) {
        await insertRows(db, 'payment_profiles', [
          {
            membership__c: ms.id,
            pymt__last_4_digits__c: '1111',
            card_expiration_date__c: '12/30',
            arb_start_date: daysFrom(today, (ms.expiresIn ?? 0) - 10),
          },
        ]);
      }
      for (const [boatIndex, b] of ms.boats.entries()) {
        const port = placeBySlug(b.port);
        await insertRows(db, 'boats', [
          {
            sfid: `boat-${m.key}-${b.slug}`,
            name__c: b.name,
            boat_make__c: b.make,
            year__c: b.year,
            length__c: b.length,
            color__c: 'White',
            hull_type__c: 'Fiberglass',
            engine_type__c: 'Outboard',
            number_of_engines__c: 1,
            fuel_type__c: 'Gasoline',
            hin__c: `SBX${String(m.memberNumberBase).slice(-4)}${boatIndex}${index}A919`,
            registration_document__c: `${port.state}-${1000 + boatIndex} SB`,
            boat_status__c: 'Active',
            primary_boat__c: boatIndex === 0,
            home_port_type__c: port.types.includes('lake') ? 'Trailer' : 'Marina',
            home_port_city__c: port.city,
            home_port_state__c: port.state,
            home_port_country__c: port.country,
            marina_name__c: port.types.includes('marina') ? port.name : null,
            address__c: formattedAddress(port),
            geolocation__latitude__s: port.lat,
            geolocation__longitude__s: port.lng,
            aor__c: aorId(port.slug),
            related_membership__c: ms.id,
            account__c: ids.account,
            contact__c: ids.contact,
          },
        ]);
      }
    }
  }

  // gold: a second contact, two converted referrals (the 2 credits) and a shipped card.
  await insertRows(db, 'contacts', [
    {
      sfid: 'con-gold-spouse',
      accountid: 'acc-gold',
      firstname: 'Gary',
      lastname: 'Goldman',
      email: 'gary.goldman@example.com',
      contact_type__c: 'Spouse Partner',
      heroku_external_id__c: 'ext-con-gold-spouse',
    },
  ]);
  await insertRows(
    db,
    'referrals',
    [1, 2].map((n) => ({
      referral_id: randomUUID(),
      member_referred_email__c: `friend${n}@example.com`,
      member_referred_first_name__c: `Friend${n}`,
      member_referred_last_name__c: 'Boater',
      referring_member_name__c: 'Grace Goldman',
      referring_member_number__c: 'GC100001',
      member_referred_status__c: 'Joined',
      referring_member_account_id__c: 'acc-gold',
    })),
  );
  await insertRows(db, 'fulfillments', [
    {
      sfid: 'ful-gold-1',
      membership__c: 'mem-gold',
      name: 'Renewing Membership Card Package',
      status: 'Shipped',
      title: 'Gold Card',
      fulfillment_code__c: 'R',
      order_date__c: daysFrom(today, -160),
      processed_date__c: daysFrom(today, -158),
      shipped_date__c: daysFrom(today, -155),
    },
    {
      sfid: 'ful-pending-1',
      membership__c: 'mem-pending',
      name: 'New Member Card Package',
      status: 'Processed',
      title: 'Gold Card',
      fulfillment_code__c: 'N',
      order_date__c: daysFrom(today, 0),
      processed_date__c: daysFrom(today, 0),
    },
  ]);
}
