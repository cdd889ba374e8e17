// Prices per year, fixed fees (docs/sandbox.md "Prices") and promotion/activation codes (docs/sandbox.md "Codes").
import type { Queryable } from '../db';
import { daysFrom } from './dates';
import { insertRows } from './insert';

const product = (
  product_code: string,
  name: string,
  family: string,
  price: number,
  sort_order: number,
  extra: Record<string, unknown> = {},
) => ({
  product_code,
  name,
  family,
  price,
  sort_order,
  term_years: 1,
  ...extra,
});

export const PRODUCTS = [
  product('Gold Card', 'Gold Card', 'Membership', 179, 10, {
    marketing_title: 'Gold Card — about $21 a month',
  }),
  product('Gold Card 2 Year', 'Gold Card (2 years)', 'Membership', 358, 11, { term_years: 2 }),
  product('Gold Card 3 Year', 'Gold Card (3 years)', 'Membership', 537, 12, { term_years: 3 }),
  product('Gold Card 10 Year', 'Gold Card (10 years)', 'Membership', 1790, 13, { term_years: 10 }),
  product('Lake Card', 'Lake Card', 'Membership', 119, 20, {
    marketing_title: 'Lake Card — about $14 a month',
  }),
  product('Commercial Card', 'Commercial Card', 'Membership', 179, 30),
  product('Professional Mariner Card', 'Professional Mariner Card', 'Membership', 365, 40),
  product('Lake Fleet Card', 'Lake Fleet Card', 'Membership', 299, 50),
  product('Fleet Card', 'Fleet Card', 'Membership', 599, 60),
  product('Trial Membership', 'Trial Membership', 'Membership', 0, 70),
  product('Trailer Care Marine', 'Trailer Care', 'Trailer Care', 14, 80, {
    marketing_title: 'Trailer Care',
    coverage_limit: 300,
  }),
  product('Trailer Care Universal', 'Trailer Care Plus', 'Trailer Care', 29.95, 81, {
    marketing_title: 'Trailer Care Plus',
    coverage_limit: 600,
  }),
  product('Lake to Gold Upgrade', 'Lake to Gold Upgrade', 'Upgrade', 80, 90),
  product('Referral Credit', 'Referral credit per referred member', 'Fee', 10, 100),
  product('Gift Wrap', 'Gift wrap', 'Fee', 3, 101),
  product('Shipping Standard', 'Standard shipping', 'Fee', 8, 102),
  product('Shipping 2nd Day Air', '2nd Day Air shipping', 'Fee', 16, 103),
  product('Shipping Next Day Air', 'Next Day Air shipping', 'Fee', 35, 104),
];

const RECREATIONAL = 'Gold Card;Lake Card;Trial Membership';

export const codeRows = (today: Date) =>
  [
    {
      name: 'SAVE20',
      title: '$20 off your first year',
      type: 'promo',
      valid_on_business_type__c: 'New',
      valid_on_membership__c: RECREATIONAL,
      value_discount_in_dollars: 20,
    },
    {
      name: 'TAKE10',
      title: '10% off',
      type: 'promo',
      valid_on_business_type__c: 'New;Renewal',
      valid_on_membership__c: RECREATIONAL,
      value_discount_in_percentage: 10,
    },
    {
      name: 'RENEW15',
      title: '$15 off your renewal',
      type: 'promo',
      valid_on_business_type__c: 'Renewal',
      valid_on_membership__c: RECREATIONAL,
      value_discount_in_dollars: 15,
    },
    {
      name: 'ARB25',
      title: '$25 off with automatic renewal',
      type: 'promo',
      promotion_type__c: 'Ongoing with ARB',
      ongoing_promo_type__c: 'Ongoing with ARB',
      usage_rules__c: 'ARB Required',
      promo_carries_on_renewal__c: true,
      valid_on_business_type__c: 'New;Renewal',
      valid_on_membership__c: RECREATIONAL,
      value_discount_in_dollars: 25,
    },
    {
      name: 'TRIAL30',
      title: '30-day trial membership',
      type: 'promo',
      promotion_type__c: 'Trial',
      usage_rules__c: 'ARB Required',
      related_product__c: 'Trial Membership',
      valid_on_business_type__c: 'New',
      valid_on_membership__c: 'Trial Membership;Gold Card',
      value_time_in_days: 30,
    },
    {
      name: 'OLDPROMO',
      title: 'Last season’s offer',
      type: 'promo',
      valid_on_business_type__c: 'New;Renewal',
      valid_on_membership__c: RECREATIONAL,
      value_discount_in_dollars: 30,
      start_date__c: daysFrom(today, -120),
      end_date__c: daysFrom(today, -1),
    },
    {
      name: 'LAKEKIT',
      title: 'Lake Card activation kit',
      type: 'activation',
      valid_on_business_type__c: 'New',
      valid_on_membership__c: 'Lake Card',
    },
    {
      name: 'GOLDKIT',
      title: 'Gold Card activation kit',
      type: 'activation',
      valid_on_business_type__c: 'New;Renewal',
      valid_on_membership__c: 'Gold Card',
    },
  ].map((code) => ({
    sfid: `code-${code.name}`,
    description: code.title,
    start_date__c: daysFrom(today, -30),
    hide_on_website: false,
    promo_legal: `<p>Offer ${code.name}: one per membership; cannot be combined with other offers.</p>`,
    ...code,
  }));

export async function seedCatalog(db: Queryable, today: Date): Promise<void> {
  await insertRows(db, 'products', PRODUCTS);
  await insertRows(db, 'promotion_codes', codeRows(today));
}
