// Versioned migrations: sandbox/db/migrations/NNN_name.sql applied in file-name order, each once, recorded
// in schema_migrations; one transaction under an advisory lock, so concurrent starts on one database are safe.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db, Queryable } from './db';

const migrationsDir = fileURLToPath(new URL('./migrations', import.meta.url));
const FILE = /^(\d{3})_[a-z0-9_-]+\.sql$/;

export function migrationFiles(dir = migrationsDir): { version: string; file: string }[] {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  const seen = new Map<string, string>();
  return files.map((file) => {
    const version = FILE.exec(file)?.[1];
    if (!version) throw new Error(`migration file '${file}' is not named NNN_name.sql`);
    const other = seen.get(version);
    if (other) throw new Error(`migrations '${other}' and '${file}' share version ${version}`);
    seen.set(version, file);
    return { version, file };
  });
}

/** Serializes schema work between processes sharing one PostgreSQL database (held until the transaction ends). */
export const lockSchema = (tx: Queryable) => tx.query('SELECT pg_advisory_xact_lock(7324501)');

/** Applies the pending migrations, all in one transaction; answers the files applied now. */
export async function migrate(db: Db, dir = migrationsDir): Promise<string[]> {
  const files = migrationFiles(dir);
  return db.transaction(async (tx) => {
    await lockSchema(tx);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const { rows } = await tx.query<{ version: string }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.version));
    const done: string[] = [];
    for (const { version, file } of files) {
      if (applied.has(version)) continue;
      await tx.exec(readFileSync(join(dir, file), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [version, file]);
      done.push(file);
    }
    return done;
  });
}
