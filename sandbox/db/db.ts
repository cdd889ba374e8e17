// The one database interface every route codes against, whichever engine is underneath (embedded PGlite
// or a real PostgreSQL server). Parameters are positional ($1, $2, …) in both.
import type { Pool } from 'pg';
export type QueryResult<T> = { rows: T[] };

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** The node-postgres pool of the postgres engine, for libraries that take one (rate limits); none on PGlite. */
  readonly pool?: Pool;
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R>;
  close(): Promise<void>;
}

export type DbOptions = { dataDir?: string; databaseUrl?: string };

export async function openDb(options: DbOptions): Promise<Db> {
  if (options.databaseUrl) {
    const { openPostgresDb } = await import('./postgres-db');
    return openPostgresDb(options.databaseUrl);
  }
  const { openPgliteDb } = await import('./pglite-db');
  return openPgliteDb(options.dataDir);
}
