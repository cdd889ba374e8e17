// The Hono environment every sandbox sub-app shares: per-request access to the database, the injected
// clock, the token service, the failure counters, the caller's verified claims and the validated body.
import type { Db } from '../db/db';
import type { TokenService } from './access-token';
import type { FailureCounters } from './rate-limit';

export type AccessClaims = {
  sub: string;
  /** The public id of the sign-in session the token belongs to; its end (logout, expiry) ends the token. */
  sid: string;
  account_id: string | null;
  email: string;
  partner_account_id?: string;
  temp_partner_account_id?: string;
};

export type SandboxVariables = {
  db: Db;
  now: () => Date;
  tokens: TokenService;
  /** The sandbox's brute-force counters (./rate-limit.ts), one set per sandbox. */
  failureCounters: FailureCounters;
  /** How many e-mail checks one address may make in 15 minutes (sandbox option, decision 190). */
  emailChecksPerAddress: number;
  /** Set by `requireBearer` (and by `validated` on bearer-secured operations). */
  claims: AccessClaims;
  /** Set by `validated` when the operation has a JSON request body. */
  body: unknown;
};

export type SandboxEnv = { Variables: SandboxVariables };
