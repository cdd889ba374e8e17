-- Partner side beyond the spec entities of 001: program review tasks (Sea Care, Membership Kits), gift
-- orders (one per charged idempotency key) and uploaded partner logos served by the sandbox.

-- The online redemption option (Promo Code, Promotional URL, Rebate, Other): the spec names no backend field
-- for it (decision 060), so it is named after options_for_in_store_redemption__c.
ALTER TABLE savings_club_offers ADD COLUMN IF NOT EXISTS options_for_online_redemption__c text;

CREATE TABLE IF NOT EXISTS program_tasks (
  id text PRIMARY KEY,
  account_id text NOT NULL,
  service text NOT NULL CHECK (service IN ('Sea Care', 'Membership Kits')),
  status text NOT NULL DEFAULT 'Open',
  comments text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX IF NOT EXISTS program_tasks_one_open_per_service ON program_tasks (account_id, service) WHERE status = 'Open';

CREATE TABLE IF NOT EXISTS gift_orders (
  id text PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  membership_type__c text NOT NULL,
  promo_code text,
  delivery_method text NOT NULL,
  shipping_method text,
  gift_wrapped boolean NOT NULL,
  mailed_to_gifter boolean NOT NULL DEFAULT false,
  gift_message text,
  membership_cost numeric(10, 2) NOT NULL,
  shipping_cost numeric(10, 2) NOT NULL,
  wrap_cost numeric(10, 2) NOT NULL,
  total_cost numeric(10, 2) NOT NULL,
  recipient jsonb NOT NULL,
  billing jsonb NOT NULL,
  payment_id text,
  status text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS partner_logos (
  file text PRIMARY KEY,
  account_sfid text NOT NULL,
  content_type text NOT NULL,
  image bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
