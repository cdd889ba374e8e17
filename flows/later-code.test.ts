import { describe, expect, it } from 'vitest';
import { laterCode, preloadLaterCode } from './later-code';

describe('laterCode', () => {
  it('loads once on first use, again after a failed load, and preloads with every other declared', async () => {
    let loads = 0;
    let fail = true;
    const calls = laterCode(async () => {
      loads += 1;
      if (fail) throw new Error('offline');
      return { answer: 42 };
    });
    await expect(calls()).rejects.toThrow('offline');
    fail = false;
    expect(await calls()).toEqual({ answer: 42 });
    expect(await calls()).toEqual({ answer: 42 });
    expect(loads).toBe(2);

    let otherLoads = 0;
    const other = laterCode(async () => {
      otherLoads += 1;
      return 'other';
    });
    preloadLaterCode();
    expect(otherLoads).toBe(1);
    expect(await other()).toBe('other');
    expect(otherLoads).toBe(1);
    expect(loads).toBe(2);
  });
});
