-- Binding a login to an account needs proof of the account (decision 192).

-- The single-use, short-lived link token a programs application answers for its new partner account: only
-- its SHA-256 is kept; create-account consumes it (used_at) together with creating the login.
CREATE TABLE IF NOT EXISTS account_link_tokens (
  token_hash text PRIMARY KEY,
  account_sfid text NOT NULL REFERENCES accounts (sfid) ON DELETE CASCADE,
  email text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- A member account has at most one portal login: registration never relinks an account that has one,
-- also under two concurrent registrations of the same membership.
CREATE UNIQUE INDEX IF NOT EXISTS users_one_login_per_account ON users (account_id) WHERE account_id IS NOT NULL;
