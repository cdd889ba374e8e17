// Simulation choices read as the condition they stand for, not as their sample data.
import { describe, expect, it } from 'vitest';
import { choiceLabel, distinguishingValues, splitSample } from './choice-words';

describe('choice words', () => {
  it('names a guarded move by its rule and keeps the sample data apart', () => {
    expect(
      choiceLabel(
        'Fill in the boat form (2019, 24 ft, Grady-White)',
        'if the boat is homed in a state the Lake Card excludes',
        true,
      ),
    ).toEqual({
      label: 'Fill in the boat form — if the boat is homed in a state the Lake Card excludes',
      sample: '2019, 24 ft, Grady-White',
    });
  });

  it('names the fallback of moves that share their words “otherwise”, and leaves a plain move alone', () => {
    expect(choiceLabel("Press 'Continue' (salt water)", undefined, true).label).toBe(
      "Press 'Continue' — otherwise",
    );
    expect(choiceLabel("Press 'Continue'", undefined, false)).toEqual({ label: "Press 'Continue'" });
    expect(splitSample("Choose 'Marina'")).toEqual({ base: "Choose 'Marina'" });
  });

  it('tells answers of one call apart by the values that differ between them', () => {
    const keyWest = { homePortName: 'Key West Bight', state: 'FL', country: 'US', trusted: true };
    const sagHarbor = { homePortName: 'Sag Harbor Yacht Yard', state: 'NY', country: 'US', trusted: true };
    expect(distinguishingValues(keyWest, [sagHarbor])).toEqual(['Key West Bight', 'FL']);
    expect(distinguishingValues({ hasBoats: true }, [{ hasBoats: false }])).toEqual(['has boats: yes']);
    // Alike in the first three values, told apart by a fourth.
    const loon = { a: 1, b: 2, c: 3, boat: 'Loon', port: 'Sag Harbor' };
    expect(distinguishingValues(loon, [{ port: 'Montauk' }, { ...loon, port: 'Montauk' }])).toEqual([
      '1',
      '2',
      '3',
      'Sag Harbor',
    ]);
    expect(distinguishingValues({ codeErrors: ['INACTIVE_PROMO'] }, [{ codeErrors: [] }])).toEqual([
      "the message 'The promotion code that was entered has expired.'",
    ]);
  });
});
