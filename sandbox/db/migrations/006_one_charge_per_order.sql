-- One order, one charge (decision 194): besides its idempotency key (one per attempt), every approved charge
-- names the order it pays — a new application, the renewal of one term, an upgrade of one term, a gift
-- order — and the unique index lets only one charge per order commit, whatever the key, also between
-- concurrent transactions on a real PostgreSQL server. Charges recorded before this migration have none.
ALTER TABLE payments ADD COLUMN IF NOT EXISTS order_key text;
CREATE UNIQUE INDEX IF NOT EXISTS payments_order_key ON payments (order_key);
