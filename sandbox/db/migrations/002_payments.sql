-- The card processor simulation's ledger: one row per approved charge, keyed by the caller's idempotency key
-- so a resubmission can never charge twice (the unique index is the guard, also across concurrent
-- transactions on a real PostgreSQL server). Only the last four digits are kept: never the full number
-- or the security code.
CREATE TABLE IF NOT EXISTS payments (
  id text PRIMARY KEY,
  idempotency_key text NOT NULL,
  amount numeric(10, 2) NOT NULL CHECK (amount >= 0),
  last_4_digits text NOT NULL CHECK (last_4_digits ~ '^[0-9]{4}$'),
  card_expiration text NOT NULL,
  purpose text NOT NULL,
  account_sfid text,
  membership_sfid text,
  status text NOT NULL DEFAULT 'Approved',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX IF NOT EXISTS payments_idempotency_key ON payments (idempotency_key);
