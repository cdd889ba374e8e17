import { describe, expect, it } from 'vitest';
import { formatPhone, parseMoney, phoneDigits } from '@/machines/forms/phone';
import { countryCodeOf, isLakeCardExcludedState, statesOf } from '@/machines/forms/regions';

describe('regions (spec §5)', () => {
  it('lists states by country and none without a country', () => {
    expect(statesOf('US').map((s) => s.code)).toContain('NY');
    expect(statesOf('Canada').map((s) => s.code)).toContain('ON');
    expect(statesOf('MX').map((s) => s.code)).toContain('BCN');
    expect(statesOf('')).toEqual([]);
    expect(countryCodeOf('United States')).toBe('US');
    expect(countryCodeOf('France')).toBeNull();
  });

  it('excludes AK, FL, HI, PR and VI from the Lake Card, by code or name', () => {
    for (const s of ['AK', 'FL', 'hi', 'PR', 'VI', 'Florida']) expect(isLakeCardExcludedState(s)).toBe(true);
    for (const s of ['NY', 'MN', 'GA', '', null]) expect(isLakeCardExcludedState(s)).toBe(false);
  });
});

describe('phone and money (spec §5)', () => {
  it('masks as the user types and strips non-digits', () => {
    expect(formatPhone('516')).toBe('(516');
    expect(formatPhone('5165551')).toBe('(516) 555-1');
    expect(formatPhone('+1 (516) 555-1234 ext')).toBe('(516) 555-1234');
    expect(phoneDigits('516.555.12345678')).toBe('5165551234');
  });

  it('keeps digits and the dot of money', () => {
    expect(parseMoney('$1,234.50')).toBe(1234.5);
    expect(Number.isNaN(parseMoney('abc'))).toBe(true);
  });
});
