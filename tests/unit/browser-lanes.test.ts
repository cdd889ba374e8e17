// The browser suite's lanes (decision 280): every file runs in exactly one lane, the lanes end near together,
// the same files always share a lane, and the measured table names only files that exist.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dealToLanes, FILE_SECONDS, UNMEASURED_SECONDS } from '../setup/browser-lanes';

const measured = Object.keys(FILE_SECONDS).map((name) => join('tests/browser', name));
const seconds = (lane: readonly string[]) =>
  lane.reduce(
    (sum, file) => sum + (FILE_SECONDS[file.slice('tests/browser/'.length)] ?? UNMEASURED_SECONDS),
    0,
  );

describe('browser lanes', () => {
  it('deals every file to exactly one lane', () => {
    const lanes = dealToLanes([...measured, 'tests/browser/new-file.test.ts'], 2);
    expect(lanes).toHaveLength(2);
    expect(lanes.flat().sort()).toEqual([...measured, 'tests/browser/new-file.test.ts'].sort());
  });

  it('balances the lanes within the heaviest file', () => {
    const lanes = dealToLanes(measured, 2);
    const [first = 0, second = 0] = lanes.map(seconds);
    expect(Math.abs(first - second)).toBeLessThanOrEqual(Math.max(...Object.values(FILE_SECONDS)));
    // the longest file alone in a lane would leave it idle half the run; the deal fills the other lane
    expect(Math.min(first, second)).toBeGreaterThan(0.4 * (first + second));
  });

  it('keeps the same deal whatever order the files are listed in', () => {
    expect(dealToLanes([...measured].reverse(), 2)).toEqual(dealToLanes(measured, 2));
  });

  it('runs one lane when asked for one, and no empty lane when files are few', () => {
    expect(dealToLanes(measured, 1)).toEqual([[...measured].sort()]);
    expect(dealToLanes(['tests/browser/a.test.ts'], 3)).toEqual([['tests/browser/a.test.ts']]);
  });

  it('measures only files that exist', () => {
    expect(measured.filter((file) => !existsSync(file))).toEqual([]);
  });
});
