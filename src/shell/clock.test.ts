import { describe, expect, it } from 'vitest';
import { localIsoDate, systemClock } from './clock';

describe('clock', () => {
  it('formats the local calendar date, padding month and day', () => {
    expect(localIsoDate(new Date(2027, 0, 5, 23, 59))).toBe('2027-01-05');
    expect(localIsoDate(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });

  it('the system clock answers the local date of now', () => {
    const before = localIsoDate(new Date());
    const today = systemClock.today();
    const after = localIsoDate(new Date());
    expect([before, after]).toContain(today);
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
