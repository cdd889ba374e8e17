-- The journey funnel (decision 276): one row per state a journey's run entered. No personal data: the
-- journey (a chart id), the state (a chart state id), an anonymous random run id and the time.
CREATE TABLE IF NOT EXISTS journey_events (
  id bigserial PRIMARY KEY,
  journey text NOT NULL,
  state text NOT NULL,
  run_id uuid NOT NULL,
  at timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS journey_events_journey_at ON journey_events (journey, at);
