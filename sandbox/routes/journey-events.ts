// The journey funnel (openapi/src/journey-events.yaml, decision 276): an anonymous, append-only beacon
// of the steps journeys enter, and the funnel `/flows` reads back. The beacon is bounded like every
// anonymous call: the contract's shapes and 50 steps a batch (validated before anything is written),
// times within the last 31 days, 600 batches per address a minute (429 past that).
import { Hono } from 'hono';
import { ApiError } from '../http/api-error';
import type { SandboxEnv } from '../http/env';
import { callerAddress, tooManyAttempts, type FailureLimit } from '../http/rate-limit';
import { validBody, validated } from '../http/validated';
import { funnelOf, type JourneyStepRow } from '../journey-events/funnel';

type JourneyEvent = { journey: string; state: string; run: string; at: string };

export const BEACON_LIMIT: FailureLimit = { name: 'journey-events', failures: 600, windowSeconds: 60 };
const OLDEST_MS = 31 * 24 * 3600 * 1000;
const AHEAD_MS = 5 * 60 * 1000;
const DAY_MS = 24 * 3600 * 1000;

export const journeyEventsRoutes = new Hono<SandboxEnv>()
  .post('/journey-events', validated('recordJourneyEvents'), async (c) => {
    const { events } = validBody<{ events: JourneyEvent[] }>(c);
    const now = c.get('now')().getTime();
    const late = events.flatMap((event, index) => {
      const at = Date.parse(event.at);
      return at < now - OLDEST_MS || at > now + AHEAD_MS ? [`body.events.${index}.at`] : [];
    });
    if (late.length)
      throw new ApiError(
        400,
        ['VALIDATION_FAILED'],
        'A step was recorded at a time outside the last 31 days.',
        Object.fromEntries(late.map((field) => [field, ['must lie within the last 31 days']])),
      );
    const { attempts, seconds } = await c.get('failureCounters')(BEACON_LIMIT).count(callerAddress(c));
    if (attempts > BEACON_LIMIT.failures) return tooManyAttempts(seconds);
    const values = events.map(
      (_, index) => `($${index * 4 + 1}, $${index * 4 + 2}, $${index * 4 + 3}, $${index * 4 + 4})`,
    );
    await c.get('db').query(
      `INSERT INTO journey_events (journey, state, run_id, at) VALUES ${values.join(', ')}`,
      events.flatMap((event) => [event.journey, event.state, event.run, event.at]),
    );
    return c.body(null, 204);
  })
  .get('/journey-funnel', validated('getJourneyFunnel'), async (c) => {
    const { journey, from, to } = c.req.query() as { journey: string; from: string; to: string };
    const [start, end] = [Date.parse(`${from}T00:00:00Z`), Date.parse(`${to}T00:00:00Z`) + DAY_MS];
    if (end <= start || end - start > 366 * DAY_MS)
      throw new ApiError(
        400,
        ['VALIDATION_FAILED'],
        'The date range must run forwards, over at most 366 days.',
        {
          to: ['must be on or after from, at most 366 days later'],
        },
      );
    const { rows } = await c
      .get('db')
      .query<JourneyStepRow>(
        `SELECT state, run_id, at FROM journey_events WHERE journey = $1 AND at >= $2 AND at < $3 ORDER BY run_id, at, id`,
        [journey, new Date(start).toISOString(), new Date(end).toISOString()],
      );
    return c.json({ journey, from, to, ...funnelOf(rows.map((row) => ({ ...row, at: new Date(row.at) }))) });
  });
