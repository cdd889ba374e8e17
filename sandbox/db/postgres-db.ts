// Db over a real PostgreSQL server (node-postgres pool), chosen when DATABASE_URL is set. Calendar dates
// and numerics come back as strings, exactly as from PGlite's text casts in the queries.
import pg from 'pg';
import type { Db, Queryable } from './db';

// Keep DATE as text (no local-midnight Date objects) and NUMERIC as JS numbers, matching PGlite.
const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') => {
    if (oid === 1082) return (value: string) => value;
    if (oid === 1700) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

export async function openPostgresDb(databaseUrl: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, types: types as never });
  const client = await pool.connect();
  client.release();
  const on = (runner: pg.Pool | pg.PoolClient): Queryable => ({
    query: async <T>(sql: string, params?: unknown[]) => ({
      rows: (await runner.query(sql, params)).rows as T[],
    }),
    exec: async (sql: string) => {
      await runner.query(sql);
    },
  });
  return {
    engine: 'postgres',
    pool,
    ...on(pool),
    transaction: async (fn) => {
      const conn = await pool.connect();
      try {
        await conn.query('BEGIN');
        const result = await fn(on(conn));
        await conn.query('COMMIT');
        return result;
      } catch (error) {
        await conn.query('ROLLBACK');
        throw error;
      } finally {
        conn.release();
      }
    },
    close: () => pool.end(),
  };
}
