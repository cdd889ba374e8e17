// The shareable link reads as what it shows and reopens it: scenario, state and moves in plain words,
// a move typed on a screen as its JSON once (no double encoding), and links of the older format.
import { describe, expect, it } from 'vitest';
import { readSimulationLink, simulationSearch } from './simulation-link';
import { rawKey } from './simulation';

const scenarios = ['Anonymous boater', 'Gold Card at payment with SAVE20'];

describe('the simulation link', () => {
  it('names the scenario, the state and the moves in plain words', () => {
    const search = simulationSearch({
      scenario: 'Gold Card at payment with SAVE20',
      state: 'payment.editing',
      steps: ['terms.submit~1', 'checkout:declined'],
    });
    expect(search).toBe(
      '?scenario=gold-card-at-payment-with-save20&state=payment.editing&steps=terms.submit~1,checkout:declined',
    );
    expect(readSimulationLink(search, scenarios)).toEqual({
      scenario: 'Gold Card at payment with SAVE20',
      state: 'payment.editing',
      steps: ['terms.submit~1', 'checkout:declined'],
    });
  });

  it('keeps a typed move as its JSON, encoded once, and reads it back whole (commas inside it too)', () => {
    const submit = { type: 'boat.submit', boat: { year: '2019', make: 'Grady-White, Inc.' } };
    const typed = rawKey(submit);
    const search = simulationSearch({ scenario: 'Anonymous boater', steps: [typed, 'saveBoat:ok'] });
    expect(search).not.toMatch(/%25/);
    expect(search).toContain('raw:{"type":"boat.submit"');
    const params = new URLSearchParams(search);
    expect(readSimulationLink(`?${params.toString()}`, scenarios)?.steps).toEqual([typed, 'saveBoat:ok']);
  });

  it('opens a link that names only the state, and links of the older format', () => {
    expect(readSimulationLink('?state=payment', scenarios)).toEqual({
      scenario: 'Anonymous boater',
      state: 'payment',
      steps: [],
    });
    const old = `?scenario=anonymous-boater&steps=type.continue,${encodeURIComponent(
      `raw:${encodeURIComponent('{"type":"x"}')}`,
    )}`;
    expect(readSimulationLink(old, scenarios)?.steps).toEqual([
      'type.continue',
      'raw:%7B%22type%22%3A%22x%22%7D',
    ]);
  });
});
