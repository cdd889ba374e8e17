// The portal's amounts are formatted without Intl (screens/purchase/format-money.ts); they must read exactly as
// Intl's en-US formats would, for every kind of amount the journeys show.
import { describe, expect, it } from 'vitest';
import { formatMoney, formatWholeDollars } from '@/screens/purchase/format-money';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const whole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

describe('formatMoney', () => {
  it('reads as Intl en-US dollars for prices, sums, discounts and large amounts', () => {
    const amounts = [
      0,
      0.5,
      0.05,
      1,
      9.99,
      29.95,
      179,
      208.95,
      179 + 29.95,
      0.1 + 0.2,
      1000,
      1234.5,
      999.995,
      1_000_000,
      12_345_678.9,
      -20,
      -0.01,
      -1234.56,
      -0,
    ];
    for (const amount of amounts)
      expect(formatMoney(amount), String(amount)).toBe(usd.format(amount).replace(/^-\$0\.00$/, '$0.00'));
  });

  it('reads as Intl for every cent from $0.00 to $2,000.00', () => {
    for (let cents = 0; cents <= 200_000; cents += 7) {
      const amount = cents / 100;
      expect(formatMoney(amount)).toBe(usd.format(amount));
      expect(formatMoney(-amount - 0.01)).toBe(usd.format(-amount - 0.01));
    }
  });
});

describe('formatWholeDollars', () => {
  it('groups thousands like Intl', () => {
    for (const amount of [0, 500, 1000, 2500, 25_000, 100_000, 1_250_000])
      expect(formatWholeDollars(amount)).toBe(whole.format(amount));
  });
});
