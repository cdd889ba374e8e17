// The sandbox backend (decision 001): `createSandbox(options)` → `{ app, db, now, close }`, where
// `app.fetch(request)` answers `/api/...` — the same app in tests (no network), the dev server and the
// production-like server. Sub-apps per tag are listed in ./route-table.ts.
import { Hono } from 'hono';
import { openDb, type Db } from './db/db';
import { migrate } from './db/migrate';
import { seedDatabase } from './db/seed/seed';
import { createTokenService } from './http/access-token';
import { errorHandler, notFoundHandler } from './http/api-error';
import { limitBodies } from './http/body-limit';
import type { SandboxEnv } from './http/env';
import { failureCounters } from './http/rate-limit';
import { EMAIL_CHECKS_PER_ADDRESS } from './identity/attempt-limits';
import { refuseForbiddenText } from './http/refuse-forbidden-text';
import { requireRequestToken } from './http/request-token';
import { routeTable } from './route-table';

export type SandboxOptions = {
  /** PGlite data folder; none = in memory. Ignored when `databaseUrl` is set. */
  dataDir?: string;
  /** A real PostgreSQL database (defaults to env DATABASE_URL). */
  databaseUrl?: string;
  /** Injectable clock for token expiry, session expiry and seed dates. */
  now?: () => Date;
  /** Access-token lifetime; 15 minutes by default. */
  tokenTtlSeconds?: number;
  /** Seed docs/sandbox.md on an empty database (default true). */
  seed?: boolean;
  /** HS256 secret; defaults to env SANDBOX_JWT_SECRET, else a per-process random one. */
  jwtSecret?: string;
  /** E-mail checks one address may make per 15 minutes (default EMAIL_CHECKS_PER_ADDRESS). */
  emailChecksPerAddress?: number;
};

export type Sandbox = {
  app: Hono;
  db: Db;
  now: () => Date;
  close: () => Promise<void>;
};

export async function createSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const now = options.now ?? (() => new Date());
  const db = await openDb({
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl ?? process.env.DATABASE_URL,
  });
  try {
    await migrate(db);
    if (options.seed !== false) await seedDatabase(db, now());
  } catch (error) {
    await db.close();
    throw error;
  }
  const tokens = createTokenService({ now, ttlSeconds: options.tokenTtlSeconds, secret: options.jwtSecret });
  const counters = failureCounters(db);

  const api = new Hono<SandboxEnv>();
  api.onError(errorHandler);
  // The door (decision 195): bodies over the limit and forbidden text are refused before anything else.
  api.use('*', limitBodies);
  api.use('*', refuseForbiddenText);
  api.use('*', async (c, next) => {
    c.set('db', db);
    c.set('now', now);
    c.set('tokens', tokens);
    c.set('failureCounters', counters);
    c.set('emailChecksPerAddress', options.emailChecksPerAddress ?? EMAIL_CHECKS_PER_ADDRESS);
    await next();
  });
  api.use('*', requireRequestToken);
  for (const routes of routeTable) api.route('/', routes);

  const app = new Hono();
  app.onError(errorHandler);
  app.notFound(notFoundHandler);
  app.route('/api', api);

  let closed = false;
  return {
    app,
    db,
    now,
    close: async () => {
      if (closed) return;
      closed = true;
      await db.close();
    },
  };
}
