// Db over embedded PGlite: a data folder kept across restarts, or in memory when none is given.
import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, Queryable } from './db';

const wrapTx = (tx: Transaction): Queryable => ({
  query: async <T>(sql: string, params?: unknown[]) => ({ rows: (await tx.query<T>(sql, params)).rows }),
  exec: async (sql: string) => {
    await tx.exec(sql);
  },
});

export async function openPgliteDb(dataDir?: string): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir);
  return {
    engine: 'pglite',
    query: async <T>(sql: string, params?: unknown[]) => ({ rows: (await pg.query<T>(sql, params)).rows }),
    exec: async (sql: string) => {
      await pg.exec(sql);
    },
    transaction: (fn) => pg.transaction((tx) => fn(wrapTx(tx))),
    close: () => pg.close(),
  };
}
