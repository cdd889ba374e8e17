// The anonymous journey-events beacon (decision 276): it takes only identifiers and times of fixed shape
// (anything else, e-mails and card numbers included, is 400 with field errors and never stored), at most
// 50 steps a batch, bodies under the door's limit, 600 batches per address a minute (then 429), never 5xx;
// and the table it writes holds no personal data.
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { BEACON_LIMIT } from '@/sandbox/routes/journey-events';
import { clock, createIsolatedSandbox, rawRequest, resetSandbox, sandboxHandle } from '../support/sandbox';

const beacon = (body: unknown, rawBody?: string) =>
  rawRequest('POST', '/journey-events', { requestToken: null, ...(rawBody ? { rawBody } : { body }) });
const step = (state = 'purchase.boats', at = clock.now().toISOString()) => ({
  journey: 'purchase',
  state,
  run: randomUUID(),
  at,
});
const stored = async () =>
  (await (await sandboxHandle()).db.query<Record<string, unknown>>('SELECT * FROM journey_events')).rows;

beforeEach(async () => {
  await resetSandbox();
});

describe('POST /journey-events', () => {
  it('records a batch sent without any header, as a beacon does', async () => {
    const response = await beacon({ events: [step('purchase.contact'), step('purchase.boats')] });
    expect(response.status).toBe(204);
    expect((await stored()).map((row) => row.state)).toEqual(['purchase.contact', 'purchase.boats']);
  });

  it("records a step whose key has an underscore, as the boat form's do (`form.edit_boat`)", async () => {
    const response = await beacon({ events: [step('boatForm.form.edit_boat')] });
    expect(response.status).toBe(204);
    expect((await stored()).map((row) => row.state)).toEqual(['boatForm.form.edit_boat']);
  });

  it.each([
    ['an e-mail as the state', { events: [step('pat.boater@example.com')] }, 'events.0.state'],
    ['a card number as the state', { events: [step('4111111111111111')] }, 'events.0.state'],
    ['a name beside the step', { events: [{ ...step(), firstname: 'Pat' }] }, 'events.0'],
    ['a run id that is not random', { events: [{ ...step(), run: 'pat.boater' }] }, 'events.0.run'],
    ['a journey that is no chart id', { events: [{ ...step(), journey: 'Pat Boater' }] }, 'events.0.journey'],
    ['no steps', { events: [] }, 'events'],
    ['51 steps', { events: Array.from({ length: 51 }, () => step()) }, 'events'],
    [
      'a step from two months ago',
      { events: [step('purchase.boats', '2020-01-01T00:00:00Z')] },
      'events.0.at',
    ],
    [
      'a step a day ahead',
      { events: [step('purchase.boats', new Date(Date.now() + 86_400_000).toISOString())] },
      'events.0.at',
    ],
  ])('refuses %s with a field error and stores nothing', async (_label, body, field) => {
    const response = await beacon(body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { codes: string[]; fieldErrors: Record<string, string[]> };
    expect(answer.codes).toEqual(['VALIDATION_FAILED']);
    expect(Object.keys(answer.fieldErrors).some((key) => key.startsWith(`body.${field}`))).toBe(true);
    expect(await stored()).toEqual([]);
  });

  it('answers 4xx, never 5xx, to bodies that are not JSON or too large', async () => {
    expect((await beacon(undefined, '{"events": [')).status).toBe(400);
    const huge = JSON.stringify({ events: [step()], padding: 'x'.repeat(300 * 1024) });
    expect((await beacon(undefined, huge)).status).toBe(413);
  });

  it(`takes ${BEACON_LIMIT.failures} batches a minute from one address, then 429 with Retry-After`, async () => {
    // A sandbox of its own: its address counter starts at zero.
    const own = await createIsolatedSandbox({});
    // Under DATABASE_URL every sandbox counts in the one database's table: start it empty.
    if (own.db.engine === 'postgres') await own.db.exec('TRUNCATE rate_limits');
    try {
      const send = () =>
        rawRequest('POST', '/journey-events', { requestToken: null, body: { events: [step()] } }, own);
      for (let sent = 0; sent < BEACON_LIMIT.failures; sent += 1) expect((await send()).status).toBe(204);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
      const { rows } = await own.db.query('SELECT id FROM journey_events');
      expect(rows).toHaveLength(BEACON_LIMIT.failures);
    } finally {
      await own.close();
    }
  }, 120_000);
});

describe('the journey_events table', () => {
  it('has only the columns of an anonymous step', async () => {
    const { rows } = await (
      await sandboxHandle()
    ).db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'journey_events' ORDER BY ordinal_position`,
    );
    expect(rows.map((row) => row.column_name)).toEqual([
      'id',
      'journey',
      'state',
      'run_id',
      'at',
      'received_at',
    ]);
  });
});

describe('GET /journey-funnel', () => {
  it('counts runs, entries, stops, moves and the median time per state', async () => {
    const at = (seconds: number) => new Date(clock.now().getTime() - 3600_000 + seconds * 1000).toISOString();
    const run = (states: string[], every: number) => {
      const id = randomUUID();
      return states.map((state, index) => ({ journey: 'purchase', state, run: id, at: at(index * every) }));
    };
    const events = [
      ...run(['purchase.contact', 'purchase.boats', 'purchase.terms', 'purchase.exit'], 10),
      ...run(['purchase.contact', 'purchase.boats', 'purchase.terms', 'purchase.exit'], 30),
      ...run(['purchase.contact', 'purchase.boats', 'purchase.boats'], 20),
    ];
    expect((await beacon({ events })).status).toBe(204);
    // The runs began an hour ago: just after midnight (UTC) that is yesterday, so the range starts there.
    const from = at(0).slice(0, 10);
    const to = clock.now().toISOString().slice(0, 10);
    const response = await rawRequest('GET', `/journey-funnel?journey=purchase&from=${from}&to=${to}`);
    expect(response.status).toBe(200);
    const funnel = (await response.json()) as {
      runs: number;
      states: { state: string; entered: number; stopped: number; median_seconds: number | null }[];
      moves: { from: string; to: string; count: number }[];
    };
    expect(funnel.runs).toBe(3);
    const boats = funnel.states.find((state) => state.state === 'purchase.boats');
    expect(boats).toEqual({ state: 'purchase.boats', entered: 3, visits: 3, stopped: 1, median_seconds: 20 });
    expect(funnel.states.find((state) => state.state === 'purchase.exit')?.stopped).toBe(2);
    expect(funnel.moves).toContainEqual({ from: 'purchase.boats', to: 'purchase.terms', count: 2 });
  });

  it('refuses a range that runs backwards or spans more than a year', async () => {
    expect(
      (await rawRequest('GET', '/journey-funnel?journey=purchase&from=2026-11-02&to=2026-11-01')).status,
    ).toBe(400);
    expect(
      (await rawRequest('GET', '/journey-funnel?journey=purchase&from=2024-01-01&to=2026-01-01')).status,
    ).toBe(400);
    expect(
      (await rawRequest('GET', '/journey-funnel?journey=x%40y&from=2026-11-01&to=2026-11-01')).status,
    ).toBe(400);
  });
});
