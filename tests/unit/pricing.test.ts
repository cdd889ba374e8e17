import { describe, expect, it } from 'vitest';
import {
  discountedCost,
  lakeToGoldDifference,
  price,
  productPrice,
  roundUpTo25,
  sameAmount,
  type PriceListEntry,
} from '@/machines/pricing';
import { monthlyMarketingCopy } from '@/machines/purchase/monthly-copy';

const list: PriceListEntry[] = [
  { name: 'Gold Card', price: 179 },
  { name: 'Gold Card', price: 358, years: 2 },
  { name: 'Gold Card', price: 537, years: 3 },
  { name: 'Gold Card', price: 1790, years: 10 },
  { name: 'Lake Card', price: 119 },
  { name: 'Trailer Care', price: 14 },
  { name: 'Trailer Care Plus', price: 29.95 },
];

describe('discountedCost', () => {
  it('takes dollars off before percent off', () => {
    expect(discountedCost(179, { dollarsOff: 20, percentOff: 50 })).toBe(159);
  });
  it('takes percent off when no dollars off, in whole cents', () => {
    expect(discountedCost(179, { percentOff: 10 })).toBe(161.1);
    expect(discountedCost(29.95, { percentOff: 33 })).toBe(20.07);
  });
  it('never goes below 0', () => {
    expect(discountedCost(14, { dollarsOff: 25 })).toBe(0);
    expect(discountedCost(14, { percentOff: 250 })).toBe(0);
  });
  it('prices a trial at 0 and leaves the price alone without a discount', () => {
    expect(discountedCost(179, { trial: true, dollarsOff: 5 })).toBe(0);
    expect(discountedCost(179, null)).toBe(179);
    expect(discountedCost(179, { dollarsOff: 0, percentOff: 0 })).toBe(179);
  });
});

describe('price', () => {
  it('adds trailer care and a positive donation', () => {
    expect(price({ membershipCost: 119, trailerCareCost: 14, donation: 5 })).toMatchObject({
      subtotalWithoutDonations: 133,
      donation: 5,
      total: 138,
    });
  });
  it('ignores a zero or negative donation', () => {
    expect(price({ membershipCost: 179, donation: -5 }).total).toBe(179);
    expect(price({ membershipCost: 179, donation: 0 }).donation).toBe(0);
  });
  it('applies $10 referral credits after the discount', () => {
    const result = price({ membershipCost: 179, discount: { dollarsOff: 20 }, referralCredits: 2 });
    expect(result).toMatchObject({
      discountedMembershipCost: 159,
      discountAmount: 20,
      referralCreditsUsed: 2,
      referralCreditAmount: 20,
      total: 139,
    });
  });
  it('applies credits only up to the discounted cost, never below zero', () => {
    const result = price({ membershipCost: 14, referralCredits: 5, donation: 1 });
    expect(result).toMatchObject({
      referralCreditsUsed: 2,
      referralCreditAmount: 14,
      subtotalWithoutDonations: 0,
      total: 1,
    });
  });
  it('prices a trial at zero with no credits consumed', () => {
    expect(price({ membershipCost: 179, discount: { trial: true }, referralCredits: 3 })).toMatchObject({
      total: 0,
      referralCreditsUsed: 0,
    });
  });
  it('stays cents-exact where floating point would drift', () => {
    expect(price({ membershipCost: 0.1, trailerCareCost: 0.2 }).total).toBe(0.3);
    expect(price({ membershipCost: 29.95, trailerCareCost: 29.95, donation: 0.15 }).total).toBe(60.05);
  });
});

describe('productPrice', () => {
  it('uses a multi-year entry when there is one', () => {
    expect(productPrice(list, 'Gold Card', 3)).toBe(537);
    expect(productPrice(list, 'gold card', 10)).toBe(1790);
  });
  it('multiplies the yearly price otherwise (trailer care multi-year multiples)', () => {
    expect(productPrice(list, 'Trailer Care', 2)).toBe(28);
    expect(productPrice(list, 'Trailer Care Plus', 3)).toBe(89.85);
  });
  it('answers undefined for an unknown product', () => {
    expect(productPrice(list, 'Yacht Card')).toBeUndefined();
  });
});

describe('helpers', () => {
  it('Lake-to-Gold difference is Gold minus Lake', () => {
    expect(lakeToGoldDifference(179, 119)).toBe(60);
    expect(lakeToGoldDifference(100, 119)).toBe(0);
  });
  it('rounds up to the next multiple of 25, 0 at or below 0', () => {
    expect(roundUpTo25(-3)).toBe(0);
    expect(roundUpTo25(0)).toBe(0);
    expect(roundUpTo25(0.01)).toBe(25);
    expect(roundUpTo25(25)).toBe(25);
    expect(roundUpTo25(179)).toBe(200);
  });
  it('compares amounts in cents', () => {
    expect(sameAmount(0.1 + 0.2, 0.3)).toBe(true);
    expect(sameAmount(179, 178.99)).toBe(false);
  });
});

describe('marketing copy (spec §9 "Gold about $21 a month, Lake $14 a month (monthly is yearly divided by 12)")', () => {
  it('is the yearly price divided by 12, in whole dollars', () => {
    expect(monthlyMarketingCopy(252)).toBe('about $21 a month');
    expect(monthlyMarketingCopy(168)).toBe('about $14 a month');
    expect(monthlyMarketingCopy(179)).toBe('about $15 a month');
    expect(monthlyMarketingCopy(119)).toBe('about $10 a month');
  });
});
