-- Decision 190. Every access token names its session by `sid`, a public id of its own (the cookie's id
-- stays a secret the token never shows), so a session that ends (logout, expiry) ends its tokens: one
-- lookup by this unique index per bearer call. Sessions from before carry no such id and end here.
DELETE FROM sessions;
ALTER TABLE sessions ADD COLUMN sid text NOT NULL UNIQUE;

-- The failed sign-in attempts of rate-limiter-flexible's RateLimiterPostgres (sandbox/http/rate-limit.ts)
-- when the sandbox runs on PostgreSQL (DATABASE_URL); the embedded database counts in memory instead.
-- The library's own table shape: a prefixed key, its points, the window's end in epoch milliseconds.
CREATE TABLE rate_limits (
  key varchar(255) PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);
